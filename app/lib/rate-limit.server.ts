// too-many-requests: after repeated failed sign-ins for one email or one address, refuse for a while.
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { type Db, schema } from "./db.server";

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

function keys(email: string, ip: string | null): string[] {
  return ip ? [`email:${email}`, `ip:${ip}`] : [`email:${email}`];
}

export async function isThrottled(db: Db, email: string, ip: string | null): Promise<boolean> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
  const rows = await db
    .select({ key: schema.authFailures.key, n: sql<number>`count(*)` })
    .from(schema.authFailures)
    .where(and(inArray(schema.authFailures.key, keys(email, ip)), sql`${schema.authFailures.createdAt} > ${since}`))
    .groupBy(schema.authFailures.key);
  return rows.some((r) => r.n >= (r.key.startsWith("email:") ? MAX_FAILURES_PER_EMAIL : MAX_FAILURES_PER_IP));
}

export async function recordFailure(db: Db, email: string, ip: string | null): Promise<void> {
  await db.insert(schema.authFailures).values(keys(email, ip).map((key) => ({ key })));
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(schema.authFailures).where(eq(schema.authFailures.key, `email:${email}`));
}

export async function pruneFailures(db: Db, now = Date.now()): Promise<void> {
  await db.delete(schema.authFailures).where(lt(schema.authFailures.createdAt, new Date(now - FAILURE_WINDOW_MS).toISOString()));
}
