// What an administrator does with a support message: answer it (the answer is mailed to the sender and
// lands in their notifications) and change its status. Each change is one D1 batch with its history
// row and the admin log's entry; the mail and the live badge follow the batch, so a failed mail never
// loses the answer, and the administrator is told it was not sent.
import { and, eq, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { SupportStatus, User } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { insertSelect } from "../../platform/db/insert-select";
import { recordNotification } from "../../platform/notifications/record";
import { sendMail } from "../../platform/mail.server";
import { fullName } from "../../platform/names";
import { Refusal } from "../../platform/refusal";
import { activityRow } from "../admin/admin.server";
import { userHub } from "../notifications/user-hub.server";
import { remindThrough, SUPPORT_STATUS_LABELS } from "./inbox";
import { nearingAnswerBy } from "./support.server";

const m = schema.supportMessages;
const e = schema.supportEvents;
export const MY_REQUESTS_URL = "/app/support?tab=requests";

async function found(db: Db, id: string) {
  const message = await db.select().from(m).where(eq(m.id, id)).get();
  if (!message) throw new Refusal(404, "This support message does not exist.");
  return message;
}

export async function answerSupport(env: Env, db: Db, admin: User, id: string, text: string): Promise<string> {
  const message = await found(db, id);
  const eventId = newId();
  const title = `Support answered: ${message.subject}`;
  await db.batch([
    db.insert(e).values({ id: eventId, messageId: id, actorId: admin.id, actorName: fullName(admin), kind: "answer", status: "answered", text }),
    db.update(m).set({ status: "answered" }).where(eq(m.id, id)),
    recordNotification(db, { id: `support-answer:${eventId}`, userId: message.userId, title, message: text.slice(0, 500), kind: "support_answer" }),
    activityRow(db, admin, "support_answer", `Answered support message "${message.subject}" from ${message.email}`, message.userId),
  ]);
  await userHub(env, message.userId).announce(message.userId, {
    title,
    body: text.slice(0, 200),
    tag: `support-${id}`,
    url: MY_REQUESTS_URL,
    setting: "systemUpdates",
  });
  try {
    await sendMail(env, {
      to: message.email,
      subject: `Re: ${message.subject}`,
      text: `${text}\n\n— SiteProof Support\nYour requests: ${env.APP_URL}${MY_REQUESTS_URL}`,
    });
    return `Answer sent to ${message.email}.`;
  } catch (error) {
    console.error("Support answer mail failed", error);
    return `The answer is saved and in ${message.email}'s notifications, but the e-mail could not be sent.`;
  }
}

export async function setSupportStatus(db: Db, admin: User, id: string, status: SupportStatus): Promise<string> {
  const message = await found(db, id);
  const already = () => new Refusal(409, `This message is already ${SUPPORT_STATUS_LABELS[status].toLowerCase()}.`);
  if (message.status === status) throw already();
  // Both statements hold only while the status is still the one read, so of two administrators
  // changing it at once exactly one writes the change and its history row.
  const still = and(eq(m.id, id), eq(m.status, message.status));
  const [, changed] = await db.batch([
    insertSelect(
      db,
      e,
      { id: newId(), messageId: m.id, actorId: admin.id, actorName: fullName(admin), kind: "status", status, text: "" },
      sql`FROM ${m} WHERE ${still}`,
    ),
    db.update(m).set({ status }).where(still).returning({ id: m.id }),
  ]);
  if (!changed.length) throw already();
  await activityRow(db, admin, "support_status", `Marked support message "${message.subject}" ${SUPPORT_STATUS_LABELS[status]}`, message.userId);
  return `Marked ${SUPPORT_STATUS_LABELS[status]}.`;
}

/**
 * The hourly cron's part: each open message due within the hour, not yet reminded, notifies every
 * active administrator once. The notification ids are fixed per message and administrator, and the
 * reminded mark is set in the same batch, so a second run sends nothing.
 */
export async function remindSupportAdmins(env: Env, db: Db, now = new Date()): Promise<number> {
  const due = await nearingAnswerBy(db, remindThrough(now));
  if (!due.length) return 0;
  const u = schema.users;
  const admins = await db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.role, "admin"), eq(u.isActive, true)));
  let sent = 0;
  for (const row of due) {
    const title = `Support message due soon: ${row.subject}`;
    const body = `From ${row.name}, to be answered by ${new Date(row.answerBy).toUTCString()}`;
    const [marked] = await db.batch([
      db
        .update(m)
        .set({ remindedAt: now.toISOString() })
        .where(and(eq(m.id, row.id), sql`${m.remindedAt} IS NULL`))
        .returning({ id: m.id }),
      ...admins.map((a) =>
        recordNotification(db, {
          id: `support-reminder:${row.id}:${a.id}`,
          userId: a.id,
          title,
          message: body,
          kind: "support_reminder",
        }).onConflictDoNothing(),
      ),
    ]);
    if (!marked.length) continue;
    sent++;
    for (const a of admins)
      await userHub(env, a.id).announce(a.id, { title, body, tag: `support-${row.id}`, url: `/app/admin/support/${row.id}`, setting: "systemUpdates" });
  }
  return sent;
}
