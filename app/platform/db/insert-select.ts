// The one way to insert rows from a SELECT (a row written only under a condition, or one row per match).
// SQLite's `INSERT INTO t (columns) SELECT ...` pairs values with columns by position; here the values are
// keyed by the drizzle table's own property names and laid out in the table's column order, each aliased
// with its column's name, so a new or moved column can never shift them. A column left out takes its
// default, as in drizzle's `.values()`.
import { Column, getTableColumns, is, type InferInsertModel, Param, SQL, sql, type SQLWrapper } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./db.server";

/** A value per column: a plain value (encoded like the column's `.values()`) or SQL over the source's rows. */
export type SelectedValues<T extends SQLiteTable> = {
  [K in keyof InferInsertModel<T>]: InferInsertModel<T>[K] | SQLWrapper;
};

/** The SELECT list: every insertable column in the table's order, its value or default, named after the column. */
export function selectedValues<T extends SQLiteTable>(table: T, values: SelectedValues<T>): SQL {
  const given = values as Record<string, unknown>;
  const list = Object.entries(getTableColumns(table))
    // As drizzle's insert lists them: generated columns take no value.
    .filter(([, col]) => !(col as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert())
    .map(([key, col]) => {
      const value = given[key];
      let expr: SQLWrapper;
      if (value !== undefined) expr = isSql(value) ? value : sql.param(value, col);
      else if (col.default !== undefined && col.default !== null) expr = is(col.default, SQL) ? col.default : sql.param(col.default, col);
      else if (col.defaultFn) {
        const made = col.defaultFn();
        expr = is(made, SQL) ? made : sql.param(made, col);
      } else expr = sql`NULL`;
      return sql`${expr} AS ${sql.identifier(col.name)}`;
    });
  return sql.join(list, sql`, `);
}

const isSql = (v: unknown): v is SQLWrapper => is(v, SQL) || is(v, Param) || is(v, Column);

/**
 * `INSERT INTO table (every column) SELECT <values by column> <source>`, where `source` is the rest of the
 * SELECT: `FROM memberships WHERE ...`, or just `WHERE <condition>` for one row written only if it holds.
 * Returns drizzle's insert, so `.onConflictDoNothing()`, `.returning()` and `db.batch` work as usual.
 */
export function insertSelect<T extends SQLiteTable>(db: Db, table: T, values: SelectedValues<T>, source: SQL) {
  return db.insert(table).select(sql`SELECT ${selectedValues(table, values)} ${source}`);
}
