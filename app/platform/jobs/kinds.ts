// The job kinds the JOBS queue runs. The platform knows none of them: each feature that enqueues work
// exports its kind's JobKind, and workers/jobs.ts wires them into one record keyed by the message's
// `kind`, which the consumers (consumer.server.ts) read.
import type { Job } from "../db/schema";

export interface JobKind {
  /** Runs one message of this kind; throwing retries it (JobHeld: after the holder's lease). */
  run(message: JobMessage, env: Env): Promise<void>;
  /**
   * Kinds whose message names a row in `jobs`: the sentence that job shows once the queue gives up on
   * its message (the dead-letter queue). A kind without it is only acknowledged there.
   */
  stopped?: (job: Job) => string;
  /**
   * Messages of this kind in one batch run side by side (each stands alone, e.g. a webhook delivery, whose
   * order per case its own claim keeps); other kinds run one after another.
   */
  concurrent?: boolean;
  /** The job's file waits in R2 under uploadKey(jobId) and is deleted when the job is given up. */
  dropsUploadWhenStopped?: boolean;
}

export type JobKinds = Readonly<Record<string, JobKind>>;
