// Daily cron: remove what has expired so D1 stays small.
import { lt, or, isNotNull } from "drizzle-orm";
import { getDb, schema } from "../app/lib/db.server";
import { pruneFailures } from "../app/lib/rate-limit.server";

export async function cleanUpExpired(env: Env, now = Date.now()): Promise<void> {
  const db = getDb(env.DB);
  const nowIso = new Date(now).toISOString();
  await db.delete(schema.sessions).where(lt(schema.sessions.expiresAt, nowIso));
  await db
    .delete(schema.passwordResets)
    .where(or(lt(schema.passwordResets.expiresAt, nowIso), isNotNull(schema.passwordResets.usedAt)));
  await pruneFailures(db, now);
}
