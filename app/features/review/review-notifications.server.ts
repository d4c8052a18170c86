// Who hears about reviews. A submission notifies the organization's reviewers (managers and owners when
// it has none) with rows in the save's own batch; Not verified and Re-visit notify the inspector with a
// row in the disposition's batch. A case still unreviewed 24 hours after its submission reminds the
// reviewers once: the inspector's hub keeps one alarm per submitted case (`review:<caseId>`), and its
// firing writes the rows and cases.review_reminded_at in one batch, guarded so a retry never sends twice.
import { and, eq, inArray, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Case, DispositionOutcome } from "../../platform/db/schema";
import { userHub } from "../notifications/user-hub.server";
import { myCasesUrl } from "../cases/case-notifications.server";
import { OUTCOME_LABELS } from "../evidence/disposition";
import { REVIEW_REMINDER_MS, reviewAudience } from "./review-rules";

export const REVIEW_REMINDER_PREFIX = "review:";
export const reviewUrl = (code: string, caseId: string) => `/app/org/${code}/review/${caseId}`;

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

/** The organization's members who hear of its submissions. */
async function audience(db: Db, orgId: string): Promise<string[]> {
  const m = schema.memberships;
  const rows = await db
    .select({ userId: m.userId, role: m.role })
    .from(m)
    .where(and(eq(m.organizationId, orgId), inArray(m.role, ["reviewer", "manager", "owner"])));
  return reviewAudience(rows);
}

/** The same audience as reviewAudience, in SQL, for a batch: reviewers, or managers and owners when there are none. */
const AUDIENCE_SQL = (orgId: string) => sql`organization_id = ${orgId} AND (role = 'reviewer' OR (role IN ('owner', 'manager')
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
  return db
    .insert(schema.notifications)
    .select(
      sql`SELECT ${`case-submitted:${c.id}:${now}:`} || user_id, user_id, ${note.title}, ${note.body}, 'case_submitted', NULL, NULL, NULL, 0, ${now}, NULL, organization_id FROM memberships WHERE ${AUDIENCE_SQL(c.organizationId)} AND ${applied}`,
    );
}

/** After the save's batch: the reviewers' badges and pushes, and the 24-hour reminder on the inspector's hub. */
export async function announceSubmission(env: Env, db: Db, code: string, c: CaseFacts, inspector: { id: string; name: string }, submittedAt: string) {
  const note = submittedNote(c, inspector.name);
  const url = reviewUrl(code, c.id);
  const people = await audience(db, c.organizationId);
  await Promise.all(
    people.map((id) =>
      userHub(env, id).announce(id, { ...note, tag: `review-${c.id}`, url, setting: "inspectionReminders", organizationId: c.organizationId }),
    ),
  );
  await userHub(env, inspector.id).scheduleReminder(inspector.id, {
    visitId: REVIEW_REMINDER_PREFIX + c.id,
    at: Date.parse(submittedAt) + REVIEW_REMINDER_MS,
    title: `Waiting 24 hours for review: ${c.companyName}`,
    body: `Reference ${c.reference}`,
    url,
  });
}

/**
 * The hub's alarm for `review:<caseId>`: reminds the reviewers once if the case is still submitted and
 * unreviewed 24 hours on. The notification rows and review_reminded_at go in one guarded batch.
 */
export async function fireReviewReminder(env: Env, db: Db, caseId: string, reminder: { title: string; body: string; url?: string }, now = new Date()) {
  const found = await db.select().from(schema.cases).where(eq(schema.cases.id, caseId)).get();
  if (!found) return;
  const due = new Date(now.getTime() - REVIEW_REMINDER_MS + 60_000).toISOString();
  const guard = sql`EXISTS (SELECT 1 FROM cases WHERE id = ${caseId} AND status = 'submitted' AND review_reminded_at IS NULL AND submitted_at <= ${due})`;
  const at = now.toISOString();
  const [inserted] = await db.batch([
    db
      .insert(schema.notifications)
      .select(
        sql`SELECT ${`review-reminder:${caseId}:${found.submittedAt}:`} || user_id, user_id, ${reminder.title}, ${reminder.body}, 'review_reminder', NULL, NULL, NULL, 0, ${at}, NULL, organization_id FROM memberships WHERE ${AUDIENCE_SQL(found.organizationId)} AND ${guard}`,
      )
      .returning({ id: schema.notifications.id }),
    db
      .update(schema.cases)
      .set({ reviewRemindedAt: at })
      .where(and(eq(schema.cases.id, caseId), guard)),
  ]);
  if (inserted.length === 0) return;
  const people = await audience(db, found.organizationId);
  const url = reminder.url ?? "/app";
  await Promise.all(
    people.map((id) =>
      userHub(env, id).announce(id, { ...reminder, url, tag: `review-${caseId}`, setting: "inspectionReminders", organizationId: found.organizationId }),
    ),
  );
}
