import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { userHub } from "../../app/lib/user-hub.server";
import { get, signUp, userByEmail } from "./helpers";

async function addNotifications(userId: string, unread: number, read: number) {
  const rows = [...Array(unread).fill(0), ...Array(read).fill(1)];
  for (const [i, r] of rows.entries()) {
    await env.DB.prepare("INSERT INTO notifications (id, user_id, title, message, read) VALUES (?, ?, ?, ?, ?)")
      .bind(crypto.randomUUID(), userId, `Reminder ${i}`, "Visit soon", r)
      .run();
  }
}

describe("UserHub unread count", () => {
  it("reconciles from D1 when it starts empty, then counts up and down without going below zero", async () => {
    const { email } = await signUp();
    const userId = String((await userByEmail(email))!.id);
    await addNotifications(userId, 3, 2);
    const hub = userHub(env, userId);
    expect(await hub.unreadCount(userId)).toBe(3);
    expect(await hub.adjustUnread(userId, 1)).toBe(4);
    expect(await hub.adjustUnread(userId, -10)).toBe(0);
    expect(await hub.reconcileUnread(userId)).toBe(3);
  });

  it("drives the bell badge, capped at 99", async () => {
    const { email, cookie } = await signUp();
    const userId = String((await userByEmail(email))!.id);
    await addNotifications(userId, 2, 0);
    expect(await (await get("/app", cookie)).text()).toContain('aria-label="Notifications, 2 unread"');
    await userHub(env, userId).adjustUnread(userId, 150);
    const page = await (await get("/app", cookie)).text();
    expect(page).toContain('aria-label="Notifications, 152 unread"');
    expect(page).toContain(">99+</span>");
  });

  it("counts a notification written before the first adjustment only once", async () => {
    const { email } = await signUp();
    const userId = String((await userByEmail(email))!.id);
    await addNotifications(userId, 1, 0);
    expect(await userHub(env, userId).adjustUnread(userId, 1)).toBe(1);
    await addNotifications(userId, 1, 0);
    expect(await userHub(env, userId).adjustUnread(userId, 1)).toBe(2);
  });

  it("keeps one user's count apart from another's", async () => {
    const a = String((await userByEmail((await signUp()).email))!.id);
    const b = String((await userByEmail((await signUp()).email))!.id);
    await userHub(env, a).adjustUnread(a, 5);
    expect(await userHub(env, b).unreadCount(b)).toBe(0);
  });
});
