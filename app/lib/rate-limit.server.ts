// Limits on sign-in guesses, reset mails and sign-ups, counted as rows of auth_failures (a key and a
// time) within a window.
// Sign-in follows OWASP's device-cookie scheme: a browser with a valid device token for the account
// (device-cookie.ts) is counted on its own, so 5 wrong guesses from anywhere else lock out untrusted
// clients for 15 minutes but never the owner's known browser; that browser has its own 5.
import { and, inArray, lt, sql } from "drizzle-orm";
import { type Db, schema } from "./db.server";

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;
export const MAX_FAILURES_PER_DEVICE = 5;

/** Reset mails: 3 per address and 10 per network address an hour. Sign-ups: 5 per address, 10 per network address an hour. */
export const HOUR_MS = 3600_000;
export const LIMITS = {
  resetPerEmail: 3,
  resetPerIp: 10,
  signUpPerEmail: 5,
  signUpPerIp: 10,
} as const;

/** Who is guessing: the network address, and the device token's nonce when the browser holds one for the account. */
export interface Client {
  ip: string | null;
  device: string | null;
}

/**
 * The network address limits count by, or null for none: a loopback address is a local run (npm
 * start, the browser tests), which Cloudflare's edge never sends as CF-Connecting-IP.
 */
export function networkAddress(ip: string | null): string | null {
  return ip && !/^(127\.|::1$|::ffff:127\.)/.test(ip) ? ip : null;
}

function failureKeys(email: string, client: Client): string[] {
  if (client.device) return [`device:${client.device}`];
  const ip = networkAddress(client.ip);
  return ip ? [`email:${email}`, `ip:${ip}`] : [`email:${email}`];
}

const LIMIT_OF: Record<string, number> = { email: MAX_FAILURES_PER_EMAIL, ip: MAX_FAILURES_PER_IP, device: MAX_FAILURES_PER_DEVICE };

async function counts(db: Db, keys: string[], windowMs: number) {
  const since = new Date(Date.now() - windowMs).toISOString();
  return db
    .select({ key: schema.authFailures.key, n: sql<number>`count(*)` })
    .from(schema.authFailures)
    .where(and(inArray(schema.authFailures.key, keys), sql`${schema.authFailures.createdAt} > ${since}`))
    .groupBy(schema.authFailures.key);
}

export async function isThrottled(db: Db, email: string, client: Client): Promise<boolean> {
  const rows = await counts(db, failureKeys(email, client), FAILURE_WINDOW_MS);
  return rows.some((r) => r.n >= LIMIT_OF[r.key.slice(0, r.key.indexOf(":"))]);
}

export async function recordFailure(db: Db, email: string, client: Client): Promise<void> {
  await db.insert(schema.authFailures).values(failureKeys(email, client).map((key) => ({ key })));
}

export async function clearFailures(db: Db, email: string, client: Client): Promise<void> {
  await db.delete(schema.authFailures).where(inArray(schema.authFailures.key, [`email:${email}`, ...(client.device ? [`device:${client.device}`] : [])]));
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

