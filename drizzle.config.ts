// `npx drizzle-kit generate --name <what>` writes the next migration from app/platform/db/schema.ts.
// Migrations 0001-0012 were written by hand; migrations/meta holds a snapshot of the schema they make
// (the "baseline" entry has no SQL file), so drizzle-kit diffs from there. New files take a Unix-time
// prefix, which sorts after 0012 for wrangler. tests/unit/platform/schema.test.ts fails on drift.
// Triggers are not drizzle's: `npm run db:triggers` writes them from app/platform/db/triggers/.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./app/platform/db/schema.ts",
  out: "./migrations",
  migrations: { prefix: "unix" },
});
