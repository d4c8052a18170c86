// Limits on sign-in guesses, reset mails and sign-ups, counted as rows of auth_failures (a key and a
// time) within a window.
// Which keys a sign-in counts under (OWASP's device-cookie scheme) is the pure rule in lockout.ts.
import { inArray, lt, or, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { type Client, failureLimits, FAILURE_WINDOW_MS, successKeys } from "./lockout";

export { type Client, networkAddress } from "./lockout";

/** Reset mails: 3 per address and 10 per network address an hour. Sign-ups: 5 per address, 10 per network address an hour. */
export const HOUR_MS = 3600_000;
export const LIMITS = {
  resetPerEmail: 3,
  resetPerIp: 10,
  signUpPerEmail: 5,
  signUpPerIp: 10,
} as const;

type Limit = [key: string, max: number];

/**
 * Adds one row under each key unless one of them already holds its limit within the window, in one
 * SQL statement, so concurrent requests cannot all slip under a limit between a count and an insert
 * (10 parallel reset requests sent 4 mails with count-then-insert). The ids added, or null if refused.
 */
async function take(db: Db, limits: Limit[], windowMs: number): Promise<number[] | null> {
  if (limits.length === 0) return [];
  const since = new Date(Date.now() - windowMs).toISOString();
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO auth_failures (key)
    SELECT value FROM json_each(${JSON.stringify(limits.map(([key]) => key))})
    WHERE NOT EXISTS (
      SELECT 1 FROM json_each(${JSON.stringify(limits)}) AS l
      WHERE (SELECT count(*) FROM auth_failures AS f WHERE f.key = json_extract(l.value, '$[0]') AND f.created_at > ${since}) >= json_extract(l.value, '$[1]')
    )
    RETURNING id`);
  return rows.length > 0 ? rows.map((r) => r.id) : null;
}

/**
 * Starts a sign-in attempt: counts it as a failure up front (so parallel guesses are counted before any
 * password is checked), or answers null when the client is locked out. `succeeded` takes it back.
 */
export function beginAttempt(db: Db, email: string, client: Client): Promise<number[] | null> {
  return take(db, failureLimits(email, client), FAILURE_WINDOW_MS);
}

/** A good password: the attempt was no failure, and the client's own counter starts again. */
export async function succeeded(db: Db, email: string, client: Client, attempt: number[]): Promise<void> {
  await db.delete(schema.authFailures).where(or(inArray(schema.authFailures.id, attempt), inArray(schema.authFailures.key, successKeys(email, client))));
}

/**
 * Counts one more event (a reset mail, a sign-up) under each key, unless one of them already reached
 * its limit within the hour: then records nothing and answers false.
 */
export async function takeHourly(db: Db, limits: Limit[]): Promise<boolean> {
  return (await take(db, limits, HOUR_MS)) !== null;
}

/** The daily clean-up: rows older than the longest window (an hour) count for nothing. */
export async function pruneFailures(db: Db, now = Date.now()): Promise<void> {
  await db.delete(schema.authFailures).where(lt(schema.authFailures.createdAt, new Date(now - HOUR_MS).toISOString()));
}
