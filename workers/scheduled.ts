// The crons' work (wrangler.toml [triggers]: daily, and hourly for support reminders), and the same
// work by hand in local runs: GET /__scheduled (?cron=5+*+*+*+* for the hourly one), as
// `wrangler dev --test-scheduled` offers. Our own endpoint because wrangler's
// (/cdn-cgi/handler/scheduled) under [assets] reaches the asset router, which has no scheduled
// handler, and answers "exception". It is open only with TEST_SCHEDULED=1 (.dev.vars, which is never
// deployed) and only to this machine.
import { cleanUpExpired } from "./cleanup";
import { enqueueBackupPages } from "../app/features/backup/auto-backup.server";
import { fromThisMachine } from "../app/platform/loopback.server";
import { getDb } from "../app/platform/db/db.server";
import { remindSupportAdmins } from "../app/features/support/support-answers.server";

/** wrangler.toml's hourly trigger; every other run is the daily one. */
export const HOURLY_CRON = "5 * * * *";

export const TEST_SCHEDULED_PATH = "/__scheduled";

/** Clean-up, and the start of Auto Backup's run named by the cron's time (a second delivery writes the same backups). */
export async function dailyWork(env: Env, at: Date): Promise<{ backupPages: number }> {
  const [, backupPages] = await Promise.all([cleanUpExpired(env), enqueueBackupPages(env, at)]);
  return { backupPages };
}

/** Reminds the administrators of support messages nearing their answer-by time. */
export async function hourlyWork(env: Env, at: Date): Promise<{ supportReminders: number }> {
  return { supportReminders: await remindSupportAdmins(env, getDb(env.DB), at) };
}

export const testScheduledOpenTo = (env: Env, request: Request) => env.TEST_SCHEDULED === "1" && fromThisMachine(env, request);

/**
 * Runs the daily work now, or at ?time= (milliseconds since the epoch, as wrangler's endpoint takes
 * it), and answers once the clean-up is done and the backup messages are queued; the queue then
 * writes each user's backup within seconds.
 */
export async function runTestScheduled(env: Env, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const time = params.get("time");
  const at = new Date(time === null ? Date.now() : /^\d{1,15}$/.test(time) ? Number(time) : NaN);
  if (Number.isNaN(at.getTime())) return Response.json({ ok: false, message: "time must be milliseconds since the epoch" }, { status: 400 });
  const done = params.get("cron") === HOURLY_CRON ? await hourlyWork(env, at) : await dailyWork(env, at);
  return Response.json({ ok: true, ranAt: at.toISOString(), ...done }, { headers: { "Cache-Control": "no-store" } });
}
