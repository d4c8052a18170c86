import type { SerializeFrom } from "@remix-run/cloudflare";
import { useNavigation, useSearchParams } from "@remix-run/react";
import { Badge, Button, Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { BarChartIcon, DownloadIcon } from "@radix-ui/react-icons";
import { useState } from "react";
import type { Analytics } from "./figures";
import { TIME_RANGES } from "./ranges";
import { optionLabel } from "../../platform/assessment";
import { PageHeader } from "../../ui/PageHeader";
import { StatCard } from "../../ui/StatCard";
import { BarChart, HBars } from "./Charts";
import { listReports } from "../history/reports";

export function AnalyticsPage({ data }: { data: SerializeFrom<Analytics> }) {
  const [, setParams] = useSearchParams();
  const loading = useNavigation().state === "loading";
  const [reportError, setReportError] = useState<string | null>(null);
  const rangeLabel = TIME_RANGES.find(([v]) => v === data.range)![1];

  const download = async () => {
    try {
      const { buildAnalyticsReport } = await listReports();
      buildAnalyticsReport({
        rangeLabel,
        totalInspections: data.stats.inspections,
        completionRate: data.quick.completionRate,
        companies: data.stats.companies,
        visits: data.stats.visits,
        averageMinutes: data.quick.averageMinutes,
        satisfactoryRate: data.quick.satisfactoryRate,
        monthly: data.monthly,
      }).save(`SiteProof_Analytics_${data.range}_${new Date().toISOString().slice(0, 10)}.pdf`);
      setReportError(null);
    } catch {
      setReportError("Failed to generate analytics report");
    }
  };

  return (
    <div aria-busy={loading}>
      <PageHeader title="Analytics Dashboard" />
      <Flex gap="3" align="end" wrap="wrap" mb="4">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="time-range" size="2" weight="medium">
            Time Range
          </Text>
          <select
            id="time-range"
            className="sp-select"
            value={data.range}
            onChange={(e) => setParams((p) => ({ ...Object.fromEntries(p), range: e.target.value }), { replace: true })}
          >
            {TIME_RANGES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Flex>
        <Button variant="soft" onClick={download} disabled={data.empty}>
          <DownloadIcon aria-hidden="true" /> Download Report
        </Button>
        {reportError ? (
          <Text color="red" role="alert">
            {reportError}
          </Text>
        ) : null}
      </Flex>
      {data.empty ? (
        <Flex direction="column" align="center" gap="2" py="9">
          <BarChartIcon width={40} height={40} color="var(--gray-9)" aria-hidden="true" />
          <Text size="5" weight="bold">
            No analytics data available
          </Text>
          <Text color="gray">Nothing was recorded in {rangeLabel.toLowerCase()}.</Text>
        </Flex>
      ) : (
        <Flex direction="column" gap="4">
          <Grid columns={{ initial: "2", md: "4" }} gap="3">
            <StatCard label="Total Inspections" value={data.stats.inspections} />
            <StatCard label="Companies Added" value={data.stats.companies} />
            <StatCard label="Scheduled Visits" value={data.stats.visits} />
            <StatCard label="Completed Inspections" value={data.stats.completed} />
          </Grid>
          <Grid columns={{ initial: "1", md: "2" }} gap="3">
            <Card>
              <Heading as="h2" size="4" mb="3">
                Inspection Status
              </Heading>
              <HBars
                title="Inspection Status"
                rows={[
                  { label: "Completed", value: data.status.completed, color: "var(--green-9)" },
                  { label: "Uploaded", value: data.status.uploaded, color: "var(--blue-9)" },
                  { label: "Pending", value: data.status.pending, color: "var(--amber-9)" },
                  { label: "Visits completed", value: data.status.visitsDone, color: "var(--green-9)" },
                  { label: "Visits open", value: data.status.visitsOpen, color: "var(--gray-9)" },
                ]}
              />
            </Card>
            <Card>
              <Heading as="h2" size="4" mb="3">
                Monthly Inspections
              </Heading>
              <BarChart title="Monthly Inspections" data={data.monthly} />
            </Card>
            <Card>
              <Heading as="h2" size="4" mb="3">
                Top States by Companies
              </Heading>
              {data.topStates.length === 0 ? (
                <Text color="gray">No inspected companies in the ten states yet.</Text>
              ) : (
                <HBars title="Top States by Companies" rows={data.topStates.map((s) => ({ label: s.state, value: s.companies }))} />
              )}
            </Card>
            <Card>
              <Heading as="h2" size="4" mb="3">
                Recent Activity
              </Heading>
              {data.recent.length === 0 ? (
                <Text color="gray">No activity in this range.</Text>
              ) : (
                <Flex direction="column" gap="2" asChild>
                  <ul className="sp-plain-list">
                    {data.recent.map((r) => (
                      <li key={`${r.kind}-${r.id}`}>
                        <Flex justify="between" gap="2">
                          <Text size="2" weight="medium">
                            {r.title}
                          </Text>
                          <Badge color={r.kind === "inspection" ? "blue" : "amber"}>
                            {r.kind === "inspection" ? optionLabel("overallPosition", r.detail) : r.detail}
                          </Badge>
                        </Flex>
                        <Text size="1" color="gray">
                          {new Date(r.at).toLocaleString("en-GB", { hour12: false })}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </Flex>
              )}
            </Card>
          </Grid>
          <Card>
            <Heading as="h2" size="4" mb="3">
              Quick Statistics
            </Heading>
            <Grid columns={{ initial: "2", md: "3" }} gap="3">
              <StatCard label="Average inspection time" value={data.quick.averageMinutes === null ? "—" : `${data.quick.averageMinutes} min`} />
              <StatCard label="Photos captured" value={data.quick.photos} />
              <StatCard label="Photos per inspection" value={data.quick.photosPerInspection} />
              <StatCard label="Completion rate" value={`${data.quick.completionRate}%`} />
              <StatCard label="Satisfactory" value={`${data.quick.satisfactoryRate}%`} />
              <StatCard label="Visits completed" value={`${data.quick.visitCompletionRate}%`} />
            </Grid>
          </Card>
        </Flex>
      )}
    </div>
  );
}
