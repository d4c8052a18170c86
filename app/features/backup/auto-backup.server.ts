// Auto Backup's daily run through the JOBS queue, so that no one invocation grows with the number of
// users: the cron sends one message per page of users (keyset ranges of user ids), a page message
// sends one message per user with Auto Backup on, and a user message writes that user's backup to R2
// (storage-keys.ts), retried alone when it fails. Running any message twice is safe: a user message
// of the same run writes the same key with the same bytes, and pages only send user messages.
import { and, asc, eq, gt, lte } from "drizzle-orm";
import { getDb, schema } from "../../platform/db/db.server";
import { backupKey, backupPrefix } from "../../platform/storage-keys";
import type { JobKind } from "../../platform/jobs/kinds";
import { sendJobMessages } from "../../platform/jobs/send.server";
import { buildBackup } from "./backup.server";
import { BACKUP_PAGE, backupDue, backupsPastKeeping, pageMessage, runTime, userMessage } from "./auto-backup";
import { backupCounts } from "./server-backups";

const u = schema.users;

/** The cron's part: one page message per BACKUP_PAGE users by id. Returns the number of pages. */
export async function enqueueBackupPages(env: Env, at: Date): Promise<number> {
  const db = getDb(env.DB);
  const pages: JobMessage[] = [];
  for (let after = ""; ;) {
    // Only the page's last id is read: the boundary of the next keyset range.
    const last = await db
      .select({ id: u.id })
      .from(u)
      .where(gt(u.id, after))
      .orderBy(asc(u.id))
      .limit(1)
      .offset(BACKUP_PAGE - 1)
      .get();
    // The last page runs to the end, so a user who signs up meanwhile is in exactly one page.
    pages.push(pageMessage(at, after, last?.id));
    if (!last) break;
    after = last.id;
  }
  await sendJobMessages(env, pages);
  return pages.length;
}

/** A page message: one user message for each user of its range who is due a backup. */
export async function runBackupPage(env: Env, message: JobMessage): Promise<void> {
  const at = runTime(message);
  if (!at || typeof message.after !== "string") return console.warn("Dropping a malformed backup page message", message);
  const { after, through } = message;
  const users = await getDb(env.DB)
    .select({ id: u.id, isActive: u.isActive, settings: u.settings, accountType: u.accountType })
    .from(u)
    .where(and(gt(u.id, after), through === undefined ? undefined : lte(u.id, through)));
  // Filtered here, through the settings module, so that SQL never restates a setting's default.
  await sendJobMessages(
    env,
    users.filter(backupDue).map((user) => userMessage(at, user.id)),
  );
}

/**
 * A user message: the user's backup of the run's day, its counts in the object's metadata (so the
 * profile lists backups without reading them), then those past what the user's plan keeps removed.
 */
export async function runUserBackup(env: Env, message: JobMessage): Promise<void> {
  const at = runTime(message);
  if (!at || typeof message.userId !== "string") return console.warn("Dropping a malformed user backup message", message);
  const db = getDb(env.DB);
  const user = await db.select().from(u).where(eq(u.id, message.userId)).get();
  // Gone, deactivated or switched off since its page was read: no backup is due.
  if (!user || !backupDue(user)) return;
  const backup = await buildBackup(db, user, at);
  await env.PHOTOS.put(backupKey(user.id, at), JSON.stringify(backup), {
    httpMetadata: { contentType: "application/json" },
    customMetadata: backupCounts(backup),
  });
  const old = backupsPastKeeping(
    (await env.PHOTOS.list({ prefix: backupPrefix(user.id) })).objects.map((o) => o.key),
    user.accountType,
  );
  if (old.length) await env.PHOTOS.delete(old);
}

/** Auto Backup's kinds name no row in `jobs`: a message the queue gives up on is only acknowledged. */
export const backupPageJob: JobKind = { run: (message, env) => runBackupPage(env, message) };
export const userBackupJob: JobKind = { run: (message, env) => runUserBackup(env, message) };
