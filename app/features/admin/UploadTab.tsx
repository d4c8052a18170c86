import { useLocation, useRevalidator } from "@remix-run/react";
import { Button, Callout, Card, Flex, Heading, Progress, Text } from "@radix-ui/themes";
import { useState } from "react";
import { UPLOAD_FORMAT_ERROR } from "./admin-messages";
import { notify } from "../../ui/toast";
import { ActionAnswer } from "./ActionAnswer";
import { useAdminAction } from "./useAdminAction";
import { useJob } from "./useJob";

/**
 * Bulk Upload: a CSV of companies becomes a background job whose progress shows here. The file input
 * is the form's own, so a file chosen before the scripts ran is still there to upload once they have;
 * posted before them, the page comes back to this tab (`?tab=upload`) and follows the job once hydrated.
 */
export function UploadTab() {
  const revalidator = useRevalidator();
  const [jobId, setJobId] = useState<string | null>(null);
  const { fetcher, busy, answer } = useAdminAction(["upload"], (d) => {
    if (!d.ok) return notify(d.message, "error");
    if (d.job) setJobId(d.job.id);
    revalidator.revalidate();
  });
  const upload = useJob(jobId ?? answer?.job?.id ?? null, (job) => {
    if (job.status === "failed") notify(job.message ?? UPLOAD_FORMAT_ERROR, "error");
    else revalidator.revalidate();
  });
  const percent = upload && upload.total > 0 ? Math.round((upload.processed / upload.total) * 100) : upload?.status === "done" ? 100 : 0;

  return (
    <Card mt="4" className="sp-narrow">
      <Heading as="h2" size="4" mb="2">
        Upload companies
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        A .csv with a header line and name, CIN, GSTIN and address per row; quoted values may contain commas. Companies join the directory every inspector can
        pick.
      </Text>
      <fetcher.Form method="post" encType="multipart/form-data" action={`${useLocation().pathname}?tab=upload`}>
        <input type="hidden" name="intent" value="upload" />
        <Flex gap="2" align="center" wrap="wrap">
          <label htmlFor="bulk-csv" className="sp-visually-hidden">
            CSV file
          </label>
          <input id="bulk-csv" name="file" type="file" accept=".csv" />
          <Button type="submit" disabled={busy}>
            Upload Companies
          </Button>
        </Flex>
      </fetcher.Form>
      <ActionAnswer answer={upload ? undefined : answer} />
      {upload ? (
        <Flex direction="column" gap="2" mt="3">
          <Progress value={percent} aria-label="Upload progress" aria-valuenow={percent} />
          {upload.status === "failed" ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{upload.message}</Callout.Text>
            </Callout.Root>
          ) : (
            <Text size="2" role="status">
              {upload.message}
            </Text>
          )}
          {upload.errors.length ? (
            <ul className="sp-rejected" aria-label="Rejected rows">
              {upload.errors.map((e) => (
                <li key={e.row}>
                  Row {e.row}: {e.reason}
                </li>
              ))}
              {upload.failed > upload.errors.length ? <li>…and {upload.failed - upload.errors.length} more rejected rows</li> : null}
            </ul>
          ) : null}
        </Flex>
      ) : null}
    </Card>
  );
}
