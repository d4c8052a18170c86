import { env, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userHub } from "../../app/features/notifications/user-hub.server";
import { localDate, zonedInstant } from "../../app/platform/time/zones";
import type { Reminder } from "../../app/platform/reminders/registry";
import { count, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get, ORIGIN, post } from "./helpers";
import { decryptPush, newSubscriber, verifyVapid } from "../stubs/webpush-receiver";
import { stubPushService } from "../stubs/push-service";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";

const TZ = "Asia/Kolkata";
const dayAfter = (n: number) => localDate(new Date(Date.now() + n * 86_400_000), TZ);
const act = (cookie: string, fields: Record<string, string>) => post("/app/scheduling?_data=routes%2Fapp.scheduling", fields, { cookie });

async function schedule(u: Awaited<ReturnType<typeof newInspector>>, date = dayAfter(2), time = "09:00") {
  const res = await act(u.cookie, { intent: "create", companyId: u.companyId, scheduledDate: date, scheduledTime: time, purpose: "Stock audit", notes: "" });
  expect(await res.json()).toEqual({ ok: true, message: "Visit scheduled successfully. Notification set for 2 hours before." });
  return (await env.DB.prepare("SELECT * FROM scheduled_visits WHERE user_id = ? ORDER BY created_at DESC").bind(u.userId).first<Record<string, string>>())!;
}

const stub = (userId: string) => env.USER_HUB.get(env.USER_HUB.idFromName(userId));

/** Moves a stored reminder to "now" so that the next alarm fires it. */
async function makeDue(userId: string, visitId: string) {
  await runInDurableObject(stub(userId), async (_instance, state) => {
    const r = await state.storage.get<Reminder>(`reminder:${visitId}`);
    await state.storage.put(`reminder:${visitId}`, { ...r!, at: Date.now() - 1000 });
    // A future alarm that runDurableObjectAlarm runs at once (a past one would fire by itself).
    await state.storage.setAlarm(Date.now() + 3600_000);
  });
}

afterEach(() => vi.restoreAllMocks());

describe("visits and their reminders", () => {
  it("stores the visit with its UTC instant and keeps a reminder 2 hours before it", async () => {
    const u = await newInspector();
    const visit = await schedule(u);
    expect(visit).toMatchObject({ company_name: "Acme Cold Storage", scheduled_time: "09:00", purpose: "Stock audit", officer_name: "Asha Rao Kulkarni" });
    const at = zonedInstant(dayAfter(2), "09:00", TZ);
    expect(visit.scheduled_at).toBe(at.toISOString());
    expect(await userHub(env, u.userId).reminders()).toEqual([expect.objectContaining({ visitId: visit.id, at: at.getTime() - 2 * 3600_000 })]);
  });

  it("moves the reminder on edit, and removes it on cancel and on completion", async () => {
    const u = await newInspector();
    const visit = await schedule(u);
    const res = await act(u.cookie, {
      intent: "update",
      id: visit.id,
      companyId: u.companyId,
      scheduledDate: dayAfter(3),
      scheduledTime: "14:30",
      purpose: "Re-audit",
    });
    expect(await res.json()).toEqual({ ok: true, message: "Visit updated successfully" });
    const [moved] = await userHub(env, u.userId).reminders();
    expect(moved.at).toBe(zonedInstant(dayAfter(3), "14:30", TZ).getTime() - 2 * 3600_000);
    expect(moved.body).toContain("Re-audit at 14:30");
    expect(await (await act(u.cookie, { intent: "cancel", id: visit.id })).json()).toEqual({ ok: true, message: "Visit cancelled successfully" });
    expect(await userHub(env, u.userId).reminders()).toEqual([]);
    expect(await count("SELECT count(*) AS n FROM scheduled_visits WHERE id = ?", visit.id)).toBe(0);

    const today = await schedule(u, dayAfter(0), "23:59");
    expect((await userHub(env, u.userId).reminders()).length).toBeLessThanOrEqual(1);
    expect(await (await act(u.cookie, { intent: "complete", id: today.id })).json()).toEqual({ ok: true, message: "Visit marked as completed" });
    expect(await userHub(env, u.userId).reminders()).toEqual([]);
    const refused = await act(u.cookie, {
      intent: "update",
      id: today.id,
      companyId: u.companyId,
      scheduledDate: dayAfter(1),
      scheduledTime: "09:00",
      purpose: "x",
    });
    expect(refused.status).toBe(409);
  });

  it("refuses Mark Complete before the visit's day, and dates in the past", async () => {
    const u = await newInspector();
    const later = await schedule(u, dayAfter(5));
    const early = await act(u.cookie, { intent: "complete", id: later.id });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ ok: false, message: "Failed to complete visit" });
    const past = await act(u.cookie, { intent: "create", companyId: u.companyId, scheduledDate: dayAfter(-1), scheduledTime: "09:00", purpose: "Audit" });
    expect(past.status).toBe(422);
    expect(await past.json()).toMatchObject({ message: "Date cannot be in the past", fieldErrors: { scheduledDate: "Date cannot be in the past" } });
  });

  it("gives 404 for another user's visit and changes nothing", async () => {
    const owner = await newInspector();
    const visit = await schedule(owner);
    const other = await newInspector();
    const edit = { companyId: other.companyId, scheduledDate: dayAfter(2), scheduledTime: "10:00", purpose: "x" };
    for (const intent of ["cancel", "complete", "update"]) {
      const res = await act(other.cookie, { intent, id: visit.id, ...(intent === "update" ? edit : {}) });
      expect(res.status, intent).toBe(404);
      expect(await res.json()).toMatchObject({ ok: false, message: "Visit not found" });
    }
    expect((await env.DB.prepare("SELECT purpose FROM scheduled_visits WHERE id = ?").bind(visit.id).first<{ purpose: string }>())!.purpose).toBe(
      "Stock audit",
    );
  });

  it("completes the visit and drops its reminder when an inspection is saved from it", async () => {
    const u = await newInspector();
    const visit = await schedule(u);
    const p = payload(u.companyId, [await uploadedPhoto(u.cookie, crypto.randomUUID())], { visitId: visit.id });
    expect((await save(u.cookie, p)).status).toBe(201);
    expect(await userHub(env, u.userId).reminders()).toEqual([]);
  });
});

describe("a reminder firing", () => {
  it("writes the notification, raises the count, pushes an encrypted message, drops gone subscriptions, tells open tabs, and never fires twice", async () => {
    const u = await newInspector();
    const subscriber = await newSubscriber();
    const gone = await newSubscriber();
    for (const [endpoint, keys] of [
      ["https://push.example.test/sub/live", subscriber.json],
      ["https://push.example.test/sub/gone", gone.json],
    ] as const) {
      const res = await SELF.fetch(`${ORIGIN}/app/push`, {
        method: "POST",
        headers: { Cookie: u.cookie, Origin: ORIGIN, Host: "localhost", "Content-Type": "application/json" },
        body: JSON.stringify({ endpoint, keys }),
      });
      expect(res.status).toBe(200);
    }
    const pushes = stubPushService(undefined, (url) => (url.endsWith("/gone") ? 410 : 201));

    // A second tab of the same user is listening.
    const ws = (await SELF.fetch(`${ORIGIN}/app/live`, { headers: { Upgrade: "websocket", Cookie: u.cookie } })).webSocket!;
    const messages: { type: string; count: number; title?: string }[] = [];
    ws.accept();
    ws.addEventListener("message", (e) => {
      messages.push(JSON.parse(e.data as string));
    });

    const visit = await schedule(u);
    await makeDue(u.userId, visit.id);
    expect(await runDurableObjectAlarm(stub(u.userId))).toBe(true);

    const note = await env.DB.prepare("SELECT * FROM notifications WHERE user_id = ?").bind(u.userId).first<Record<string, unknown>>();
    expect(note).toMatchObject({ title: "Upcoming visit: Acme Cold Storage", kind: "visit_reminder", visit_id: visit.id, read: 0 });
    expect(await userHub(env, u.userId).unreadCount(u.userId)).toBe(1);
    expect(
      (await env.DB.prepare("SELECT is_notification_sent FROM scheduled_visits WHERE id = ?").bind(visit.id).first<{ is_notification_sent: number }>())!
        .is_notification_sent,
    ).toBe(1);

    const live = pushes.find((p) => p.url.endsWith("/live"))!;
    expect(JSON.parse(await decryptPush(subscriber, live.body))).toEqual({
      title: "Upcoming visit: Acme Cold Storage",
      body: expect.stringContaining("Stock audit at 09:00"),
      tag: `visit-${visit.id}`,
      url: "/app/scheduling",
    });
    expect(live.headers.get("Content-Encoding")).toBe("aes128gcm");
    const vapid = await verifyVapid(live.headers.get("Authorization")!, live.url, env.VAPID_PUBLIC_KEY);
    expect(vapid.ok).toBe(true);
    expect(vapid.claims.aud).toBe(vapid.expectedAud);
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(await count("SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?", u.userId)).toBe(1);

    await expect
      .poll(() => messages.find((m) => m.type === "notification"))
      .toMatchObject({ type: "notification", count: 1, title: "Upcoming visit: Acme Cold Storage" });
    expect(await userHub(env, u.userId).reminders()).toEqual([]);

    // The same reminder again (a retried alarm) adds nothing.
    await userHub(env, u.userId).scheduleReminder(u.userId, { visitId: visit.id, at: (note!.id as string).split(":").map(Number)[2], title: "t", body: "b" });
    await runInDurableObject(stub(u.userId), (_i, state) => state.storage.setAlarm(Date.now() + 3600_000));
    await runDurableObjectAlarm(stub(u.userId));
    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ?", u.userId)).toBe(1);
    expect(await userHub(env, u.userId).unreadCount(u.userId)).toBe(1);
    ws.close();
  });

  it("sends no visit-reminder push when the user turned visit reminders off", async () => {
    const u = await newInspector();
    const subscriber = await newSubscriber();
    await SELF.fetch(`${ORIGIN}/app/push`, {
      method: "POST",
      headers: { Cookie: u.cookie, Origin: ORIGIN, Host: "localhost", "Content-Type": "application/json" },
      body: JSON.stringify({ endpoint: "https://push.example.test/sub/off", keys: subscriber.json }),
    });
    const settings = {
      intent: "settings",
      emailNotifications: "true",
      pushNotifications: "true",
      inspectionReminders: "true",
      visitReminders: "false",
      systemUpdates: "true",
    };
    expect((await post("/app/notifications?_data=routes%2Fapp.notifications", settings, { cookie: u.cookie })).status).toBe(200);
    const pushes = stubPushService();
    const visit = await schedule(u);
    await makeDue(u.userId, visit.id);
    await runDurableObjectAlarm(stub(u.userId));
    expect(pushes).toEqual([]);
    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ?", u.userId)).toBe(1);
  });
});

describe("notifications page", () => {
  it("marks read, marks all read, deletes and clears, keeping the count in step; another user's id is 404", async () => {
    const u = await newInspector();
    await seed(
      schema.notifications,
      ["a", "b", "c"].map((id) => rows.notification(u.userId, { id: `${u.userId}-${id}`, title: `Note ${id}`, message: "m" })),
    );
    await userHub(env, u.userId).reconcileUnread(u.userId);
    const send = (fields: Record<string, string>, cookie = u.cookie) => post("/app/notifications?_data=routes%2Fapp.notifications", fields, { cookie });
    expect(await (await send({ intent: "read", id: `${u.userId}-a` })).json()).toEqual({ ok: true, message: "Notification marked as read" });
    expect(await userHub(env, u.userId).unreadCount(u.userId)).toBe(2);
    const other = await newInspector();
    const refused = await send({ intent: "delete", id: `${u.userId}-b` }, other.cookie);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ ok: false, message: "Failed to delete notification" });
    expect(await (await send({ intent: "delete", id: `${u.userId}-b` })).json()).toEqual({ ok: true, message: "Notification deleted" });
    expect(await userHub(env, u.userId).unreadCount(u.userId)).toBe(1);
    expect(await (await send({ intent: "read-all" })).json()).toEqual({ ok: true, message: "All notifications marked as read" });
    expect(await userHub(env, u.userId).unreadCount(u.userId)).toBe(0);
    const page = await (await get("/app/notifications?_data=routes%2Fapp.notifications", u.cookie)).json<{ counts: Record<string, number> }>();
    expect(page.counts).toEqual({ all: 2, unread: 0, read: 2 });
    expect(await (await send({ intent: "clear" })).json()).toEqual({ ok: true, message: "All notifications cleared" });
    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ?", u.userId)).toBe(0);
  });

  it("refuses a live connection without a session", async () => {
    const res = await SELF.fetch(`${ORIGIN}/app/live`, { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(401);
  });
});
