// The rules of Auto Backup's daily run, without storage: who gets a backup, and the messages that
// carry the run through the JOBS queue (workers/jobs.ts). Every message names the run by the cron's
// time, so a retried message writes the same key with the same bytes.
import type { UserSettings } from "../../platform/db/schema";
import { readSettings } from "../../platform/settings";

/** Users per page message: the cron sends one message per page, a page one message per user due. */
export const BACKUP_PAGE = 500;
/** Queue.sendBatch takes at most 100 messages a call. */
export const SEND_BATCH = 100;
/** Backups kept per user: the newest, by day. */
export const KEPT_BACKUPS = 7;

export const BACKUP_PAGE_KIND = "backup-page";
export const BACKUP_USER_KIND = "backup-user";

/** An active user whose settings, their defaults filled in, have Auto Backup on. */
export function backupDue(user: { isActive: boolean; settings: UserSettings | null }): boolean {
  return user.isActive && readSettings(user.settings).autoBackup;
}

/** The user ids after `after` through `through` (to the last when absent), as the cron paged them. */
export const pageMessage = (at: Date, after: string, through: string | undefined): JobMessage => ({
  kind: BACKUP_PAGE_KIND,
  jobId: at.toISOString(),
  after,
  ...(through === undefined ? {} : { through }),
});

export const userMessage = (at: Date, userId: string): JobMessage => ({ kind: BACKUP_USER_KIND, jobId: at.toISOString(), userId });

/** The run's time a backup message carries, or null when it carries none that reads as a time. */
export function runTime(message: JobMessage): Date | null {
  const at = new Date(message.jobId);
  return Number.isNaN(at.getTime()) ? null : at;
}
