// What a job's progress shows, for its page and the admin dashboard alike.
import type { Job } from "../db/schema";

/** Done or failed: polling stops. */
export const jobFinished = (job: Pick<Job, "status"> | null | undefined) => job?.status === "done" || job?.status === "failed";

/** How far the job is, in whole percent: a finished job with nothing to count is complete. */
export const jobPercent = (job: Pick<Job, "total" | "processed" | "status">) =>
  job.total > 0 ? Math.round((job.processed / job.total) * 100) : job.status === "done" ? 100 : 0;
