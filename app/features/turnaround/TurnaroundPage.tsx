import { Card, Flex, Grid, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { BarChartIcon } from "@radix-ui/react-icons";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Link, useNavigation } from "@remix-run/react";
import type { Job } from "../../platform/db/schema";
import { PageHeader } from "../../ui/PageHeader";
import { StatCard } from "../../ui/StatCard";
import { BarChart, HBars } from "../analytics/Charts";
import { JobProgress, useOrgJob } from "../../platform/jobs/JobProgress";
import { ExportCard, PreparedExportLink } from "./ExportCard";
import type { Turnaround } from "./figures";
import type { RangeChoice, RangeResult } from "./range";
import { RangePicker } from "./RangePicker";
import { hoursText, InspectorTable, ReviewerTable } from "./TurnaroundTables";

type JobView = SerializeFrom<Job>;

export interface TurnaroundData {
  refused: Extract<RangeResult, { ok: false }> | null;
  choice: RangeChoice | null;
  figures: Turnaround | null;
  job: JobView | null;
  /** The job's file is past its days (prepared-export.ts). */
  jobGone: boolean;
  directLimit?: number;
  /** The range's export is a ZIP (it mixes checklist versions). */
  zip?: boolean;
}

const day = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString("en-GB", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });

export function TurnaroundPage({ code, data }: { code: string; data: SerializeFrom<TurnaroundData> }) {
  const path = `/app/org/${code}/turnaround`;
  const loading = useNavigation().state === "loading";
  const { choice, figures, refused } = data;
  if (!choice && !refused) return <JobOnly path={path} job={data.job} gone={data.jobGone} />;
  return (
    <div aria-busy={loading} style={loading ? { opacity: 0.6 } : undefined}>
      <PageHeader title="Turnaround" subtitle={choice ? `Cases created ${day(choice.from)} – ${day(choice.to)}, figures as of now.` : "Choose a range."} />
      <RangePicker
        path={path}
        range={choice?.range ?? "custom"}
        from={choice?.from ?? refused?.from ?? ""}
        to={choice?.to ?? refused?.to ?? ""}
        problem={refused?.message ?? null}
      />
      {loading ? (
        <Text as="p" role="status" size="2" color="gray" mb="2">
          Loading figures…
        </Text>
      ) : null}
      {choice && figures ? figures.total === 0 ? <Empty /> : <Figures figures={figures} /> : null}
      {choice && figures ? (
        <Flex direction="column" mt="4">
          <ExportCard
            path={path}
            choice={choice}
            total={figures.total}
            directLimit={data.directLimit ?? 0}
            job={data.job}
            gone={data.jobGone}
            zip={data.zip ?? false}
          />
        </Flex>
      ) : null}
    </div>
  );
}

function Empty() {
  return (
    <Flex direction="column" align="center" gap="2" py="9">
      <BarChartIcon width={40} height={40} color="var(--gray-9)" aria-hidden="true" />
      <Text size="5" weight="bold">
        No cases in this range
      </Text>
      <Text color="gray">Choose a longer range, or create cases to see their turnaround.</Text>
    </Flex>
  );
}

function Figures({ figures: f }: { figures: SerializeFrom<Turnaround> }) {
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: "2", md: "4" }} gap="3">
        <StatCard label="Cases" value={f.total} />
        <StatCard label="Overdue now" value={f.overdue} />
        <StatCard label="Created to submitted, median" value={hoursText(f.toSubmit.median)} size="6" />
        <StatCard label="Created to submitted, 90th percentile" value={hoursText(f.toSubmit.p90)} size="6" />
        <StatCard label="Open" value={f.open.reduce((sum, o) => sum + o.count, 0)} />
        <StatCard label="Disposed" value={f.outcomes.reduce((sum, o) => sum + o.count, 0)} />
        <StatCard label="Submitted to disposition, median" value={hoursText(f.toDispose.median)} size="6" />
        <StatCard label="Submitted to disposition, 90th percentile" value={hoursText(f.toDispose.p90)} size="6" />
      </Grid>
      <Grid columns={{ initial: "1", md: "2" }} gap="3">
        <Card>
          <Heading as="h2" size="4" mb="3">
            Open cases by status
          </Heading>
          <HBars
            title="Open cases by status"
            rows={f.open.map((o) => ({ label: o.label, value: o.count, color: o.status === "submitted" ? "var(--blue-9)" : "var(--amber-9)" }))}
          />
        </Card>
        <Card>
          <Heading as="h2" size="4" mb="3">
            Outcomes
          </Heading>
          <BarChart title="Outcomes" data={f.outcomes.map((o) => ({ label: o.label.split(" /")[0], count: o.count }))} />
        </Card>
      </Grid>
      <InspectorTable inspectors={f.inspectors} />
      <ReviewerTable reviewers={f.reviewers} />
    </Flex>
  );
}

/** `?job=<id>` alone: what "Refresh progress" opens before the scripts run. */
function JobOnly({ path, job, gone }: { path: string; job: JobView | null; gone: boolean }) {
  const current = useOrgJob(path, job);
  return (
    <Card>
      <Heading as="h1" size="5" mb="2">
        MIS export
      </Heading>
      {current ? <JobProgress job={current} path={path} label="Export progress" /> : <Text>Export not found.</Text>}
      {current?.status === "done" ? <PreparedExportLink path={path} jobId={current.id} gone={gone} /> : null}
      <Flex gap="3" mt="3">
        <RadixLink asChild size="2">
          <Link to={path}>Back to the dashboard</Link>
        </RadixLink>
      </Flex>
    </Card>
  );
}
