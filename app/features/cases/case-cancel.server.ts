// Cancelling a case: the lender withdraws it before its inspection is submitted (an open status; a Re-visit's
// case waits for its next visit, so it may be cancelled too). The case's status and its history row go in one
// batch, the row written only if the update applied, so a case changed meanwhile (submitted, reassigned) is
// 409 and nothing is written. Its inspector's reminder is taken back after.
import { and, eq, sql } from "drizzle-orm";
import { isOpen } from "../../platform/db/case-status";
import { caseEventRow, caseEventsWhere } from "../../platform/db/case-events";
import { type Db, schema } from "../../platform/db/db.server";
import { Refusal } from "../../platform/refusal";
import { queueCaseWebhooks } from "../../platform/webhooks/outbox.server";
import type { MemberContext } from "../organizations/membership.server";
import { readCase } from "./case-access.server";
import { cancelCaseReminder } from "./case-notifications.server";
import { CASE_STATUS_LABELS } from "./status";

export const CASE_CANCEL_MESSAGES = {
  notCancellable: (label: string) => `This case is ${label.toLowerCase()}: only a case not yet submitted can be cancelled.`,
  changed: "The case changed while it was being cancelled. Read it again and retry.",
};

const c = schema.cases;

export async function cancelCase(env: Env, db: Db, member: MemberContext, caseId: string, reason: string, now = new Date()): Promise<void> {
  const found = await readCase(db, member, caseId);
  const refused = () =>
    new Refusal(409, CASE_CANCEL_MESSAGES.notCancellable(CASE_STATUS_LABELS[found.status]), { problem: "case-not-cancellable", case_status: found.status });
  if (!isOpen(found.status)) throw refused();
  const at = now.toISOString();
  const applied = sql`EXISTS (SELECT 1 FROM cases WHERE id = ${found.id} AND status = 'cancelled' AND updated_at = ${at})`;
  const row = caseEventRow({
    organizationId: found.organizationId,
    caseId: found.id,
    actor: member.user,
    kind: "cancelled",
    detail: `Cancelled: ${reason}`,
    data: { status: "cancelled", from: found.status },
    at,
  });
  const [changed] = await db.batch([
    db
      .update(c)
      .set({ status: "cancelled", remindedAt: null, updatedAt: at })
      .where(and(eq(c.id, found.id), eq(c.status, found.status)))
      .returning({ id: c.id }),
    caseEventsWhere(db, row, sql`WHERE ${applied}`),
  ]);
  if (changed.length === 0) throw new Refusal(409, CASE_CANCEL_MESSAGES.changed, { problem: "case-not-cancellable" });
  await queueCaseWebhooks(env, found.id);
  if (found.assigneeId) await cancelCaseReminder(env, found.assigneeId, found.id);
}
