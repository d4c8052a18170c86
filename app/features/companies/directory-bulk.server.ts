// Bulk writes for the organization's imports. D1 binds at most 100 values per statement, so a row-per-
// values INSERT writes 4 to 6 rows; here a whole page of rows travels as one JSON text bound once and
// SQLite's json_each unpacks it: INSERT ... SELECT over hundreds of rows in one statement.
// `INSERT OR IGNORE` with ids fixed by the job makes a second run of the same page write nothing.

/**
 * `INSERT OR IGNORE INTO table (cols) SELECT json_extract(j.value, '$.col')... FROM json_each(?1) AS j`:
 * `columns` come from each JSON row, `fixed` maps the other columns to an SQL expression (`?2`, `NULL`).
 */
export function jsonInsertSql(table: string, columns: readonly string[], fixed: Record<string, string> = {}, where = ""): string {
  const picked = columns.map((col) => `json_extract(j.value, '$.${col}')`);
  const names = [...columns, ...Object.keys(fixed)].join(", ");
  return `INSERT OR IGNORE INTO ${table} (${names}) SELECT ${[...picked, ...Object.values(fixed)].join(", ")} FROM json_each(?1) AS j ${where}`;
}

/** Rows per page: a D1 statement binds a value of a few hundred KB at most; 500 case rows are ~200 KB. */
export const JSON_PAGE_ROWS = 500;
