// One Durable Object per user (idFromName(userId)):
// - the unread count: kept live while the user has tabs open, read from D1 otherwise;
// - the reminders (platform/reminders/registry.ts) and a single alarm at the earliest one; a due reminder goes to
//   the handler its kind registered, so the hub imports no feature and writes no case or visit row;
// - WebSockets of the user's open tabs (hibernatable), told about new counts and notifications.
import { DurableObject } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { getDb, schema } from "../../platform/db/db.server";
import type { Announcement } from "../../platform/notifications/announcement";
import { type Reminder, reminderHandler } from "../../platform/reminders/registry";
import { pushAllowed } from "../../platform/settings";
import { sendPush } from "./push.server";
import { isMemberNow } from "./case-recipients.server";

export type LiveMessage = { type: "unread"; count: number } | { type: "notification"; count: number; title: string; body: string };

const REMINDER_PREFIX = "reminder:";

export class UserHub extends DurableObject<Env> {
  private async remember(userId: string) {
    await this.ctx.storage.put("userId", userId);
  }

  /**
   * The count is kept in storage only while tabs are open, and the user row says so
   * (hub_live_since), so that a broadcast can write its rows and wake just the live hubs. A hub
   * without tabs answers from D1, which always holds the truth.
   */
  private live(except?: WebSocket): boolean {
    return this.ctx.getWebSockets().some((ws) => ws !== except);
  }

  private async count(userId: string): Promise<number> {
    const stored = await this.ctx.storage.get<number>("unread");
    if (stored !== undefined && this.live()) return stored;
    if (stored !== undefined) await this.goQuiet(userId);
    return this.countInD1(userId);
  }

  private async countInD1(userId: string): Promise<number> {
    const row = await this.env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read = 0").bind(userId).first<{ n: number }>();
    return row?.n ?? 0;
  }

  private async recount(userId: string): Promise<number> {
    const n = await this.countInD1(userId);
    if (this.live()) await this.ctx.storage.put("unread", n);
    return n;
  }

  /**
   * Flags the user row before counting. A broadcast reads the flag after writing its rows, so it
   * either sees the flag and calls this hub, or wrote its rows before the flag, hence before this count.
   */
  private async goLive(userId: string) {
    await this.env.DB.prepare("UPDATE users SET hub_live_since = ? WHERE id = ?").bind(new Date().toISOString(), userId).run();
  }

  private async goQuiet(userId: string) {
    await this.ctx.storage.delete("unread");
    await this.env.DB.prepare("UPDATE users SET hub_live_since = NULL WHERE id = ?").bind(userId).run();
  }

  /** Recounts unread notifications in D1, stores (while live) and announces the result. */
  async reconcileUnread(userId: string): Promise<number> {
    await this.remember(userId);
    const n = await this.recount(userId);
    this.broadcast({ type: "unread", count: n });
    return n;
  }

  async unreadCount(userId: string): Promise<number> {
    await this.remember(userId);
    return this.count(userId);
  }

  /** Raises the count after the change is already in D1. */
  private async shift(userId: string, delta: number): Promise<number> {
    const stored = await this.ctx.storage.get<number>("unread");
    if (stored === undefined || !this.live()) return this.count(userId);
    const n = Math.max(0, stored + delta);
    await this.ctx.storage.put("unread", n);
    return n;
  }

  // Reminders ---------------------------------------------------------------------------------

  async scheduleReminder(userId: string, reminder: Reminder): Promise<void> {
    await this.remember(userId);
    await this.ctx.storage.put(REMINDER_PREFIX + reminder.visitId, reminder);
    await this.armAlarm();
  }

  async cancelReminder(userId: string, visitId: string): Promise<void> {
    await this.remember(userId);
    await this.ctx.storage.delete(REMINDER_PREFIX + visitId);
    await this.armAlarm();
  }

  async reminders(): Promise<Reminder[]> {
    return [...(await this.ctx.storage.list<Reminder>({ prefix: REMINDER_PREFIX })).values()].sort((a, b) => a.at - b.at);
  }

  private async armAlarm() {
    const [next] = await this.reminders();
    if (next) await this.ctx.storage.setAlarm(next.at);
    else await this.ctx.storage.deleteAlarm();
  }

  async alarm(): Promise<void> {
    const userId = await this.ctx.storage.get<string>("userId");
    if (userId) {
      for (const reminder of await this.reminders()) {
        if (reminder.at > Date.now() + 1000) break;
        await this.fire(userId, reminder);
        await this.ctx.storage.delete(REMINDER_PREFIX + reminder.visitId);
      }
    }
    await this.armAlarm();
  }

  /** Hands a due reminder to its kind's handler, which writes its rows once and announces them through this hub. */
  private async fire(userId: string, reminder: Reminder) {
    const found = reminderHandler(reminder.visitId);
    if (!found) return console.error(`No handler for the reminder ${reminder.visitId}`);
    const ctx = { env: this.env, db: getDb(this.env.DB), userId, announce: (a: Announcement, added?: number) => this.announce(userId, a, added) };
    await found.handler(ctx, found.subject, reminder);
  }

  /** Notification rows just written to D1 (assignments): raises the count, tells tabs, pushes. */
  async announce(userId: string, a: Announcement, added = 1): Promise<void> {
    await this.remember(userId);
    const db = getDb(this.env.DB);
    if (a.organizationId && !(await isMemberNow(db, a.organizationId, userId))) return;
    const n = await this.shift(userId, added);
    this.broadcast({ type: "notification", count: n, title: a.title, body: a.body });
    const user = await db.select({ settings: schema.users.settings }).from(schema.users).where(eq(schema.users.id, userId)).get();
    if (pushAllowed(user?.settings, a.setting)) await sendPush(this.env, db, userId, { title: a.title, body: a.body, tag: a.tag, url: a.url });
  }

  // Live updates to open tabs -----------------------------------------------------------------

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") return new Response("Expected a WebSocket", { status: 426 });
    const userId = request.headers.get("X-User-Id");
    if (!userId) return new Response("Unauthorized", { status: 401 });
    await this.remember(userId);
    const first = !this.live();
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    if (first) await this.goLive(userId);
    const count = first ? await this.recount(userId) : await this.count(userId);
    pair[1].send(JSON.stringify({ type: "unread", count } satisfies LiveMessage));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer) {
    if (message === "ping") ws.send("pong");
  }

  async webSocketClose(ws: WebSocket, code: number) {
    ws.close(code === 1005 ? 1000 : code, "closing");
    await this.lastTabGone(ws);
  }

  async webSocketError(ws: WebSocket) {
    await this.lastTabGone(ws);
  }

  private async lastTabGone(ws: WebSocket) {
    const userId = await this.ctx.storage.get<string>("userId");
    if (userId && !this.live(ws)) await this.goQuiet(userId);
  }

  private broadcast(message: LiveMessage) {
    const text = JSON.stringify(message);
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
      } catch {
        // A socket that is closing will be dropped by the runtime.
      }
    }
  }
}
