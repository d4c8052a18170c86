// The JOBS queue's wiring: each message names a job kind, and each kind is exported by the feature
// that enqueues it (platform/jobs/kinds.ts). The consumers themselves are the platform's
// (platform/jobs/consumer.server.ts).
import { broadcastJob, companyUploadJob } from "../app/features/admin/admin-jobs.server";
import { BACKUP_PAGE_KIND, BACKUP_USER_KIND } from "../app/features/backup/auto-backup";
import { backupPageJob, userBackupJob } from "../app/features/backup/auto-backup.server";
import { API_BULK_JOB, apiBulkJob } from "../app/features/api/api-bulk.server";
import { CASE_IMPORT_JOB, caseImportJob } from "../app/features/cases/case-import.server";
import { DIRECTORY_JOB, directoryImportJob } from "../app/features/companies/directory-import.server";
import { MIS_EXPORT_JOB, misExportJob } from "../app/features/turnaround/mis-export.server";
import { webhookJob } from "../app/features/api/webhook-delivery.server";
import { WEBHOOK_JOB } from "../app/platform/webhooks/outbox.server";
import { consumeDeadJobs as consumeDead, consumeJobs as consume } from "../app/platform/jobs/consumer.server";
import type { JobKinds } from "../app/platform/jobs/kinds";

export const JOBS_DEAD_LETTER_QUEUE = "siteproof-jobs-dlq";

export const jobKinds: JobKinds = {
  // The Support Center's status check sends one: reaching the consumer is the whole job.
  health: { run: async () => {} },
  "company-csv": companyUploadJob,
  broadcast: broadcastJob,
  [BACKUP_PAGE_KIND]: backupPageJob,
  [BACKUP_USER_KIND]: userBackupJob,
  [CASE_IMPORT_JOB]: caseImportJob,
  [API_BULK_JOB]: apiBulkJob,
  [DIRECTORY_JOB]: directoryImportJob,
  [MIS_EXPORT_JOB]: misExportJob,
  [WEBHOOK_JOB]: webhookJob,
};

export const consumeJobs = (batch: MessageBatch<JobMessage>, env: Env) => consume(jobKinds, batch, env);
export const consumeDeadJobs = (batch: MessageBatch<JobMessage>, env: Env) => consumeDead(jobKinds, batch, env);
