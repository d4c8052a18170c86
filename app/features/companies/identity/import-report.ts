// An import never stops at a warning: its report only counts the rows that have one.
import { identityChecks, type IdentityFields } from "./checks";
import { sharedNumbers } from "./shared";

/** How many of the rows warn, numbers repeated between rows of the file included. */
export function rowsWithWarnings(companies: IdentityFields[], year: number): number {
  const rows = companies.map((c, n) => ({ id: String(n), name: c.name, gstin: c.gstin ?? null, pan: c.pan ?? null }));
  const shared = sharedNumbers(rows, rows);
  return companies.filter((c, n) => identityChecks(c, { year, sharedWith: shared.get(String(n)) }).some((r) => r.level === "warning")).length;
}

/** The words an import's report adds: "" when no row warns. */
export function warningsNote(companies: IdentityFields[], year = new Date().getFullYear()): string {
  const n = rowsWithWarnings(companies, year);
  return n === 0 ? "" : ` (${n} with identity warnings)`;
}
