// The migrations folder as wrangler, drizzle-kit and the trigger source each read it: the files and
// drizzle's journal agree, and the latest triggers migration is what app/platform/db/triggers/ writes.
// (tests/integration/platform.test.ts checks the triggers the migrated D1 holds.)
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { TRIGGERS, triggersCreatedIn, triggersMigration } from "../../../app/platform/db/triggers/migration";

const DIR = resolve(__dirname, "../../../migrations");
const files = readdirSync(DIR)
  .filter((f) => f.endsWith(".sql"))
  .sort();
const journal = JSON.parse(readFileSync(join(DIR, "meta/_journal.json"), "utf8")) as { entries: { idx: number; tag: string; when: number }[] };
const sql = (file: string) => readFileSync(join(DIR, file), "utf8");

const HAND_WRITTEN = /^\d{4}_[a-z0-9_]+\.sql$/;
const GENERATED = /^(\d{10})_[a-z0-9_-]+\.sql$/;

describe("the migration files and drizzle's journal", () => {
  it("name every file either NNNN_what (hand-written, before the baseline) or <unix seconds>_what (drizzle-kit)", () => {
    for (const f of files) expect(HAND_WRITTEN.test(f) || GENERATED.test(f), f).toBe(true);
    // wrangler applies files in name order: every hand-written one before every generated one.
    const lastHand = files.findLastIndex((f) => HAND_WRITTEN.test(f));
    expect(files.slice(0, lastHand + 1).every((f) => HAND_WRITTEN.test(f))).toBe(true);
  });

  it("agree: each generated file has its entry, each entry but the baseline its file, in the same order", () => {
    const [baseline, ...entries] = journal.entries;
    expect(baseline.tag).toMatch(/^\d{10}_baseline$/);
    expect(files).not.toContain(`${baseline.tag}.sql`);
    expect(entries.map((e) => `${e.tag}.sql`)).toEqual(files.filter((f) => GENERATED.test(f)));
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
    // The prefix is the entry's time in seconds (drizzle's `prefix: "unix"`), so name order is journal order.
    for (const e of journal.entries) expect(e.tag.slice(0, 10)).toBe(String(Math.floor(e.when / 1000)));
  });
});

describe("the triggers migration", () => {
  const latest = files.findLast((f) => f.endsWith("_triggers.sql"))!;

  it("is what app/platform/db/triggers/ writes: every trigger made before it dropped, each of TRIGGERS made", () => {
    const earlier = files.filter((f) => f < latest).flatMap((f) => triggersCreatedIn(sql(f)));
    expect(sql(latest)).toBe(triggersMigration(earlier));
  });

  it("is the last migration to touch a trigger", () => {
    for (const f of files.filter((x) => x > latest)) expect(sql(f), f).not.toMatch(/\b(CREATE|DROP)\s+TRIGGER\b/i);
  });

  it("holds each trigger once, under the name its statement gives", () => {
    expect(new Set(TRIGGERS.map((t) => t.name)).size).toBe(TRIGGERS.length);
    for (const t of TRIGGERS) expect(triggersCreatedIn(t.sql)).toEqual([t.name]);
  });
});
