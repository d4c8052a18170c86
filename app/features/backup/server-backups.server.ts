// A user's automatic backups in R2: listed from their own prefix only, and read by day under it, so
// no request can name another user's object (a day that is not theirs is simply not there: 404).
import { Refusal } from "../../platform/request.server";
import { backupDayKey, backupPrefix } from "../../platform/storage-keys";
import type { User } from "../../platform/db/schema";
import { isCalendarDate } from "../../platform/time/zones";
import { type Backup, readBackup } from "./backup-file";
import { MAX_BACKUP_BYTES, TOO_LARGE } from "./restore-file";
import { KEPT_BACKUPS, nextDailyRun } from "./auto-backup";
import { listedBackups, type ServerBackupsView } from "./server-backups";
import { readSettings } from "../../platform/settings";

export const NO_SUCH_BACKUP = "No server backup of that day";

/** What Data Management shows of the server's backups, and what Auto Backup keeps. */
export async function serverBackupsView(env: Env, user: User, now = new Date()): Promise<ServerBackupsView> {
  const prefix = backupPrefix(user.id);
  // One listing of at most KEPT_BACKUPS.premium objects; the counts come with it, no object is read.
  // (`include` is honoured by the runtime; the oldest workers-types this project compiles with lack it.)
  const { objects } = await env.PHOTOS.list({ prefix, include: ["customMetadata"] } as R2ListOptions);
  return {
    list: listedBackups(prefix, objects),
    kept: KEPT_BACKUPS[user.accountType],
    autoBackup: readSettings(user.settings, user.accountType).autoBackup,
    nextRun: nextDailyRun(now).toISOString(),
  };
}

/** The user's backup object of `day`, or a 404 refusal. */
export async function serverBackupObject(env: Env, userId: string, day: string): Promise<R2ObjectBody> {
  const object = isCalendarDate(day) ? await env.PHOTOS.get(backupDayKey(userId, day)) : null;
  if (!object) throw new Refusal(404, NO_SUCH_BACKUP);
  return object;
}

/** The user's backup of `day`, checked as an uploaded file is (size, then every record's rules). */
export async function readServerBackup(env: Env, userId: string, day: string): Promise<Backup> {
  const object = await serverBackupObject(env, userId, day);
  if (object.size > MAX_BACKUP_BYTES) {
    await object.body.cancel();
    throw new Refusal(400, TOO_LARGE);
  }
  const read = readBackup(await object.text());
  if (!read.ok) throw new Refusal(400, read.error);
  return read.backup;
}
