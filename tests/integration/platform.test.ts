import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../app/platform/db/schema";
import { TRIGGERS } from "../../app/platform/db/triggers/migration";
import worker from "../../workers/app";
import { cleanUpExpired } from "../../workers/cleanup";
import { uploadKey } from "../../app/platform/storage-keys";
import { signUp, userByEmail } from "./helpers";
import { rows, seed } from "./factories";

const tables = (Object.values(schema) as unknown[]).filter(
  (t): t is SQLiteTable => typeof t === "object" && t !== null && Symbol.for("drizzle:IsDrizzleTable") in t,
);

describe("schema", () => {
  it("the migrations create every table and column of the drizzle schema", async () => {
    expect(tables.length).toBe(35);
    for (const table of tables) {
      const { name, columns, indexes } = getTableConfig(table);
      const info = await env.DB.prepare(`PRAGMA table_info(${name})`).all<{ name: string }>();
      expect(info.results.map((c) => c.name).sort(), name).toEqual(columns.map((c) => c.name).sort());
      const idx = await env.DB.prepare(`PRAGMA index_list(${name})`).all<{ name: string }>();
      for (const index of indexes)
        expect(
          idx.results.map((i) => i.name),
          name,
        ).toContain(index.config.name);
    }
  });

  it("the migrations leave exactly the triggers of app/platform/db/triggers, as written there", async () => {
    const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
    const { results } = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").all<{ name: string; sql: string }>();
    expect(results.sort(byName)).toEqual(TRIGGERS.map(({ name, sql }) => ({ name, sql })).sort(byName));
  });

  it("every per-user table has an index that starts with user_id", async () => {
    for (const table of tables) {
      const { name, columns } = getTableConfig(table);
      if (!columns.some((c) => c.name === "user_id") || name === "sessions") continue;
      // An index of its own, or a primary key that starts with user_id (the rollups').
      const idx = await env.DB.prepare(`SELECT type, sql FROM sqlite_master WHERE type IN ('index', 'table') AND tbl_name = ?`)
        .bind(name)
        .all<{ type: string; sql: string }>();
      expect(
        idx.results.some((i) => (i.type === "index" ? /\(`user_id`/ : /PRIMARY KEY ?\(`user_id`/).test(i.sql ?? "")),
        name,
      ).toBe(true);
    }
  });
});

describe("cron clean-up", () => {
  it("removes expired sessions, spent reset links and old failures, and keeps live ones", async () => {
    const { email } = await signUp();
    const userId = String((await userByEmail(email))!.id);
    const past = "2000-01-01T00:00:00.000Z";
    // Rows long past their time, as the cron finds them (no app path writes an expired row).
    await env.DB.batch([
      env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES ('old', ?, ?)").bind(userId, past),
      env.DB.prepare("INSERT INTO password_resets (id, user_id, expires_at) VALUES ('r-old', ?, ?)").bind(userId, past),
      env.DB.prepare("INSERT INTO password_resets (id, user_id, expires_at, used_at) VALUES ('r-used', ?, '2999-01-01T00:00:00.000Z', ?)").bind(userId, past),
      env.DB.prepare("INSERT INTO auth_failures (key, created_at) VALUES ('email:x', ?)").bind(past),
    ]);
    const ctx = createExecutionContext();
    await worker.scheduled({ cron: "17 3 * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController, env, ctx);
    await waitOnExecutionContext(ctx);
    const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;
    expect(await count("SELECT count(*) AS n FROM sessions WHERE id = 'old'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE user_id = '" + userId + "'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM password_resets")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM auth_failures WHERE key = 'email:x'")).toBe(0);
    await cleanUpExpired(env);
  });

  it("removes an uploaded CSV a job left behind once it is a day old", async () => {
    await env.PHOTOS.put(uploadKey("left-behind"), "name,cin,gstin\n");
    await cleanUpExpired(env);
    expect(await env.PHOTOS.head(uploadKey("left-behind"))).not.toBeNull();
    await cleanUpExpired(env, Date.now() + 2 * 86_400_000);
    expect(await env.PHOTOS.head(uploadKey("left-behind"))).toBeNull();
  });
});

describe("queue consumer", () => {
  it("acknowledges a message of an unknown kind instead of retrying it forever", async () => {
    const batch = createMessageBatch<JobMessage>("siteproof-jobs", [
      { id: "m1", timestamp: new Date(), attempts: 1, body: { kind: "no-such-job", jobId: "j1" } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["m1"]);
    expect(result.retryMessages).toEqual([]);
  });
});

describe("per-test isolated storage", () => {
  // Whichever of the two runs second finds nothing of the first's.
  for (const n of [1, 2]) {
    it(`starts every test with empty tables and bucket (${n} of 2)`, async () => {
      expect(await env.DB.prepare("SELECT count(*) AS n FROM companies").first("n")).toBe(0);
      expect((await env.PHOTOS.list()).objects).toEqual([]);
      await seed(schema.companies, [rows.company(null, { name: `Left behind ${n}` })]);
      await env.PHOTOS.put(`left-behind-${n}`, "x");
    });
  }
});
