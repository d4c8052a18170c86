// What the review tells: Not verified and Re-visit notify the inspector with a row in the disposition's
// batch; a case still unreviewed 24 hours after its submission reminds the reviewers once. That reminder is
// kept in the inspector's hub (`review:<caseId>`, scheduled with the submission: notifications/reviewers.server.ts)
// and fired here (registered in workers/reminders.ts): the rows and cases.review_reminded_at in one batch,
// guarded so a retry never sends twice.
import { and, eq, sql } from "drizzle-orm";
import { schema } from "../../platform/db/db.server";
import type { Case, DispositionOutcome } from "../../platform/db/schema";
import { REVIEWABLE_STATUSES, statusList } from "../../platform/db/case-status";
import { recordNotificationsWhere } from "../../platform/notifications/record";
import type { Reminder, ReminderContext } from "../../platform/reminders/registry";
import { userHub } from "../notifications/user-hub.server";
import { myCasesUrl, REVIEW_REMINDER_MS } from "../notifications/case-audience";
import { reviewers, reviewersSource } from "../notifications/reviewers.server";
import { OUTCOME_LABELS } from "../evidence/disposition";

type CaseFacts = Pick<Case, "id" | "reference" | "companyName" | "organizationId">;

export function inspectorNote(c: CaseFacts, outcome: DispositionOutcome, remark: string) {
  return { title: `${OUTCOME_LABELS[outcome]}: ${c.companyName}`, body: `Reference ${c.reference}: ${remark}` };
}

export async function announceToInspector(env: Env, userId: string, code: string, c: CaseFacts, note: { title: string; body: string }) {
  await userHub(env, userId).announce(userId, {
    ...note,
    tag: `case-${c.id}`,
    url: myCasesUrl(code),
    setting: "inspectionReminders",
    organizationId: c.organizationId,
  });
}

/**
 * The hub's alarm for `review:<caseId>`: reminds the reviewers once if the case is still submitted and
 * unreviewed 24 hours on. The notification rows and review_reminded_at go in one guarded batch.
 */
export async function fireReviewReminder({ env, db }: Pick<ReminderContext, "env" | "db">, caseId: string, reminder: Reminder, now = new Date()) {
  const found = await db.select().from(schema.cases).where(eq(schema.cases.id, caseId)).get();
  if (!found) return;
  const due = new Date(now.getTime() - REVIEW_REMINDER_MS + 60_000).toISOString();
  const guard = sql`EXISTS (SELECT 1 FROM cases WHERE id = ${caseId} AND status IN (${statusList(REVIEWABLE_STATUSES)}) AND review_reminded_at IS NULL AND submitted_at <= ${due})`;
  const at = now.toISOString();
  const [inserted] = await db.batch([
    recordNotificationsWhere(
      db,
      {
        id: sql`${`review-reminder:${caseId}:${found.submittedAt}:`} || user_id`,
        userId: sql`user_id`,
        title: reminder.title,
        message: reminder.body,
        kind: "review_reminder",
        sentAt: at,
        organizationId: sql`organization_id`,
      },
      sql`${reviewersSource(found.organizationId)} AND ${guard}`,
    ).returning({ id: schema.notifications.id }),
    db
      .update(schema.cases)
      .set({ reviewRemindedAt: at })
      .where(and(eq(schema.cases.id, caseId), guard)),
  ]);
  if (inserted.length === 0) return;
  const people = await reviewers(db, found.organizationId);
  const url = reminder.url ?? "/app";
  const note = { title: reminder.title, body: reminder.body };
  await Promise.all(
    people.map((id) =>
      userHub(env, id).announce(id, { ...note, url, tag: `review-${caseId}`, setting: "inspectionReminders", organizationId: found.organizationId }),
    ),
  );
}
