// The JOBS queue consumer. Each message names a job kind; handlers are added by the features that
// enqueue work (bulk company upload, broadcast fan-out). A message of an unknown kind is logged and
// acknowledged so it cannot block the queue; one whose handler throws is retried, then dead-lettered.
import { runBroadcast, runCompanyUpload } from "../app/lib/admin-jobs.server";

export type JobHandler = (message: JobMessage, env: Env) => Promise<void>;

export const jobHandlers: Record<string, JobHandler> = {
  // The Support Center's status check sends one: reaching the consumer is the whole job.
  health: async () => {},
  "company-csv": (message, env) => runCompanyUpload(env, message.jobId),
  broadcast: (message, env) => runBroadcast(env, message.jobId),
};

export async function consumeJobs(batch: MessageBatch<JobMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const handler = jobHandlers[message.body?.kind];
    if (!handler) {
      console.warn("Dropping job message of unknown kind", message.body?.kind);
      message.ack();
      continue;
    }
    try {
      await handler(message.body, env);
      message.ack();
    } catch (error) {
      console.error("Job failed; will retry", message.body.kind, message.body.jobId, error);
      message.retry();
    }
  }
}
