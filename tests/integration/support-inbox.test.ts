// The support inbox: the answer-by time each sender was promised, the administrator's answer (mailed,
// notified, in the sender's My Requests), status changes, the reminder, and who may read what.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { remindSupportAdmins } from "../../app/features/support/support-answers.server";
import { getDb } from "../../app/platform/db/db.server";
import { adminSession, get, post, signUp, userByEmail } from "./helpers";

const INBOX = "/app/admin/support?_data=routes%2Fapp.admin.support";
const page = (id: string) => `/app/admin/support/${id}?_data=${encodeURIComponent("routes/app.admin_.support.$messageId")}`;
const REQUESTS = "/app/support?_data=routes%2Fapp.support";
const HOUR = 3_600_000;

async function sender(accountType: "free" | "premium") {
  const user = await signUp();
  const id = String((await userByEmail(user.email))!.id);
  await env.DB.prepare("UPDATE users SET account_type = ? WHERE id = ?").bind(accountType, id).run();
  return { ...user, id };
}

async function send(cookie: string, email: string, subject: string, priority = "normal") {
  const res = await post(
    "/app/contact?_data=routes%2Fapp.contact",
    { name: "Asha Rao", email, category: "bug", subject, message: "The report stops at page two.", priority },
    { cookie },
  );
  expect(res.status).toBe(200);
  return (await env.DB.prepare("SELECT * FROM support_messages WHERE subject = ?").bind(subject).first<Record<string, string>>())!;
}

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe("support inbox", () => {
  it("promises Premium an answer within 4 hours and the rest within 24, counted from receipt", async () => {
    const premium = await sender("premium");
    const free = await sender("free");
    const p = await send(premium.cookie, premium.email, "Premium sync stuck", "high");
    const f = await send(free.cookie, free.email, "Free sync stuck");
    expect(Date.parse(p.answer_by) - Date.parse(p.created_at)).toBe(4 * HOUR);
    expect(Date.parse(f.answer_by) - Date.parse(f.created_at)).toBe(24 * HOUR);
    expect([p.status, p.account_type, f.account_type]).toEqual(["open", "premium", "free"]);

    const admin = await adminSession();
    const inbox = await (await get(INBOX + "&priority=high", admin)).json<{ rows: { id: string }[]; counts: { open: number } }>();
    expect(inbox.rows.map((r) => r.id)).toContain(p.id);
    expect(inbox.rows.map((r) => r.id)).not.toContain(f.id);
    expect(inbox.counts.open).toBeGreaterThanOrEqual(2);
  });

  it("mails the answer, puts it in the sender's notifications and My Requests, and records who answered", async () => {
    const user = await sender("premium");
    const m = await send(user.cookie, user.email, "Cannot export PDF");
    const admin = await adminSession();

    const empty = await post(page(m.id), { intent: "answer", answer: "  " }, { cookie: admin });
    expect(empty.status).toBe(422);
    expect(await count("SELECT count(*) AS n FROM support_events WHERE message_id = ?", m.id)).toBe(0);

    const res = await post(page(m.id), { intent: "answer", answer: "Update the app and try again." }, { cookie: admin });
    expect(res.status).toBe(200);
    expect((await res.json<{ message: string }>()).message).toBe(`Answer sent to ${user.email}.`);
    const mail = await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ?').bind(user.email).first<{ subject: string; text: string }>();
    expect(mail?.subject).toBe("Re: Cannot export PDF");
    expect(mail?.text).toContain("Update the app and try again.");
    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'support_answer'", user.id)).toBe(1);

    const { requests } = await (await get(REQUESTS, user.cookie)).json<{ requests: { id: string; status: string; answers: { text: string }[] }[] }>();
    expect(requests).toEqual([
      expect.objectContaining({ id: m.id, status: "answered", answers: [expect.objectContaining({ text: "Update the app and try again." })] }),
    ]);

    expect((await post(page(m.id), { intent: "status", status: "closed" }, { cookie: admin })).status).toBe(200);
    const again = await post(page(m.id), { intent: "status", status: "closed" }, { cookie: admin });
    expect(again.status).toBe(409);
    const thread = await (await get(page(m.id), admin)).json<{ thread: { events: { kind: string; status: string; actorName: string }[] } }>();
    expect(thread.thread.events.map((e) => [e.kind, e.status])).toEqual([
      ["answer", "answered"],
      ["status", "closed"],
    ]);
  });

  it("reminds every administrator once of an open message nearing its answer-by time", async () => {
    const user = await sender("premium");
    const m = await send(user.cookie, user.email, "Login loop");
    await adminSession();
    const admins = await count("SELECT count(*) AS n FROM users WHERE role = 'admin' AND is_active = 1");
    const db = getDb(env.DB);
    expect(await remindSupportAdmins(env, db, new Date(Date.parse(m.answer_by) - 2 * HOUR))).toBe(0);
    expect(await remindSupportAdmins(env, db, new Date(Date.parse(m.answer_by) - 30 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await remindSupportAdmins(env, db, new Date(Date.parse(m.answer_by) - 20 * 60_000))).toBe(0);
    const prefix = `support-reminder:${m.id}:`;
    expect(await count("SELECT count(*) AS n FROM notifications WHERE substr(id, 1, ?) = ?", prefix.length, prefix)).toBe(admins);
  });

  it("lets only administrators read or change the inbox, and shows each user only their own requests", async () => {
    const owner = await sender("free");
    const other = await sender("free");
    const m = await send(owner.cookie, owner.email, "Private question");
    expect((await get(INBOX, other.cookie)).status).toBe(403);
    expect((await get(page(m.id), other.cookie)).status).toBe(403);
    expect((await post(page(m.id), { intent: "answer", answer: "Not yours to answer." }, { cookie: other.cookie })).status).toBe(403);
    expect((await post(page(m.id), { intent: "status", status: "closed" }, { cookie: other.cookie })).status).toBe(403);
    expect(await count("SELECT count(*) AS n FROM support_events WHERE message_id = ?", m.id)).toBe(0);
    const { requests } = await (await get(REQUESTS, other.cookie)).json<{ requests: unknown[] }>();
    expect(requests).toEqual([]);
    const admin = await adminSession();
    expect((await get(page("no-such-message"), admin)).status).toBe(404);
    expect((await post(page("no-such-message"), { intent: "status", status: "closed" }, { cookie: admin })).status).toBe(404);
  });
});
