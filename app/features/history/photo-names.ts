// Readable, unique names for the photos of a ZIP export: `{company}_{date}_{n}.jpg`.

/** Letters and digits stay (Latin accents dropped), dashes and underscores stay, any other run becomes one "_". */
export function fileSafeCompanyName(name: string): string {
  const safe = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]+/g, "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, "_")
    .replace(/_{2,}/g, "_")
    .replace(/^[_-]+|[_-]+$/g, "");
  // Cut by code point, never inside a surrogate pair.
  return (
    Array.from(safe)
      .slice(0, 60)
      .join("")
      .replace(/[_-]+$/, "") || "Company"
  );
}

/** YYYY-MM-DD: the inspection's own en-GB date (the inspector's day), else the UTC day it was stored. */
export function inspectionDay(inspection: { date: string; createdAt: string }): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(inspection.date.trim());
  if (m) return `${m[3]}-${m[2].padStart(2, "0")}-${m[1].padStart(2, "0")}`;
  return inspection.createdAt.slice(0, 10);
}

export type NamedPhoto = { inspectionId: string; companyName: string; date: string; inspectionCreatedAt: string; position: number };

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Oldest inspection first, then each inspection's photo order: the order of the ZIP and of the numbering. */
export function zipOrder<T extends NamedPhoto>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => cmp(a.inspectionCreatedAt, b.inspectionCreatedAt) || cmp(a.inspectionId, b.inspectionId) || a.position - b.position);
}

/**
 * Names photos one by one, n counting from 1 per company and day in the order they are named. The count is
 * kept per lower-cased stem, so "ACME" and "Acme" never collide on a case-insensitive disk.
 */
export function zipEntryNamer(): (photo: Pick<NamedPhoto, "companyName" | "date" | "inspectionCreatedAt">) => string {
  const counts = new Map<string, number>();
  return (photo) => {
    const stem = `${fileSafeCompanyName(photo.companyName)}_${inspectionDay({ date: photo.date, createdAt: photo.inspectionCreatedAt })}`;
    const key = stem.toLowerCase();
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return `${stem}_${n}.jpg`;
  };
}
