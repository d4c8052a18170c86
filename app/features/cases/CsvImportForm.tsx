import { Button, Flex, Text } from "@radix-ui/themes";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { Job } from "../../platform/db/schema";
import { RefusalCallout } from "../../ui/RouteDialog";
import { JobProgress, useOrgJob } from "../../platform/jobs/JobProgress";

type Answer = { ok: boolean; message?: string; job?: SerializeFrom<Job> };

/**
 * A CSV upload that becomes a queued job, then its progress. The page's own form, so it works before
 * the scripts run (the answer names the job; "Refresh progress" reloads it).
 */
export function CsvImportForm({
  path,
  job,
  help,
  submitLabel,
  intent,
}: {
  path: string;
  job: SerializeFrom<Job> | null;
  help: string;
  submitLabel: string;
  intent?: string;
}) {
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === "submitting";
  const current = useOrgJob(path, answer?.ok && answer.job ? answer.job : job);
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2" color="gray">
        {help}
      </Text>
      <RefusalCallout message={answer && !answer.ok ? answer.message : null} />
      <Form method="post" encType="multipart/form-data" action={path}>
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        <Flex gap="2" align="center" wrap="wrap">
          <label htmlFor="import-csv">CSV file</label>
          <input id="import-csv" name="file" type="file" accept=".csv" />
          <Button type="submit" disabled={busy}>
            {busy ? "Uploading..." : submitLabel}
          </Button>
        </Flex>
      </Form>
      {current ? <JobProgress job={current} path={path} label="Import progress" /> : null}
    </Flex>
  );
}
