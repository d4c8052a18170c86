// npm run db:triggers: a new migration holding every trigger of app/platform/db/triggers/ (drizzle-kit
// knows none). drizzle-kit makes the file, its journal entry and snapshot (`generate --custom`); this
// fills it with the triggers. Run it after changing a trigger, or after a migration that remakes a table
// with triggers (SQLite drops them with the table); the migrations' unit and integration tests say when.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { triggersCreatedIn, triggersMigration } from "../app/platform/db/triggers/migration";

const DIR = "migrations";
const before = new Set(readdirSync(DIR));
execFileSync("node_modules/.bin/drizzle-kit", ["generate", "--custom", "--name", "triggers"], { stdio: "inherit" });
const [made] = readdirSync(DIR).filter((f) => f.endsWith(".sql") && !before.has(f));
if (!made) throw new Error("drizzle-kit made no migration file");
const earlier = readdirSync(DIR)
  .filter((f) => f.endsWith(".sql") && f < made)
  .flatMap((f) => triggersCreatedIn(readFileSync(join(DIR, f), "utf8")));
writeFileSync(join(DIR, made), triggersMigration(earlier));
console.log(`Wrote ${join(DIR, made)}`);
