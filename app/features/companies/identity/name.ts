// What a company's name says about its legal form, as the PAN and CIN checks compare it.

export type NameForm = "private" | "public" | "opc" | "llp" | null;

/** The name in lower case with "Pvt."/"Ltd." written out and punctuation as spaces. */
function words(name: string): string {
  return ` ${name
    .toLowerCase()
    .replace(/\bpvt\b\.?/g, "private")
    .replace(/\bltd\b\.?/g, "limited")
    .replace(/[^a-z0-9()]+/g, " ")
    .trim()} `;
}

/** The legal form a name ends with: "(OPC) Private Limited", "Private Limited", "Limited", "LLP"; else null. */
export function nameForm(name: string): NameForm {
  const w = words(name);
  if (/\(opc\)|\bopc\b/.test(w)) return "opc";
  if (/ private limited $/.test(w)) return "private";
  if (/ limited $/.test(w)) return "public";
  if (/ llp $| limited liability partnership $/.test(w)) return "llp";
  return null;
}

/** The first letter of the name, ignoring "M/s" and "The" in front; null when there is none. */
export function firstLetter(name: string): string | null {
  const rest = name
    .trim()
    .replace(/^m\/s\.?\s*/i, "")
    .replace(/^the\s+/i, "");
  return rest.match(/[A-Za-z]/)?.[0].toUpperCase() ?? null;
}
