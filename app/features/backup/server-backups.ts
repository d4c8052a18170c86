// The automatic backups kept on the server, as the profile lists them: each object's day (its key),
// size, and the counts the daily run wrote into its metadata. Objects written before the counts were
// kept list without them.
import { isCalendarDate } from "../../platform/time/zones";

export type BackupCounts = { companies: number; inspections: number; visits: number };
export type ServerBackup = { day: string; size: number; counts: BackupCounts | null };
/** Data Management's part: the list, what Auto Backup keeps, whether it is on, and its next run (ISO). */
export type ServerBackupsView = { list: ServerBackup[]; kept: number; autoBackup: boolean; nextRun: string };

const COUNTED = ["companies", "inspections", "visits"] as const;

/** The counts stored with a backup (R2 metadata holds strings). */
export function backupCounts(backup: { companies: unknown[]; inspections: unknown[]; visits: unknown[] }): Record<keyof BackupCounts, string> {
  return { companies: String(backup.companies.length), inspections: String(backup.inspections.length), visits: String(backup.visits.length) };
}

function readCounts(meta: Record<string, string> | undefined): BackupCounts | null {
  if (!meta) return null;
  const numbers = COUNTED.map((k) => (/^\d{1,9}$/.test(meta[k] ?? "") ? Number(meta[k]) : NaN));
  if (numbers.some(Number.isNaN)) return null;
  const [companies, inspections, visits] = numbers;
  return { companies, inspections, visits };
}

/** The user's backups, newest first, from a listing of their backup prefix. */
export function listedBackups(prefix: string, objects: { key: string; size: number; customMetadata?: Record<string, string> }[]): ServerBackup[] {
  return objects
    .map((o) => ({ day: o.key.slice(prefix.length).replace(/\.json$/, ""), size: o.size, counts: readCounts(o.customMetadata) }))
    .filter((b) => isCalendarDate(b.day))
    .sort((a, b) => b.day.localeCompare(a.day));
}

/** "27/11/2026", the app's way of writing a day, read as the UTC day the key names. */
export const backupDayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number) => String(n).padStart(2, "0");

/** The next run, in UTC and written by hand, so the server's page and the hydrated one say the same. */
export function runText(iso: string): string {
  const at = new Date(iso);
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;
}
