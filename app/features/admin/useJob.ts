import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { AdminJobView as Job } from "./job-view";
import { useFetcherResult } from "../../ui/useFetcherResult";
import { jobFinished as finished } from "../../platform/jobs/progress";

/** Polls a background job until it is done or failed; `onFinish` runs once when it gets there. */
export function useJob(jobId: string | null, onFinish?: (job: Job) => void) {
  const fetcher = useFetcher<{ job: Job }>();
  const { load } = fetcher;
  const job = fetcher.data?.job;
  const done = finished(job);
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!jobId || done) return;
    load(`/app/admin/jobs/${jobId}`);
    const t = setInterval(() => load(`/app/admin/jobs/${jobId}`), 700);
    return () => clearInterval(t);
  }, [jobId, done, load]);
  useFetcherResult(fetcher, ({ job: j }) => {
    if (j.id !== jobId || !finished(j) || told.current === j.id) return;
    told.current = j.id;
    onFinish?.(j);
  });
  return jobId && job?.id === jobId ? job : null;
}
