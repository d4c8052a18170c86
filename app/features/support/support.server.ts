// Support messages on the server: kept for the administrators with the answer-by time the sender was
// promised, the inbox they work from, each message's history, and the sender's own view of theirs.
import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { SupportEvent, SupportMessage, User } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { userActivityCounts } from "../../platform/user-counts.server";
import { answerBy, type InboxFilters } from "./inbox";
import type { SupportInput } from "./support-form";

const m = schema.supportMessages;
const e = schema.supportEvents;
export const INBOX_PAGE = 100;
export const MY_REQUESTS_LIMIT = 50;

export async function saveSupportMessage(db: Db, user: Pick<User, "id" | "accountType">, message: SupportInput, now = new Date()) {
  await db.insert(m).values({
    id: newId(),
    userId: user.id,
    ...message,
    organization: message.organization || null,
    accountType: user.accountType,
    answerBy: answerBy(user.accountType, now),
    createdAt: now.toISOString(),
  });
}

export type InboxRow = Pick<
  SupportMessage,
  "id" | "name" | "email" | "accountType" | "category" | "priority" | "subject" | "status" | "answerBy" | "createdAt"
>;

export interface InboxCounts {
  open: number;
  overdue: number;
}

/** The tab's figures, from the status index alone. */
export async function inboxCounts(db: Db, now = new Date()): Promise<InboxCounts> {
  const [row] = await db
    .select({ open: count(), overdue: sql<number>`coalesce(sum(${m.answerBy} < ${now.toISOString()}), 0)` })
    .from(m)
    .where(eq(m.status, "open"));
  return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
}

/** Open messages first, the soonest due at the top; then answered and closed ones, newest first. */
export async function inbox(db: Db, filters: InboxFilters): Promise<InboxRow[]> {
  return db
    .select({
      id: m.id,
      name: m.name,
      email: m.email,
      accountType: m.accountType,
      category: m.category,
      priority: m.priority,
      subject: m.subject,
      status: m.status,
      answerBy: m.answerBy,
      createdAt: m.createdAt,
    })
    .from(m)
    .where(
      and(
        filters.status ? eq(m.status, filters.status) : undefined,
        filters.category ? eq(m.category, filters.category) : undefined,
        filters.priority ? eq(m.priority, filters.priority) : undefined,
      ),
    )
    .orderBy(sql`${m.status} <> 'open'`, sql`CASE WHEN ${m.status} = 'open' THEN ${m.answerBy} END`, desc(m.createdAt))
    .limit(INBOX_PAGE);
}

export interface SupportThread {
  message: SupportMessage;
  events: SupportEvent[];
  sender: Pick<User, "id" | "email" | "firstName" | "lastName" | "accountType" | "isActive" | "createdAt"> | null;
  activity: { inspections: number; companies: number; visits: number };
}

/** One message with its history and its sender's account, for the administrator. */
export async function supportThread(db: Db, id: string): Promise<SupportThread | null> {
  const message = await db.select().from(m).where(eq(m.id, id)).get();
  if (!message) return null;
  const u = schema.users;
  const [events, sender] = await db.batch([
    db.select().from(e).where(eq(e.messageId, id)).orderBy(asc(e.createdAt), asc(e.id)),
    db
      .select({
        id: u.id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        accountType: u.accountType,
        isActive: u.isActive,
        createdAt: u.createdAt,
      })
      .from(u)
      .where(eq(u.id, message.userId)),
  ]);
  return { message, events, sender: sender[0] ?? null, activity: await userActivityCounts(db, message.userId) };
}

export type MyRequest = Pick<SupportMessage, "id" | "category" | "priority" | "subject" | "message" | "status" | "answerBy" | "createdAt"> & {
  answers: Pick<SupportEvent, "id" | "text" | "actorName" | "createdAt">[];
};

/** The sender's own messages, newest first, each with the answers they were sent. */
export async function myRequests(db: Db, userId: string): Promise<MyRequest[]> {
  const rows = await db
    .select({
      id: m.id,
      category: m.category,
      priority: m.priority,
      subject: m.subject,
      message: m.message,
      status: m.status,
      answerBy: m.answerBy,
      createdAt: m.createdAt,
    })
    .from(m)
    .where(eq(m.userId, userId))
    .orderBy(desc(m.createdAt))
    .limit(MY_REQUESTS_LIMIT);
  const answers = rows.length
    ? await db
        .select({ id: e.id, messageId: e.messageId, text: e.text, actorName: e.actorName, createdAt: e.createdAt })
        .from(e)
        .where(
          and(
            inArray(
              e.messageId,
              rows.map((r) => r.id),
            ),
            eq(e.kind, "answer"),
          ),
        )
        .orderBy(asc(e.createdAt))
    : [];
  return rows.map((r) => ({ ...r, answers: answers.filter((a) => a.messageId === r.id).map(({ messageId: _m, ...a }) => a) }));
}

/** Open messages whose answer-by time falls before `through` and whose reminder is not yet sent. */
export async function nearingAnswerBy(db: Db, through: string) {
  return db
    .select({ id: m.id, subject: m.subject, name: m.name, answerBy: m.answerBy })
    .from(m)
    .where(and(eq(m.status, "open"), lt(m.answerBy, through), sql`${m.remindedAt} IS NULL`))
    .orderBy(asc(m.answerBy))
    .limit(INBOX_PAGE);
}
