import { Button, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { DownloadIcon } from "@radix-ui/react-icons";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, useNavigation } from "@remix-run/react";
import type { Job } from "../../platform/db/schema";
import { JobProgress, useOrgJob } from "../../platform/jobs/JobProgress";
import type { RangeChoice } from "./range";
import { rangeSearch } from "./range";
import { MIS_EXPORT_KEPT_DAYS, PREPARED_EXPORT_GONE } from "./prepared-export";

/**
 * The MIS export of the range: a small range downloads at once (a plain link); any range can be
 * prepared by the queue, and the page follows that job until its file can be downloaded.
 */
export function ExportCard({
  path,
  choice,
  total,
  directLimit,
  job,
  gone,
  zip,
}: {
  path: string;
  choice: RangeChoice;
  total: number;
  directLimit: number;
  job: SerializeFrom<Job> | null;
  gone: boolean;
  /** The range mixes checklist versions: the file is a ZIP of one CSV per version. */
  zip: boolean;
}) {
  const current = useOrgJob(path, job);
  const busy = useNavigation().formMethod === "POST";
  return (
    <Card>
      <Heading as="h2" size="4" mb="2">
        MIS export
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        One row per case created in this range ({total} cases): reference, company, address, type, inspector, times, turnaround in hours, outcome, remark,
        verify link, and one column per checklist question with its answer. A range answered with several checklist versions downloads as a ZIP of one CSV per
        version.
      </Text>
      <Flex gap="2" wrap="wrap" align="center">
        {total <= directLimit ? (
          <Button asChild>
            <a href={`${path}/export?${rangeSearch(choice)}`} download>
              <DownloadIcon aria-hidden="true" /> {zip ? "Download ZIP" : "Download CSV"}
            </a>
          </Button>
        ) : (
          <Text size="2">Ranges of more than {directLimit} cases are prepared first.</Text>
        )}
        <Form method="post" action={`${path}?${rangeSearch(choice)}`}>
          <input type="hidden" name="intent" value="export" />
          <input type="hidden" name="range" value={choice.range} />
          <input type="hidden" name="from" value={choice.from} />
          <input type="hidden" name="to" value={choice.to} />
          <Button type="submit" variant="soft" disabled={busy}>
            {busy ? "Preparing..." : "Prepare export"}
          </Button>
        </Form>
      </Flex>
      {current ? (
        <>
          <JobProgress job={current} path={path} label="Export progress" />
          {current.status === "done" ? <PreparedExportLink path={path} jobId={current.id} gone={gone} /> : null}
        </>
      ) : null}
    </Card>
  );
}

/** A finished export's file, with how long it stays; past that, what to do instead. */
export function PreparedExportLink({ path, jobId, gone }: { path: string; jobId: string; gone: boolean }) {
  if (gone)
    return (
      <Text as="p" size="2" mt="2" color="gray">
        {PREPARED_EXPORT_GONE}
      </Text>
    );
  return (
    <Text as="p" size="2" mt="2">
      <RadixLink asChild>
        <a href={`${path}/export?job=${jobId}`} download>
          Download the prepared export
        </a>
      </RadixLink>{" "}
      <Text color="gray">{`(kept for ${MIS_EXPORT_KEPT_DAYS} days)`}</Text>
    </Text>
  );
}
