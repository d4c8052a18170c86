// GET /__scheduled in local runs: the crons' work (workers/scheduled.ts) by hand, ?cron=5+*+*+*+* for
// the hourly one, as `wrangler dev --test-scheduled` offers. Our own endpoint because wrangler's
// (/cdn-cgi/handler/scheduled) under [assets] reaches the asset router, which has no scheduled
// handler, and answers "exception". Open only with TEST_SCHEDULED=1 (.dev.vars) and only to this machine (doors.ts).
import { dailyWork, HOURLY_CRON, hourlyWork } from "../scheduled";

export const TEST_SCHEDULED_PATH = "/__scheduled";

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
