// Pure rules of the admin actions, unit-tested in tests/unit/admin/admin-rules.test.ts.
import { toCsv } from "../../platform/csv";

/** Export User Data as CSV, formula-like cells escaped (platform/csv.ts). */
export function usersCsv(rows: Record<string, unknown>[]): string {
  return toCsv(rows);
}
