// A submission tells the organization's reviewers (managers and owners when it has none): rows in the save's
// own batch, then their badges and pushes, and the 24-hour reminder in the inspector's hub (`review:<caseId>`,
// fired by the review: review/review-notifications.server.ts).
import { and, eq, inArray, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Case } from "../../platform/db/schema";
import { recordNotificationsWhere } from "../../platform/notifications/record";
import { reminderKey } from "../../platform/reminders/registry";
import { REVIEW_REMINDER, REVIEW_REMINDER_MS, reviewAudience, reviewUrl } from "./case-audience";
import { userHub } from "./user-hub.server";

type CaseFacts = Pick<Case, "id" | "reference" | "companyName" | "organizationId">;

/** The organization's members who hear of its submissions. */
export async function reviewers(db: Db, orgId: string): Promise<string[]> {
  const m = schema.memberships;
  const rows = await db
    .select({ userId: m.userId, role: m.role })
    .from(m)
    .where(and(eq(m.organizationId, orgId), inArray(m.role, ["reviewer", "manager", "owner"])));
  return reviewAudience(rows);
}

/** The same audience as reviewAudience, as the source of an insert: memberships rows, for a batch. */
export const reviewersSource = (orgId: string) => sql`FROM memberships WHERE organization_id = ${orgId} AND (role = 'reviewer' OR (role IN ('owner', 'manager')
  AND NOT EXISTS (SELECT 1 FROM memberships WHERE organization_id = ${orgId} AND role = 'reviewer')))`;

const submittedNote = (c: CaseFacts, inspector: string) => ({
  title: `Submitted for review: ${c.companyName}`,
  body: `Reference ${c.reference}, by ${inspector}`,
});

/**
 * The reviewers' notification rows of a submission, for the save's batch after the case's update: only
 * if that update took effect (the case now holds this inspection), so a refused race notifies nobody.
 */
export function submissionNotes(db: Db, c: CaseFacts, inspector: string, inspectionId: string, now: string) {
  const note = submittedNote(c, inspector);
  const applied = sql`EXISTS (SELECT 1 FROM cases WHERE id = ${c.id} AND inspection_id = ${inspectionId} AND submitted_at = ${now})`;
  return recordNotificationsWhere(
    db,
    {
      id: sql`${`case-submitted:${c.id}:${now}:`} || user_id`,
      userId: sql`user_id`,
      title: note.title,
      message: note.body,
      kind: "case_submitted",
      sentAt: now,
      organizationId: sql`organization_id`,
    },
    sql`${reviewersSource(c.organizationId)} AND ${applied}`,
  );
}

/** After the save's batch: the reviewers' badges and pushes, and the 24-hour reminder on the inspector's hub. */
export async function announceSubmission(env: Env, db: Db, code: string, c: CaseFacts, inspector: { id: string; name: string }, submittedAt: string) {
  const note = submittedNote(c, inspector.name);
  const url = reviewUrl(code, c.id);
  const people = await reviewers(db, c.organizationId);
  await Promise.all(
    people.map((id) =>
      userHub(env, id).announce(id, { ...note, tag: `review-${c.id}`, url, setting: "inspectionReminders", organizationId: c.organizationId }),
    ),
  );
  await userHub(env, inspector.id).scheduleReminder(inspector.id, {
    visitId: reminderKey(REVIEW_REMINDER, c.id),
    at: Date.parse(submittedAt) + REVIEW_REMINDER_MS,
    title: `Waiting 24 hours for review: ${c.companyName}`,
    body: `Reference ${c.reference}`,
    url,
  });
}
