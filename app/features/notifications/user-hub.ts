// One Durable Object per user (idFromName(userId)):
// - the unread count: kept live while the user has tabs open, read from D1 otherwise;
// - one reminder per open visit and a single alarm at the earliest one;
// - WebSockets of the user's open tabs (hibernatable), told about new counts and notifications.
import { DurableObject } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "../../platform/db/db.server";
import { sendPush } from "./push.server";
import { pushAllowed } from "../../platform/settings";
import { CASE_REMINDER_PREFIX } from "./reminder-keys";
import { isMemberNow, memberNow } from "./case-recipients.server";
import { fireReviewReminder, REVIEW_REMINDER_PREFIX } from "../review/review-notifications.server";

export interface Reminder {
  /** The visit reminded of; a case's reminder uses `case:<caseId>` (reminder-keys.ts). */
  visitId: string;
  /** Epoch milliseconds. */
  at: number;
  title: string;
  body: string;
  /** Where the notification leads (a case's reminder: My cases). */
  url?: string;
}

export type LiveMessage = { type: "unread"; count: number } | { type: "notification"; count: number; title: string; body: string };

const REMINDER_PREFIX = "reminder:";

/** What `announce` tells the user: the notification row is already in D1. */
export interface Announcement {
  title: string;
  body: string;
  tag: string;
  url: string;
  /** The user's push setting this kind of notification follows. */
  setting: "visitReminders" | "inspectionReminders" | "systemUpdates";
  /** A case's notification: sent only while the user is still a member of this organization. */
  organizationId?: string;
}

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

  /**
   * A case's reminder: the notification and cases.reminded_at in one batch, both only while the case is
   * still open, this user's and not yet reminded, so a retried alarm or a reassignment never sends twice.
   */
  private async fireCase(userId: string, caseId: string, reminder: Reminder) {
    const db = getDb(this.env.DB);
    const guard = sql`cases.id = ${caseId} AND cases.assignee_id = ${userId} AND cases.reminded_at IS NULL
      AND cases.status IN ('assigned', 'in_progress', 'revisit') AND ${memberNow(sql`cases.organization_id`, userId)}`;
    const n = schema.notifications;
    // An insert from a select lists every column of the table, in the table's order.
    const [inserted] = await db.batch([
      db
        .insert(n)
        .select(
          sql`SELECT 'case-reminder:' || id || ':' || ${userId}, ${userId}, ${reminder.title}, ${reminder.body}, 'case_reminder', NULL, NULL, NULL, 0, ${new Date().toISOString()}, NULL, organization_id FROM cases WHERE ${guard}`,
        )
        .onConflictDoNothing()
        .returning({ organizationId: n.organizationId }),
      db.update(schema.cases).set({ remindedAt: new Date().toISOString() }).where(guard),
    ]);
    if (inserted.length === 0) return;
    await this.announce(userId, {
      title: reminder.title,
      body: reminder.body,
      tag: `case-${caseId}`,
      url: reminder.url ?? "/app",
      setting: "visitReminders",
      organizationId: inserted[0].organizationId ?? undefined,
    });
  }

  /** Writes the notification once (its id is fixed per reminder), raises the count, pushes, tells tabs. */
  private async fire(userId: string, reminder: Reminder) {
    if (reminder.visitId.startsWith(CASE_REMINDER_PREFIX)) return this.fireCase(userId, reminder.visitId.slice(CASE_REMINDER_PREFIX.length), reminder);
    // A submission's 24-hour review reminder goes to the organization's reviewers, not to this user.
    if (reminder.visitId.startsWith(REVIEW_REMINDER_PREFIX))
      return fireReviewReminder(this.env, getDb(this.env.DB), reminder.visitId.slice(REVIEW_REMINDER_PREFIX.length), reminder);
    const db = getDb(this.env.DB);
    const inserted = await db
      .insert(schema.notifications)
      .values({
        id: `reminder:${reminder.visitId}:${reminder.at}`,
        userId,
        title: reminder.title,
        message: reminder.body,
        kind: "visit_reminder",
        visitId: reminder.visitId,
      })
      .onConflictDoNothing()
      .returning({ id: schema.notifications.id });
    if (inserted.length === 0) return;
    await db.update(schema.scheduledVisits).set({ isNotificationSent: true }).where(eq(schema.scheduledVisits.id, reminder.visitId));
    const n = await this.shift(userId, 1);
    this.broadcast({ type: "notification", count: n, title: reminder.title, body: reminder.body });
    const user = await db.select({ settings: schema.users.settings }).from(schema.users).where(eq(schema.users.id, userId)).get();
    if (pushAllowed(user?.settings, "visitReminders")) {
      await sendPush(this.env, db, userId, { title: reminder.title, body: reminder.body, tag: `visit-${reminder.visitId}`, url: "/app/scheduling" });
    }
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
