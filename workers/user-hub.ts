// One Durable Object per user (idFromName(userId)): the live unread count, and later reminder
// alarms and live updates to open tabs. The count is reconciled from D1 whenever storage is empty.
import { DurableObject } from "cloudflare:workers";

export class UserHub extends DurableObject<Env> {
  private async count(userId: string): Promise<number> {
    const stored = await this.ctx.storage.get<number>("unread");
    if (stored !== undefined) return stored;
    return this.reconcileUnread(userId);
  }

  /** Recounts unread notifications in D1 and stores the result. */
  async reconcileUnread(userId: string): Promise<number> {
    const row = await this.env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read = 0")
      .bind(userId)
      .first<{ n: number }>();
    const n = row?.n ?? 0;
    await this.ctx.storage.put("unread", n);
    return n;
  }

  async unreadCount(userId: string): Promise<number> {
    return this.count(userId);
  }

  /** Raises (delta > 0) or lowers the count; never below zero. Returns the new count. */
  async adjustUnread(userId: string, delta: number): Promise<number> {
    const n = Math.max(0, (await this.count(userId)) + delta);
    await this.ctx.storage.put("unread", n);
    return n;
  }
}
