// Ids for what an author adds in the editor: made from the label, since they name the answer in stored JSON and
// the MIS column header, where "nameplate_photo" reads better than "q17". The schema's Key rule: a letter first,
// then letters, digits and _, at most 64 characters.

const MAX = 64;

/** "Nameplate matches the applicant?" -> "nameplate_matches_the_applicant"; "" or "नाम" -> the fallback. */
export function idFromLabel(label: string, fallback: string): string {
  const base = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  const id = !base ? fallback : /^[a-z]/.test(base) ? base : `${fallback}_${base}`;
  return id.slice(0, MAX).replace(/_+$/, "");
}

/** The label's id, with _2, _3… when another item has it already. */
export function uniqueId(label: string, fallback: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = idFromLabel(label, fallback);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const id = `${base.slice(0, MAX - suffix.length)}${suffix}`;
    if (!used.has(id)) return id;
  }
}
