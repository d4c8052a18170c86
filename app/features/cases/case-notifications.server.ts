// What the inspector hears about their cases. The notification row goes in the assigning D1 batch
// (allocation.server.ts), so a case is never given out without it; after the batch the user's Durable
// Object raises the live badge and pushes, and keeps the case's "due soon" reminder (kind `case`) on the
// visits' alarm, fired by `fireCaseReminder` (registered in workers/reminders.ts).
import { sql } from "drizzle-orm";
import { OPEN_STATUSES, statusList } from "../../platform/db/case-status";
import { schema } from "../../platform/db/db.server";
import type { Case } from "../../platform/db/schema";
import { recordNotificationsWhere } from "../../platform/notifications/record";
import { type ReminderHandler, reminderKey } from "../../platform/reminders/registry";
import { myCasesUrl } from "../notifications/case-audience";
import { memberNow } from "../notifications/case-recipients.server";
import { userHub } from "../notifications/user-hub.server";
import { reminderTime } from "../../platform/time/due";

export const CASE_REMINDER = "case";
const caseReminderKey = (caseId: string) => reminderKey(CASE_REMINDER, caseId);

type CaseFacts = Pick<Case, "id" | "organizationId" | "reference" | "companyName" | "siteAddress" | "dueAt">;

export function assignmentNote(c: CaseFacts, reassigned: boolean) {
  return {
    title: `${reassigned ? "Case reassigned to you" : "New case"}: ${c.companyName}`,
    body: `Reference ${c.reference}, ${c.siteAddress}`,
  };
}

/** After the batch: the badge and push for `added` new assignments, with the last one's words. */
export async function announceAssignment(env: Env, userId: string, code: string, c: CaseFacts, reassigned: boolean, added = 1) {
  const note = assignmentNote(c, reassigned);
  const many = added > 1 ? { title: `${added} new cases`, body: `The latest: ${note.title.split(": ")[1]}` } : note;
  await userHub(env, userId).announce(
    userId,
    { ...many, tag: `case-${c.id}`, url: myCasesUrl(code), setting: "inspectionReminders", organizationId: c.organizationId },
    added,
  );
}

/** The spec's visit reminder (2 hours before, or the next step that still lies ahead) for the case's assignee. */
export async function scheduleCaseReminder(env: Env, userId: string, code: string, c: CaseFacts, now = new Date()) {
  const hub = userHub(env, userId);
  const at = reminderTime(new Date(c.dueAt), now);
  if (!at) return hub.cancelReminder(userId, caseReminderKey(c.id));
  await hub.scheduleReminder(userId, {
    visitId: caseReminderKey(c.id),
    at: at.getTime(),
    title: `Case due soon: ${c.companyName}`,
    body: `Reference ${c.reference}, ${c.siteAddress}`,
    url: myCasesUrl(code),
  });
}

export async function cancelCaseReminder(env: Env, userId: string, caseId: string) {
  await userHub(env, userId).cancelReminder(userId, caseReminderKey(caseId));
}

/**
 * The hub's alarm for a case: the notification and cases.reminded_at in one batch, both only while the case is
 * still open, this user's and not yet reminded, so a retried alarm or a reassignment never sends twice.
 */
export const fireCaseReminder: ReminderHandler = async ({ db, userId, announce }, caseId, reminder) => {
  const guard = sql`cases.id = ${caseId} AND cases.assignee_id = ${userId} AND cases.reminded_at IS NULL
      AND cases.status IN (${statusList(OPEN_STATUSES)}) AND ${memberNow(sql`cases.organization_id`, userId)}`;
  const n = schema.notifications;
  const now = new Date().toISOString();
  const [inserted] = await db.batch([
    recordNotificationsWhere(
      db,
      {
        id: sql`'case-reminder:' || id || ':' || ${userId}`,
        userId,
        title: reminder.title,
        message: reminder.body,
        kind: "case_reminder",
        sentAt: now,
        organizationId: sql`organization_id`,
      },
      sql`FROM cases WHERE ${guard}`,
    )
      .onConflictDoNothing()
      .returning({ organizationId: n.organizationId }),
    db.update(schema.cases).set({ remindedAt: now }).where(guard),
  ]);
  if (inserted.length === 0) return;
  await announce({
    title: reminder.title,
    body: reminder.body,
    tag: `case-${caseId}`,
    url: reminder.url ?? "/app",
    setting: "visitReminders",
    organizationId: inserted[0].organizationId ?? undefined,
  });
};
