/** A trigger as SQLite keeps it: `sql` is its CREATE statement as `sqlite_master` stores it (no final semicolon). */
export interface Trigger {
  name: string;
  sql: string;
}

/** A trigger from its head (what follows `CREATE TRIGGER name`) and its body's statements. */
export const trigger = (name: string, head: string, body: string[]): Trigger => ({
  name,
  sql: `CREATE TRIGGER \`${name}\` ${head} BEGIN\n${body.map((s) => `  ${s}`).join("\n")}\nEND`,
});
