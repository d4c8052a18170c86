import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { Job } from "./admin-jobs.server";

/** Polls a background job until it is done or failed. */
export function useJob(jobId: string | null) {
  const fetcher = useFetcher<{ job: Job }>();
  const { load } = fetcher;
  const job = fetcher.data?.job;
  const finished = job?.status === "done" || job?.status === "failed";
  useEffect(() => {
    if (!jobId || finished) return;
    load(`/app/admin/jobs/${jobId}`);
    const t = setInterval(() => load(`/app/admin/jobs/${jobId}`), 700);
    return () => clearInterval(t);
  }, [jobId, finished, load]);
  return jobId && job?.id === jobId ? job : null;
}
