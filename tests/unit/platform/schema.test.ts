// The schema and the migrations agree: drizzle-kit, diffing schema.ts against the snapshot in
// migrations/meta, has nothing to write. (tests/integration/platform.test.ts also compares the tables
// the migrations make in D1 with schema.ts, column by column.)
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../../..");

/** drizzle-kit generate against `schema`, in a scratch copy of migrations/meta; the new SQL files. */
function generate(schema: string): { output: string; written: string[] } {
  const dir = mkdtempSync(join(tmpdir(), "siteproof-drift-"));
  cpSync(join(ROOT, "migrations/meta"), join(dir, "out/meta"), { recursive: true });
  writeFileSync(
    join(dir, "drizzle.config.ts"),
    `export default ${JSON.stringify({ dialect: "sqlite", schema, out: "./out", migrations: { prefix: "unix" } })};`,
  );
  const run = spawnSync(join(ROOT, "node_modules/.bin/drizzle-kit"), ["generate", "--config", "drizzle.config.ts"], { cwd: dir, encoding: "utf8" });
  return { output: run.stdout + run.stderr, written: readdirSync(join(dir, "out")).filter((f) => f.endsWith(".sql")) };
}

// drizzle-kit is a child process of a few seconds; a busy machine must not fail it on time alone.
describe("schema.ts and the migrations", { timeout: 60_000 }, () => {
  it("leave drizzle-kit nothing to migrate", () => {
    const { output, written } = generate(join(ROOT, "app/platform/db/schema.ts"));
    expect(output).toContain("No schema changes");
    expect(written).toEqual([]);
  });

  it("would be caught drifting: a table added to the schema gets a migration", () => {
    const dir = mkdtempSync(join(tmpdir(), "siteproof-drift-schema-"));
    const extra = join(dir, "schema.ts");
    writeFileSync(
      extra,
      [
        `export * from ${JSON.stringify(join(ROOT, "app/platform/db/schema.ts"))};`,
        `import { sqliteTable, text } from ${JSON.stringify(join(ROOT, "node_modules/drizzle-orm/sqlite-core/index.js"))};`,
        `export const drift = sqliteTable("drift", { id: text("id").primaryKey() });`,
      ].join("\n"),
    );
    const { written } = generate(extra);
    expect(written).toHaveLength(1);
  });
});
