// Pure rules of the admin jobs and actions, unit-tested in tests/unit/admin-rules.test.ts.
import { toCsv } from "../../platform/csv";

/** Seconds until a lease taken at `updatedAt` runs out, plus one so that a retry finds it expired. */
export function secondsLeftOnLease(updatedAt: string, leaseMs: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((leaseMs - (now - Date.parse(updatedAt))) / 1000) + 1);
}

/** Export User Data as CSV, formula-like cells escaped (platform/csv.ts). */
export function usersCsv(rows: Record<string, unknown>[]): string {
  return toCsv(rows);
}
