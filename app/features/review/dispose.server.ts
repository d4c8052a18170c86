// Recording a reviewer's decision, and a manager's reopen. Each is ONE D1 batch: the case's update,
// guarded on the state that was read (status, visit, the disposition in force), comes first; the signed
// disposition, the history row and the inspector's notification are inserted only when that update took
// effect, so two reviewers at once give exactly one disposition and the other a 409.
import { and, eq, isNull, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Case } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { fullName } from "../../platform/names";
import { Refusal } from "../../platform/refusal";
import { caseEventRow, caseEventsWhere } from "../../platform/db/case-events";
import { queueCaseWebhooks } from "../../platform/webhooks/outbox.server";
import { insertSelect } from "../../platform/db/insert-select";
import { recordNotificationsWhere } from "../../platform/notifications/record";
import { readCase } from "../cases/case-access.server";
import type { MemberContext } from "../organizations/membership.server";
import { dispositionHash, OUTCOME_LABELS } from "../evidence/disposition";
import { signDisposition } from "./disposition.server";
import { isMemberNow, memberNow } from "../notifications/case-recipients.server";
import { announceToInspector, inspectorNote } from "./review-notifications.server";
import { afterOutcome, type DispositionInput, mayCorrect, mayDispose, REOPENABLE, REVIEW_MESSAGES, tellsInspector } from "./review-rules";

const c = schema.cases;
const d = schema.dispositions;

/** The case update, only while the case is as read. */
function guardedUpdate(db: Db, found: Case, set: Partial<Case>) {
  return db
    .update(c)
    .set(set)
    .where(
      and(
        eq(c.id, found.id),
        eq(c.status, found.status),
        eq(c.visit, found.visit),
        found.dispositionId ? eq(c.dispositionId, found.dispositionId) : isNull(c.dispositionId),
      ),
    )
    .returning({ id: c.id });
}

/** The history row and (when told) the inspector's notification, written only if `applied` holds after the update. */
function recordsIf(
  db: Db,
  member: MemberContext,
  found: Case,
  applied: ReturnType<typeof sql>,
  kind: string,
  detail: string,
  data: Record<string, unknown>,
  now: string,
  note?: { title: string; body: string },
) {
  const row = caseEventRow({ organizationId: member.org.id, caseId: found.id, actor: member.user, kind, detail, data, at: now });
  const event = caseEventsWhere(db, row, sql`WHERE ${applied}`);
  if (!note || !found.assigneeId) return [event];
  const to = found.assigneeId;
  return [
    event,
    recordNotificationsWhere(
      db,
      { id: newId(), userId: to, title: note.title, message: note.body, kind: "case_review", sentAt: now, organizationId: member.org.id },
      sql`WHERE ${applied} AND ${memberNow(member.org.id, to)}`,
    ),
  ];
}

async function judgedInspection(db: Db, found: Case, reviewerId: string) {
  if (!found.inspectionId) throw new Refusal(409, REVIEW_MESSAGES.noInspection);
  const i = schema.inspections;
  const row = await db
    .select({ id: i.id, userId: i.userId, seal: i.seal })
    .from(i)
    .where(and(eq(i.id, found.inspectionId), eq(i.caseId, found.id)))
    .get();
  if (!row || row.seal === null) throw new Refusal(409, REVIEW_MESSAGES.noInspection);
  if (!mayDispose(reviewerId, row.userId)) throw new Refusal(403, REVIEW_MESSAGES.ownInspection);
  return { id: row.id, seal: row.seal };
}

/**
 * The case as its next visit sees it: an inspector who is no longer a member gets no Re-visit; the case
 * goes back to Unassigned for a manager to give out (a removal already did so for the open cases).
 */
async function withCurrentInspector(db: Db, found: Case): Promise<Case> {
  if (!found.assigneeId || (await isMemberNow(db, found.organizationId, found.assigneeId))) return found;
  return { ...found, assigneeId: null };
}

/** Signs and records a disposition (or a correction of the one in force); returns the sentence for the reviewer. */
export async function recordDisposition(env: Env, db: Db, member: MemberContext, caseId: string, input: DispositionInput, now = new Date()) {
  const found = await readCase(db, member, caseId);
  const inspection = await judgedInspection(db, found, member.user.id);
  const decisions = await db
    .select({ id: d.id, body: d.body, outcome: d.outcome, visit: d.visit, inspectionId: d.inspectionId })
    .from(d)
    .where(eq(d.caseId, found.id))
    .orderBy(d.createdAt, sql`rowid`);
  const inForce = decisions.find((x) => x.id === found.dispositionId);
  let visit = found.visit;
  let replaces: { id: string; hash: string } | null = null;
  if (input.intent === "correct") {
    if (!inForce || input.replaces !== inForce.id || !mayCorrect(found, inForce)) throw new Refusal(409, REVIEW_MESSAGES.notCorrectable);
    visit = inForce.visit;
    replaces = { id: inForce.id, hash: await dispositionHash(inForce.body) };
  } else if (found.status !== "submitted") throw new Refusal(409, REVIEW_MESSAGES.notSubmitted);

  const last = decisions.at(-1);
  const id = newId();
  const decidedAt = now.toISOString();
  const remark = input.remark;
  const signed = await signDisposition(env, db, {
    id,
    organization: member.org.id,
    caseId: found.id,
    caseReference: found.reference,
    visit,
    inspectionId: inspection.id,
    sealHash: await dispositionHash(inspection.seal),
    outcome: input.outcome,
    remark,
    reviewer: { id: member.user.id, name: fullName(member.user) },
    decidedAt,
    prev: last ? await dispositionHash(last.body) : null,
    replaces,
  });
  const inspector = (await withCurrentInspector(db, found)).assigneeId;
  const next = afterOutcome(input.outcome, visit, inspector);
  const handBack = next.status === "unassigned" ? { assigneeId: null, assignedAt: null } : {};
  const applied = sql`EXISTS (SELECT 1 FROM cases WHERE id = ${found.id} AND disposition_id = ${id})`;
  const label = OUTCOME_LABELS[input.outcome];
  const said = `${label}${remark ? `: ${remark}` : ""}${input.outcome === "revisit" ? ` (visit ${next.visit} opened)` : ""}`;
  const detail = replaces ? `Corrected ${OUTCOME_LABELS[inForce!.outcome]} to ${said}` : `Recorded ${said}`;
  const data = { dispositionId: id, outcome: input.outcome, replaces: replaces?.id ?? null, ...(input.outcome === "revisit" ? { revisitRemark: remark } : {}) };
  const note = tellsInspector(input.outcome) ? inspectorNote(found, input.outcome, remark) : undefined;
  const [changed] = await db.batch([
    guardedUpdate(db, found, { status: next.status, visit: next.visit, dispositionId: id, disposedAt: decidedAt, updatedAt: decidedAt, ...handBack }),
    insertSelect(
      db,
      d,
      {
        id,
        organizationId: member.org.id,
        caseId: found.id,
        inspectionId: inspection.id,
        visit,
        outcome: input.outcome,
        remark,
        reviewerId: member.user.id,
        reviewerName: fullName(member.user),
        replacesId: replaces?.id ?? null,
        body: signed.body,
        signature: signed.signature,
        keyId: signed.keyId,
        createdAt: decidedAt,
      },
      sql`WHERE ${applied}`,
    ),
    ...recordsIf(db, member, found, applied, replaces ? "corrected" : "disposed", detail, data, decidedAt, note),
  ]);
  if (changed.length === 0) throw new Refusal(409, REVIEW_MESSAGES.raced);
  await queueCaseWebhooks(env, found.id);
  if (note && inspector) await announceToInspector(env, inspector, member.org.code, found, note);
  return replaces ? REVIEW_MESSAGES.corrected : REVIEW_MESSAGES.recorded;
}

/** A manager's reopen: the next visit, back with its inspector, with the reason shown in the capture. */
export async function reopenCase(env: Env, db: Db, member: MemberContext, caseId: string, reason: string, now = new Date()) {
  const found = await readCase(db, member, caseId);
  if (!REOPENABLE.includes(found.status)) throw new Refusal(409, REVIEW_MESSAGES.notReopenable);
  const inspector = (await withCurrentInspector(db, found)).assigneeId;
  const next = inspector
    ? { status: "revisit" as const, visit: found.visit + 1 }
    : { status: "unassigned" as const, visit: found.visit + 1, assigneeId: null, assignedAt: null };
  const at = now.toISOString();
  const applied = sql`EXISTS (SELECT 1 FROM cases WHERE id = ${found.id} AND visit = ${next.visit} AND updated_at = ${at})`;
  const note = inspectorNote(found, "revisit", reason);
  const [changed] = await db.batch([
    guardedUpdate(db, found, { ...next, remindedAt: null, updatedAt: at }),
    ...recordsIf(db, member, found, applied, "reopened", `Reopened for visit ${next.visit}: ${reason}`, { revisitRemark: reason }, at, note),
  ]);
  if (changed.length === 0) throw new Refusal(409, REVIEW_MESSAGES.raced);
  await queueCaseWebhooks(env, found.id);
  if (inspector) await announceToInspector(env, inspector, member.org.code, found, note);
  return REVIEW_MESSAGES.reopened;
}

/** The remark the inspector sees in the capture of a re-visited case: the latest Re-visit's or reopen's. */
export async function revisitRemark(db: Db, caseId: string): Promise<string | null> {
  const e = schema.caseEvents;
  const row = await db
    .select({ remark: sql<string>`json_extract(${e.data}, '$.revisitRemark')` })
    .from(e)
    .where(and(eq(e.caseId, caseId), sql`json_extract(${e.data}, '$.revisitRemark') IS NOT NULL`))
    .orderBy(sql`${e.createdAt} DESC`, sql`rowid DESC`)
    .get();
  return row?.remark ?? null;
}
