// Daily cron: remove what has expired (D1 rows, upload CSVs left in R2). The same cron starts the
// automatic backups, which run through the JOBS queue (app/features/backup/auto-backup.server.ts).
import { isNotNull, lt, or } from "drizzle-orm";
import { getDb, schema } from "../app/platform/db/db.server";
import { pruneFailures } from "../app/features/account/rate-limit.server";
import { UPLOADS_PREFIX } from "../app/platform/storage-keys";

export async function cleanUpExpired(env: Env, now = Date.now()): Promise<void> {
  const db = getDb(env.DB);
  const nowIso = new Date(now).toISOString();
  await db.delete(schema.sessions).where(lt(schema.sessions.expiresAt, nowIso));
  await db.delete(schema.passwordResets).where(or(lt(schema.passwordResets.expiresAt, nowIso), isNotNull(schema.passwordResets.usedAt)));
  await pruneFailures(db, now);
  await removeStaleUploads(env, now);
}

/** A job deletes its uploaded CSV when it ends; one left behind (the delete failed) goes after a day. */
async function removeStaleUploads(env: Env, now: number): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await env.PHOTOS.list({ prefix: UPLOADS_PREFIX, cursor });
    const stale = page.objects.filter((o) => now - o.uploaded.getTime() > DAY_MS).map((o) => o.key);
    if (stale.length) await env.PHOTOS.delete(stale);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

const DAY_MS = 86_400_000;
