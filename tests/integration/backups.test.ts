// Auto Backup's daily run through the JOBS queue: the cron sends page messages, a page sends one
// message per user due, a user message writes that user's backup. Each step is driven through the
// Worker's own scheduled and queue handlers with a queue that keeps what it is sent, so a test sees
// exactly one step; the last test lets the real local Queue carry the whole run.
import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { schema } from "../../app/platform/db/db.server";
import { backupKey, backupPrefix } from "../../app/platform/storage-keys";
import { KEPT_BACKUPS, userMessage } from "../../app/features/backup/auto-backup";
import { rows, seed } from "./factories";

const AT = new Date("2026-11-26T03:17:00.000Z");
const DAY_MS = 86_400_000;

/** The Worker's env with a JOBS queue that keeps what it is sent (and holds sendBatch to 100 a call). */
function capturing(base: Env = env) {
  const sent: JobMessage[] = [];
  const jobs = {
    send: async (body: JobMessage) => void sent.push(body),
    sendBatch: async (batch: Iterable<MessageSendRequest<JobMessage>>) => {
      const list = [...batch];
      if (list.length > 100) throw new Error(`sendBatch of ${list.length} messages`);
      sent.push(...list.map((m) => m.body));
    },
  };
  return { sent, env: { ...base, JOBS: jobs as unknown as Queue<JobMessage> } };
}

async function deliver(bodies: JobMessage[], to: Env) {
  const batch = createMessageBatch<JobMessage>(
    "siteproof-jobs",
    bodies.map((body, n) => ({ id: `m${n}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, to, ctx);
  return getQueueResult(batch, ctx);
}

async function cron(to: Env, at = AT) {
  const ctx = createExecutionContext();
  await worker.scheduled({ cron: "17 3 * * *", scheduledTime: at.getTime(), noRetry() {} } as ScheduledController, to, ctx);
  await waitOnExecutionContext(ctx);
}

/**
 * 1,100 users u-0000..u-1099: every third has Auto Backup on, the next off, the next never set
 * (the default); u-0003 has it on but is deactivated.
 */
async function seedUsers() {
  await env.DB.prepare(
    `WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < 1099)
     INSERT INTO users (id, email, settings, is_active)
     SELECT 'u-' || printf('%04d', i), 'u' || i || '@example.com',
            CASE i % 3 WHEN 0 THEN '{"autoBackup":true}' WHEN 1 THEN '{"autoBackup":false}' ELSE '{}' END,
            i != 3
     FROM s`,
  ).run();
  return Array.from({ length: 1100 }, (_, i) => i)
    .filter((i) => i % 3 === 0 && i !== 3)
    .map((i) => `u-${String(i).padStart(4, "0")}`);
}

const backups = async (userId: string) => (await env.PHOTOS.list({ prefix: backupPrefix(userId) })).objects.map((o) => o.key);

async function dueUser(settings: { autoBackup?: boolean } = { autoBackup: true }) {
  const user = rows.user({ settings });
  await seed(schema.users, [user]);
  return user.id!;
}

describe("automatic backups through the queue", () => {
  it("the cron sends one page message per 500 users, whose ranges hold every user once", async () => {
    await seedUsers();
    const q = capturing();
    await cron(q.env);
    expect(q.sent).toEqual([
      { kind: "backup-page", jobId: AT.toISOString(), after: "", through: "u-0499" },
      { kind: "backup-page", jobId: AT.toISOString(), after: "u-0499", through: "u-0999" },
      { kind: "backup-page", jobId: AT.toISOString(), after: "u-0999" },
    ]);
    expect((await env.PHOTOS.list({ prefix: "users/" })).objects).toEqual([]);
  });

  it("a page message sends a message per user only for active users with Auto Backup on, the default (off) respected", async () => {
    const due = await seedUsers();
    const pages = capturing();
    await cron(pages.env);
    const users = capturing();
    const result = await deliver(pages.sent, users.env);
    expect(result.explicitAcks).toHaveLength(3);
    expect(users.sent.every((m) => m.kind === "backup-user" && m.jobId === AT.toISOString())).toBe(true);
    expect(users.sent.map((m) => m.userId)).toEqual(due);
    expect((await env.PHOTOS.list({ prefix: "users/" })).objects).toEqual([]);
  });

  it("a user message writes that user's backup, and running it twice leaves the same one object", async () => {
    const userId = await dueUser();
    await seed(schema.companies, [rows.company(userId, { name: "Konkan Traders" })]);
    expect((await deliver([userMessage(AT, userId)], env)).explicitAcks).toEqual(["m0"]);
    expect(await backups(userId)).toEqual([backupKey(userId, AT)]);
    const first = await (await env.PHOTOS.get(backupKey(userId, AT)))!.text();
    expect(JSON.parse(first)).toMatchObject({
      version: "1.0",
      exportDate: AT.toISOString(),
      profile: { email: `${userId}@example.com` },
      companies: [{ name: "Konkan Traders" }],
    });
    await deliver([userMessage(AT, userId)], env);
    expect(await backups(userId)).toEqual([backupKey(userId, AT)]);
    expect(await (await env.PHOTOS.get(backupKey(userId, AT)))!.text()).toBe(first);
  });

  it(`keeps the newest ${KEPT_BACKUPS.free} days for a free account, and writes nothing for a user who turned it off since the page`, async () => {
    const userId = await dueUser();
    const days = Array.from({ length: KEPT_BACKUPS.free + 1 }, (_, n) => new Date(AT.getTime() + n * DAY_MS));
    for (const day of days) await deliver([userMessage(day, userId)], env);
    expect(await backups(userId)).toEqual(days.slice(1).map((day) => backupKey(userId, day)));
    const off = await dueUser({});
    await deliver([userMessage(AT, off)], env);
    expect(await backups(off)).toEqual([]);
  });

  it("a user whose backup fails is retried alone; the others in the batch are written", async () => {
    const [a, b, c] = [await dueUser(), await dueUser(), await dueUser()];
    const photos = new Proxy(env.PHOTOS, {
      get(target, name) {
        if (name === "put")
          return (...args: Parameters<R2Bucket["put"]>) => (args[0].includes(b) ? Promise.reject(new Error("R2 unavailable")) : target.put(...args));
        const value = Reflect.get(target, name) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const result = await deliver([userMessage(AT, a), userMessage(AT, b), userMessage(AT, c)], { ...env, PHOTOS: photos });
    expect(result.explicitAcks).toEqual(["m0", "m2"]);
    expect(result.retryMessages).toEqual([{ msgId: "m1" }]);
    expect(await backups(a)).toEqual([backupKey(a, AT)]);
    expect(await backups(b)).toEqual([]);
    expect(await backups(c)).toEqual([backupKey(c, AT)]);
    await deliver([userMessage(AT, b)], env);
    expect(await backups(b)).toEqual([backupKey(b, AT)]);
  });

  it("the real queue carries the cron's run to the backups of users with Auto Backup on, and none for others", async () => {
    const on = await dueUser();
    const off = await dueUser({});
    await cron(env);
    for (const until = Date.now() + 20_000; (await backups(on)).length === 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 100));
    expect(await backups(on)).toEqual([backupKey(on, AT)]);
    expect(await backups(off)).toEqual([]);
  });
});
