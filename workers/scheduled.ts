// The crons' work (wrangler.toml [triggers]: daily, and hourly for support reminders); local runs can
// start it by hand (GET /__scheduled, workers/local-doors/scheduled.ts).
import { cleanUpExpired } from "./cleanup";
import { enqueueBackupPages } from "../app/features/backup/auto-backup.server";
import { getDb } from "../app/platform/db/db.server";
import { remindSupportAdmins } from "../app/features/support/support-answers.server";
import { sweepWebhooks } from "../app/platform/webhooks/outbox.server";

/** wrangler.toml's hourly trigger; every other run is the daily one. */
export const HOURLY_CRON = "5 * * * *";

/** Clean-up, and the start of Auto Backup's run named by the cron's time (a second delivery writes the same backups). */
export async function dailyWork(env: Env, at: Date): Promise<{ backupPages: number }> {
  const [, backupPages] = await Promise.all([cleanUpExpired(env), enqueueBackupPages(env, at)]);
  return { backupPages };
}

/** Reminds the administrators of support messages nearing their answer-by time; sends webhook deliveries whose message was lost. */
export async function hourlyWork(env: Env, at: Date): Promise<{ supportReminders: number; webhooksRequeued: number }> {
  const [supportReminders, webhooksRequeued] = await Promise.all([remindSupportAdmins(env, getDb(env.DB), at), sweepWebhooks(env, at)]);
  return { supportReminders, webhooksRequeued };
}
