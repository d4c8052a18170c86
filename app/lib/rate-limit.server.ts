// Limits on sign-in guesses, reset mails and sign-ups, counted as rows of auth_failures (a key and a
// time) within a window.
// Which keys a sign-in counts under (OWASP's device-cookie scheme) is the pure rule in lockout.ts.
import { and, inArray, lt, sql } from "drizzle-orm";
import { type Db, schema } from "./db.server";
import { type Client, failureKeys, FAILURE_WINDOW_MS, isLockedOut, successKeys } from "./lockout";

export { type Client, networkAddress } from "./lockout";

/** Reset mails: 3 per address and 10 per network address an hour. Sign-ups: 5 per address, 10 per network address an hour. */
export const HOUR_MS = 3600_000;
export const LIMITS = {
  resetPerEmail: 3,
  resetPerIp: 10,
  signUpPerEmail: 5,
  signUpPerIp: 10,
} as const;

async function counts(db: Db, keys: string[], windowMs: number) {
  const since = new Date(Date.now() - windowMs).toISOString();
  return db
    .select({ key: schema.authFailures.key, n: sql<number>`count(*)` })
    .from(schema.authFailures)
    .where(and(inArray(schema.authFailures.key, keys), sql`${schema.authFailures.createdAt} > ${since}`))
    .groupBy(schema.authFailures.key);
}

export async function isThrottled(db: Db, email: string, client: Client): Promise<boolean> {
  return isLockedOut(await counts(db, failureKeys(email, client), FAILURE_WINDOW_MS));
}

export async function recordFailure(db: Db, email: string, client: Client): Promise<void> {
  await db.insert(schema.authFailures).values(failureKeys(email, client).map((key) => ({ key })));
}

export async function clearFailures(db: Db, email: string, client: Client): Promise<void> {
  await db.delete(schema.authFailures).where(inArray(schema.authFailures.key, successKeys(email, client)));
}

/**
 * Counts one more event (a reset mail, a sign-up) under each key, unless one of them already reached
 * its limit within the hour: then records nothing and answers false.
 */
export async function takeHourly(db: Db, limits: [key: string, max: number][]): Promise<boolean> {
  if (limits.length === 0) return true;
  const rows = await counts(db, limits.map(([k]) => k), HOUR_MS);
  if (rows.some((r) => r.n >= limits.find(([k]) => k === r.key)![1])) return false;
  await db.insert(schema.authFailures).values(limits.map(([key]) => ({ key })));
  return true;
}

/** The daily clean-up: rows older than the longest window (an hour) count for nothing. */
export async function pruneFailures(db: Db, now = Date.now()): Promise<void> {
  await db.delete(schema.authFailures).where(lt(schema.authFailures.createdAt, new Date(now - HOUR_MS).toISOString()));
}

