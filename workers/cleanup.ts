// Daily cron: remove what has expired (D1 rows; in R2, upload CSVs left behind and prepared MIS exports past their days;
// closed cases' evidence past their organization's retention rule). The same cron starts the automatic backups, which run
// through the JOBS queue (app/features/backup/auto-backup.server.ts).
import { isNotNull, lt, or } from "drizzle-orm";
import { getDb, schema } from "../app/platform/db/db.server";
import { pruneFailures } from "../app/features/account/rate-limit.server";
import { pruneIdempotency } from "../app/features/api/idempotency.server";
import { removeExpiredEvidence } from "../app/features/organizations/retention.server";
import { MIS_EXPORT_KEPT_DAYS } from "../app/features/turnaround/prepared-export";
import { MIS_EXPORTS_PREFIX, UPLOADS_PREFIX } from "../app/platform/storage-keys";

export async function cleanUpExpired(env: Env, now = Date.now()): Promise<void> {
  const db = getDb(env.DB);
  const nowIso = new Date(now).toISOString();
  await db.delete(schema.sessions).where(lt(schema.sessions.expiresAt, nowIso));
  await db.delete(schema.passwordResets).where(or(lt(schema.passwordResets.expiresAt, nowIso), isNotNull(schema.passwordResets.usedAt)));
  await pruneFailures(db, now);
  await pruneIdempotency(db, now);
  // A job deletes its uploaded CSV when it ends; one left behind (the delete failed) goes after a day.
  await removeOlderThan(env, UPLOADS_PREFIX, DAY_MS, now);
  await removeOlderThan(env, MIS_EXPORTS_PREFIX, MIS_EXPORT_KEPT_DAYS * DAY_MS, now);
  // A case's sealed evidence goes only by its organization's retention rule (default: kept).
  await removeExpiredEvidence(env, new Date(now));
}

/** Removes the objects under `prefix` written more than `ageMs` ago. */
async function removeOlderThan(env: Env, prefix: string, ageMs: number, now: number): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await env.PHOTOS.list({ prefix, cursor });
    const stale = page.objects.filter((o) => now - o.uploaded.getTime() > ageMs).map((o) => o.key);
    if (stale.length) await env.PHOTOS.delete(stale);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

const DAY_MS = 86_400_000;
