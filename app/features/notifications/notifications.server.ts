// The user's notifications: list (50 newest), read, read all, delete, clear (settings: settings.ts).
// Every change recounts unread in the user's Durable Object, which tells the open tabs.
import { and, desc, eq, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { userHub } from "./user-hub.server";

const n = schema.notifications;
export const NOTIFICATION_LIMIT = 50;

export async function listNotifications(db: Db, userId: string) {
  const [rows, [counts]] = await db.batch([
    db.select().from(n).where(eq(n.userId, userId)).orderBy(desc(n.sentAt), desc(n.id)).limit(NOTIFICATION_LIMIT),
    db
      .select({ all: sql<number>`count(*)`, unread: sql<number>`coalesce(sum(${n.read} = 0), 0)` })
      .from(n)
      .where(eq(n.userId, userId)),
  ]);
  return { notifications: rows, counts: { all: counts.all, unread: counts.unread, read: counts.all - counts.unread } };
}

type Change = { intent: "read"; id: string } | { intent: "read-all" } | { intent: "delete"; id: string } | { intent: "clear" };

/** Applies one change; false when the notification is not the user's. */
export async function changeNotifications(env: Env, db: Db, userId: string, change: Change): Promise<boolean> {
  const now = new Date().toISOString();
  let touched = true;
  if (change.intent === "read") {
    const rows = await db
      .update(n)
      .set({ read: true, readAt: now })
      .where(and(eq(n.id, change.id), eq(n.userId, userId)))
      .returning({ id: n.id });
    touched = rows.length === 1;
  } else if (change.intent === "read-all") {
    await db
      .update(n)
      .set({ read: true, readAt: now })
      .where(and(eq(n.userId, userId), eq(n.read, false)));
  } else if (change.intent === "delete") {
    const rows = await db
      .delete(n)
      .where(and(eq(n.id, change.id), eq(n.userId, userId)))
      .returning({ id: n.id });
    touched = rows.length === 1;
  } else {
    await db.delete(n).where(eq(n.userId, userId));
  }
  await userHub(env, userId).reconcileUnread(userId);
  return touched;
}
