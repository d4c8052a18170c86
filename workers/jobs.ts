// The JOBS queue consumer. Each message names a job kind; handlers are added by the features that
// enqueue work (bulk company upload, broadcast fan-out, Auto Backup's pages and users). A message of an unknown kind is logged and
// acknowledged so it cannot block the queue. A job held by a live run is retried after that run's
// lease; a run that throws after claiming its job gives it back (admin-jobs.server.ts) and is
// retried. After the last retry the queue moves the message to the dead-letter queue, whose
// consumer marks the job failed.
import { abandonJob, JobHeld, runBroadcast, runCompanyUpload } from "../app/features/admin/admin-jobs.server";
import { BACKUP_PAGE_KIND, BACKUP_USER_KIND } from "../app/features/backup/auto-backup";
import { runBackupPage, runUserBackup } from "../app/features/backup/auto-backup.server";
import { CASE_IMPORT_JOB, runCaseImport } from "../app/features/cases/case-import.server";
import { DIRECTORY_JOB, runDirectoryImport } from "../app/features/companies/directory-import.server";
import { MIS_EXPORT_JOB, runMisExport } from "../app/features/turnaround/mis-export.server";

export const JOBS_DEAD_LETTER_QUEUE = "siteproof-jobs-dlq";

export type JobHandler = (message: JobMessage, env: Env) => Promise<void>;

export const jobHandlers: Record<string, JobHandler> = {
  // The Support Center's status check sends one: reaching the consumer is the whole job.
  health: async () => {},
  "company-csv": (message, env) => runCompanyUpload(env, message.jobId),
  broadcast: (message, env) => runBroadcast(env, message.jobId),
  [BACKUP_PAGE_KIND]: (message, env) => runBackupPage(env, message),
  [BACKUP_USER_KIND]: (message, env) => runUserBackup(env, message),
  [CASE_IMPORT_JOB]: (message, env) => runCaseImport(env, message.jobId),
  [DIRECTORY_JOB]: (message, env) => runDirectoryImport(env, message.jobId),
  [MIS_EXPORT_JOB]: (message, env) => runMisExport(env, message.jobId),
};

/** Kinds whose message names a row in `jobs`. */
const TRACKED = new Set(["company-csv", "broadcast", CASE_IMPORT_JOB, DIRECTORY_JOB, MIS_EXPORT_JOB]);

function retryLater(message: Message<JobMessage>, error: unknown): boolean {
  if (!(error instanceof JobHeld)) return false;
  message.retry({ delaySeconds: error.retryInSeconds });
  return true;
}

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
      if (retryLater(message, error)) continue;
      console.error("Job failed; will retry", message.body.kind, message.body.jobId, error);
      message.retry();
    }
  }
}

/** Messages the JOBS queue gave up on: their jobs are marked failed so the dashboard says so. */
export async function consumeDeadJobs(batch: MessageBatch<JobMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    if (!TRACKED.has(message.body?.kind)) {
      message.ack();
      continue;
    }
    try {
      await abandonJob(env, message.body.jobId);
      message.ack();
    } catch (error) {
      if (retryLater(message, error)) continue;
      console.error("Could not mark a dead job failed", message.body.jobId, error);
      message.retry();
    }
  }
}
