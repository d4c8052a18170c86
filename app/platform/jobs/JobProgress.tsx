import { Callout, Flex, Link as RadixLink, Progress, Text } from "@radix-ui/themes";
import { Link, useFetcher } from "@remix-run/react";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { useEffect } from "react";
import type { Job } from "../db/schema";
import { jobFinished as finished, jobPercent } from "./progress";

type JobView = SerializeFrom<Job>;

/**
 * An organization's import job as its page's loader gives it (`?job=<id>`): polled every 700 ms once
 * the scripts run until it is done or failed; before them, a link reloads the page for the latest.
 */
export function useOrgJob(path: string, initial: JobView | null) {
  const fetcher = useFetcher<{ job: JobView | null }>();
  const { load } = fetcher;
  const polled = fetcher.data?.job;
  const job = polled && polled.id === initial?.id ? polled : initial;
  const id = job?.id ?? null;
  const over = finished(job);
  useEffect(() => {
    if (!id || over) return;
    const t = setInterval(() => load(`${path}?job=${id}`), 700);
    return () => clearInterval(t);
  }, [id, over, load, path]);
  return job;
}

/** The job's progress bar, its sentence and each refused row with its number and reason. */
export function JobProgress({ job, path, label }: { job: JobView; path: string; label: string }) {
  const percent = jobPercent(job);
  return (
    <Flex direction="column" gap="2" mt="3">
      <Progress value={percent} aria-label={label} aria-valuenow={percent} />
      {job.status === "failed" ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{job.message}</Callout.Text>
        </Callout.Root>
      ) : (
        <Text size="2" role="status">
          {job.message}
        </Text>
      )}
      {finished(job) ? null : (
        <RadixLink asChild size="2">
          <Link to={`${path}?job=${job.id}`}>Refresh progress</Link>
        </RadixLink>
      )}
      {job.errors.length ? (
        <ul className="sp-rejected" aria-label="Refused rows">
          {job.errors.map((e) => (
            <li key={e.row}>
              Row {e.row}: {e.reason}
            </li>
          ))}
          {job.failed > job.errors.length ? <li>…and {job.failed - job.errors.length} more refused rows</li> : null}
        </ul>
      ) : null}
    </Flex>
  );
}
