// The rules of Auto Backup's daily run, without storage: who gets a backup, and the messages that
// carry the run through the JOBS queue (workers/jobs.ts). Every message names the run by the cron's
// time, so a retried message writes the same key with the same bytes.
import type { AccountType, UserSettings } from "../../platform/db/schema";
import { readSettings } from "../../platform/settings";

/** Users per page message: the cron sends one message per page, a page one message per user due. */
export const BACKUP_PAGE = 500;
/** Daily backups kept per user, the newest by day: a Premium account keeps a month. */
export const KEPT_BACKUPS = { premium: 30, free: 7 } as const satisfies Record<AccountType, number>;

/** Of a user's backup keys (named by day, so they sort by age), those past what the plan keeps. */
export function backupsPastKeeping(keys: string[], accountType: AccountType): string[] {
  return [...keys].sort().slice(0, -KEPT_BACKUPS[accountType]);
}

/** The daily run's time, UTC, as wrangler.toml's cron "17 3 * * *" (a unit test holds them together). */
export const DAILY_RUN_UTC = { hour: 3, minute: 17 };

/** The next daily run after `now`. */
export function nextDailyRun(now: Date): Date {
  const run = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_RUN_UTC.hour, DAILY_RUN_UTC.minute));
  if (run <= now) run.setUTCDate(run.getUTCDate() + 1);
  return run;
}

export const BACKUP_PAGE_KIND = "backup-page";
export const BACKUP_USER_KIND = "backup-user";

/** An active user whose settings, their account's defaults filled in, have Auto Backup on. */
export function backupDue(user: { isActive: boolean; settings: UserSettings | null; accountType: AccountType }): boolean {
  return user.isActive && readSettings(user.settings, user.accountType).autoBackup;
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
