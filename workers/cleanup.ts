// Daily cron: remove what has expired (D1 rows, upload CSVs left in R2), and write the automatic
// backups of users who turned Auto Backup on (R2, see storage-keys.ts; the newest 7 are kept).
import { isNotNull, lt, or, sql } from "drizzle-orm";
import { buildBackup } from "../app/features/backup/backup.server";
import { getDb, schema } from "../app/platform/db/db.server";
import { pruneFailures } from "../app/features/account/rate-limit.server";
import { backupKey, backupPrefix, UPLOADS_PREFIX } from "../app/platform/storage-keys";

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

export const KEPT_BACKUPS = 7;

export async function runAutoBackups(env: Env, now = new Date()): Promise<number> {
  const db = getDb(env.DB);
  const users = await db
    .select()
    .from(schema.users)
    .where(sql`json_extract(${schema.users.settings}, '$.autoBackup') = 1 AND ${schema.users.isActive} = 1`);
  for (const user of users) {
    await env.PHOTOS.put(backupKey(user.id, now), JSON.stringify(await buildBackup(db, user, now)), { httpMetadata: { contentType: "application/json" } });
    const old = (await env.PHOTOS.list({ prefix: backupPrefix(user.id) })).objects
      .map((o) => o.key)
      .sort()
      .slice(0, -KEPT_BACKUPS);
    if (old.length) await env.PHOTOS.delete(old);
  }
  return users.length;
}
