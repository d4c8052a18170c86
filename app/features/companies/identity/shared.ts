// Which other companies of the same database carry a company's GSTIN or PAN (compared normalised).
import { compact } from "./result";

export interface Numbers {
  id: string;
  name: string;
  gstin: string | null;
  pan: string | null;
}

export type Shared = { gstin: string[]; pan: string[] };

/** For each of `companies`, the names of the others in `pool` with the same GSTIN or PAN. */
export function sharedNumbers(companies: Numbers[], pool: Numbers[]): Map<string, Shared> {
  const byValue = new Map<string, Numbers[]>();
  const add = (key: string | null, row: Numbers) => key && byValue.set(key, [...(byValue.get(key) ?? []), row]);
  for (const row of pool) {
    add(compact(row.gstin) && `g:${compact(row.gstin)}`, row);
    add(compact(row.pan) && `p:${compact(row.pan)}`, row);
  }
  const others = (key: string | null, id: string) => (key ? (byValue.get(key) ?? []).filter((r) => r.id !== id).map((r) => r.name) : []);
  return new Map(
    companies.map((c) => [
      c.id,
      { gstin: others(compact(c.gstin) && `g:${compact(c.gstin)}`, c.id), pan: others(compact(c.pan) && `p:${compact(c.pan)}`, c.id) },
    ]),
  );
}

/** The values to look a page's companies up by: as stored and normalised (stored values are trimmed, not compacted). */
export function lookupValues(companies: Numbers[], field: "gstin" | "pan"): string[] {
  return [...new Set(companies.flatMap((c) => [c[field], compact(c[field])].filter((v): v is string => !!v)))];
}
