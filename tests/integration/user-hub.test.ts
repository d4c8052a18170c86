import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { userHub } from "../../app/features/notifications/user-hub.server";
import { get, ORIGIN, signUp, userByEmail } from "./helpers";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";

async function addNotifications(userId: string, unread: number, read: number) {
  const flags = [...Array<boolean>(unread).fill(false), ...Array<boolean>(read).fill(true)];
  await seed(
    schema.notifications,
    flags.map((isRead, i) => rows.notification(userId, { title: `Reminder ${i}`, message: "Visit soon", read: isRead })),
  );
}

const liveSince = async (userId: string) =>
  (await env.DB.prepare("SELECT hub_live_since AS v FROM users WHERE id = ?").bind(userId).first<{ v: string | null }>())!.v;

async function openTab(cookie: string) {
  const ws = (await SELF.fetch(`${ORIGIN}/app/live`, { headers: { Upgrade: "websocket", Cookie: cookie } })).webSocket!;
  const messages: { type: string; count: number }[] = [];
  ws.accept();
  ws.addEventListener("message", (e) => {
    messages.push(JSON.parse(e.data as string));
  });
  return { ws, messages };
}

describe("UserHub unread count", () => {
  it("answers from D1 while the user has no tab open, so rows written elsewhere count at once", async () => {
    const { email } = await signUp();
    const userId = String((await userByEmail(email))!.id);
    await addNotifications(userId, 3, 2);
    const hub = userHub(env, userId);
    expect(await hub.unreadCount(userId)).toBe(3);
    await addNotifications(userId, 1, 0);
    expect(await hub.unreadCount(userId)).toBe(4);
    expect(await hub.reconcileUnread(userId)).toBe(4);
    expect(await liveSince(userId)).toBeNull();
  });

  it("keeps a live count while a tab is open, flags the user row, and drops both when the last tab closes", async () => {
    const { email, cookie } = await signUp();
    const userId = String((await userByEmail(email))!.id);
    await addNotifications(userId, 2, 0);
    const first = await openTab(cookie);
    const second = await openTab(cookie);
    await expect.poll(() => first.messages[0]).toEqual({ type: "unread", count: 2 });
    await expect.poll(() => second.messages[0]).toEqual({ type: "unread", count: 2 });
    expect(await liveSince(userId)).not.toBeNull();

    await addNotifications(userId, 1, 0);
    expect(await userHub(env, userId).reconcileUnread(userId)).toBe(3);
    await expect.poll(() => second.messages.at(-1)).toEqual({ type: "unread", count: 3 });

    first.ws.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(await liveSince(userId)).not.toBeNull();
    second.ws.close();
    await expect.poll(() => liveSince(userId)).toBeNull();
    await addNotifications(userId, 1, 0);
    expect(await userHub(env, userId).unreadCount(userId)).toBe(4);
  });

  it("drives the bell badge, capped at 99", async () => {
    const { email, cookie } = await signUp();
    const userId = String((await userByEmail(email))!.id);
    await addNotifications(userId, 2, 0);
    expect(await (await get("/app", cookie)).text()).toContain('aria-label="Notifications, 2 unread"');
    await seed(
      schema.notifications,
      Array.from({ length: 150 }, (_, i) => rows.notification(userId, { id: `${userId}-${i}` })),
    );
    const page = await (await get("/app", cookie)).text();
    expect(page).toContain('aria-label="Notifications, 152 unread"');
    expect(page).toContain(">99+</span>");
  });

  it("keeps one user's count apart from another's", async () => {
    const a = String((await userByEmail((await signUp()).email))!.id);
    const b = String((await userByEmail((await signUp()).email))!.id);
    await addNotifications(a, 5, 0);
    expect(await userHub(env, a).unreadCount(a)).toBe(5);
    expect(await userHub(env, b).unreadCount(b)).toBe(0);
  });
});
