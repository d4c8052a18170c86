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

/** Rows per page (1,000 typical case rows are ~400 KB of JSON). */
export const JSON_PAGE_ROWS = 1000;
/** D1 refuses a value over 2,000,000 bytes; a UTF-16 unit is at most 3 UTF-8 bytes, so 600,000 units is safe. */
export const JSON_PAGE_CHARS = 600_000;

/** Splits rows into pages of at most JSON_PAGE_ROWS rows whose JSON stays under JSON_PAGE_CHARS. */
export function jsonPages<T>(rows: readonly T[]): T[][] {
  const pages: T[][] = [];
  let page: T[] = [];
  let chars = 0;
  for (const row of rows) {
    const size = JSON.stringify(row).length + 1;
    if (page.length === JSON_PAGE_ROWS || (page.length > 0 && chars + size > JSON_PAGE_CHARS)) {
      pages.push(page);
      [page, chars] = [[], 0];
    }
    page.push(row);
    chars += size;
  }
  if (page.length) pages.push(page);
  return pages;
}
