// The restore form's rules: which upload is a backup file to read, and the sentence a finished restore says.
import type { RestorePlan } from "./backup-file";

export const MAX_BACKUP_BYTES = 10 * 1_048_576;
export const TOO_LARGE = "The backup file is larger than 10 MB";

/** The uploaded backup file, or why it cannot be read. */
export function chosenBackup(file: unknown): { ok: true; file: File } | { ok: false; error: string } {
  if (!(file instanceof File) || file.size === 0) return { ok: false, error: "Please choose a backup file" };
  if (file.size > MAX_BACKUP_BYTES) return { ok: false, error: TOO_LARGE };
  return { ok: true, file };
}

export function restoreSummary(applied: RestorePlan): string {
  const added = applied.companies.add + applied.inspections.add + applied.visits.add;
  const updated = applied.companies.update + applied.visits.update;
  const leftOut = applied.leftOutCount ? `, ${applied.leftOutCount} left out` : "";
  return `Restore complete: ${added} added, ${updated} updated${leftOut}`;
}
