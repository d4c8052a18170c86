// Allocation: the organization's inspectors ranked for a case, assigning (or taking back) a case in one
// batch with its event and the inspector's notification, and "nearest available" over unassigned cases.
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/db.server";
import { schema } from "../../platform/db/db.server";
import type { Case } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { fullName } from "../../platform/names";
import { Refusal } from "../../platform/refusal";
import { caseEventRow, caseEventsWhere } from "../../platform/db/case-events";
import { queueCaseWebhooks, queueOrganizationWebhooks } from "../../platform/webhooks/outbox.server";
import { recordNotificationsWhere } from "../../platform/notifications/record";
import type { MemberContext } from "../organizations/membership.server";
import { allocateNearest, type InspectorLoad, rankInspectors } from "./allocation";
import { readCase } from "./case-access.server";
import { memberNow } from "../notifications/case-recipients.server";
import { announceAssignment, assignmentNote, cancelCaseReminder, scheduleCaseReminder } from "./case-notifications.server";
import { isOpen, OPEN_STATUSES } from "../../platform/db/case-status";
import { statusOnAssign } from "./status";

export const ALLOCATION_MESSAGES = {
  notInspector: "Choose an inspector of this organization.",
  closed: "This case is no longer open: it cannot be reassigned.",
  changed: "The case changed meanwhile: please try again.",
};

/** Cases "nearest available" gives out per request: one D1 batch and one page load's worth of hub calls. */
export const ALLOCATE_BATCH = 100;

const c = schema.cases;
const m = schema.memberships;
const u = schema.users;

/** Every inspector of the organization with position and load: one query for them, one grouped count on cases_org_assignee_due_idx. */
export async function inspectorLoads(db: Db, organizationId: string, now = new Date()): Promise<InspectorLoad[]> {
  const [people, loads] = await db.batch([
    db
      .select({ userId: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, lat: m.lastLatitude, lng: m.lastLongitude })
      .from(m)
      .innerJoin(u, eq(u.id, m.userId))
      .where(and(eq(m.organizationId, organizationId), eq(m.role, "inspector"))),
    db
      .select({ userId: c.assigneeId, open: count(), overdue: sql<number>`coalesce(sum(${c.dueAt} < ${now.toISOString()}), 0)` })
      .from(c)
      .where(and(eq(c.organizationId, organizationId), isNotNull(c.assigneeId), inArray(c.status, [...OPEN_STATUSES])))
      .groupBy(c.assigneeId),
  ]);
  const byUser = new Map(loads.map((l) => [l.userId, l]));
  return people.map((p) => ({
    userId: p.userId,
    name: fullName(p),
    position: p.lat !== null && p.lng !== null ? { latitude: p.lat, longitude: p.lng } : null,
    openCases: byUser.get(p.userId)?.open ?? 0,
    overdueCases: byUser.get(p.userId)?.overdue ?? 0,
  }));
}

/**
 * The event and the inspector's notification of an assignment, written only if this batch's update of
 * the case took effect (the case now carries this batch's instant and assignee): a concurrent change
 * that made the update a no-op leaves no event and no notification behind.
 */
function assignmentRecords(db: Db, member: MemberContext, k: Case, to: { id: string | null; reassigned: boolean }, kind: string, detail: string, now: string) {
  const applied = sql`EXISTS (SELECT 1 FROM cases WHERE id = ${k.id} AND updated_at = ${now} AND assignee_id IS ${to.id})`;
  const data = { from: k.assigneeId, to: to.id, status: statusOnAssign(k.status, to.id) };
  const note = to.id ? assignmentNote(k, to.reassigned) : null;
  const event = caseEventRow({ organizationId: member.org.id, caseId: k.id, actor: member.user, kind, detail, data, at: now });
  return [
    caseEventsWhere(db, event, sql`WHERE ${applied}`),
    ...(note && to.id
      ? [
          recordNotificationsWhere(
            db,
            { id: newId(), userId: to.id, title: note.title, message: note.body, kind: "case_assigned", sentAt: now, organizationId: member.org.id },
            sql`WHERE ${applied} AND ${memberNow(member.org.id, to.id)}`,
          ),
        ]
      : []),
  ];
}

const siteOf = (k: Pick<Case, "siteLatitude" | "siteLongitude">) =>
  k.siteLatitude !== null && k.siteLongitude !== null ? { latitude: k.siteLatitude, longitude: k.siteLongitude } : null;

export async function assignView(db: Db, member: MemberContext, caseId: string) {
  const found = await readCase(db, member, caseId);
  const inspectors = rankInspectors(siteOf(found), await inspectorLoads(db, member.org.id));
  return { found, inspectors };
}

/** Gives the case to `assigneeId` (an inspector of the organization), or takes it back (null). */
export async function assignCase(env: Env, db: Db, member: MemberContext, caseId: string, assigneeId: string | null): Promise<string> {
  const found = await readCase(db, member, caseId);
  if (!isOpen(found.status)) throw new Refusal(409, ALLOCATION_MESSAGES.closed);
  if (found.assigneeId === assigneeId) return "No change.";
  const person = assigneeId
    ? await db
        .select({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email })
        .from(m)
        .innerJoin(u, eq(u.id, m.userId))
        .where(and(eq(m.organizationId, member.org.id), eq(m.userId, assigneeId), eq(m.role, "inspector")))
        .get()
    : null;
  if (assigneeId && !person) throw new Refusal(422, ALLOCATION_MESSAGES.notInspector);
  const before = found.assigneeId
    ? await db.select({ firstName: u.firstName, lastName: u.lastName, email: u.email }).from(u).where(eq(u.id, found.assigneeId)).get()
    : null;
  const was = before ? fullName(before) : "someone who left";
  const name = person ? fullName(person) : "";
  const now = new Date().toISOString();
  const status = statusOnAssign(found.status, assigneeId);
  const [kind, detail] = !assigneeId
    ? ["unassigned", `Unassigned from ${was}`]
    : found.assigneeId
      ? ["reassigned", `Reassigned from ${was} to ${name}`]
      : ["assigned", `Assigned to ${name}`];
  const [changed] = await db.batch([
    db
      .update(c)
      .set({ assigneeId, status, remindedAt: null, assignedAt: assigneeId ? now : null, updatedAt: now })
      // Only the case as read: a concurrent reassignment makes this one change nothing.
      .where(and(eq(c.id, found.id), found.assigneeId ? eq(c.assigneeId, found.assigneeId) : isNull(c.assigneeId), eq(c.status, found.status)))
      .returning({ id: c.id }),
    ...assignmentRecords(db, member, found, { id: assigneeId, reassigned: Boolean(found.assigneeId) }, kind, detail, now),
  ]);
  if (changed.length === 0) throw new Refusal(409, ALLOCATION_MESSAGES.changed);
  if (assigneeId) await queueCaseWebhooks(env, found.id);
  if (found.assigneeId) await cancelCaseReminder(env, found.assigneeId, found.id);
  if (assigneeId) {
    await announceAssignment(env, assigneeId, member.org.code, found, Boolean(found.assigneeId));
    await scheduleCaseReminder(env, assigneeId, member.org.code, found);
  }
  return detail + ".";
}

/** Open unassigned cases: those with a site (nearest available can place them) and those without. */
export async function unassignedCounts(db: Db, organizationId: string) {
  const [[withSite], [all]] = await db.batch([
    db
      .select({ n: count() })
      .from(c)
      .where(and(eq(c.organizationId, organizationId), eq(c.status, "unassigned"), isNotNull(c.siteLatitude), isNotNull(c.siteLongitude))),
    db
      .select({ n: count() })
      .from(c)
      .where(and(eq(c.organizationId, organizationId), eq(c.status, "unassigned"))),
  ]);
  return { withSite: withSite.n, withoutSite: all.n - withSite.n };
}

/**
 * "Nearest available" for up to ALLOCATE_BATCH unassigned cases (soonest due first) in one batch;
 * the page offers the next batch while some remain. Bounded per request rather than queued: a batch
 * is one D1 write, and an organization's backlog rarely needs more than a few presses.
 */
export async function allocateNearestBatch(env: Env, db: Db, member: MemberContext): Promise<{ assigned: number }> {
  const waiting = await db
    .select()
    .from(c)
    .where(and(eq(c.organizationId, member.org.id), eq(c.status, "unassigned"), isNotNull(c.siteLatitude), isNotNull(c.siteLongitude)))
    .orderBy(asc(c.dueAt), asc(c.id))
    .limit(ALLOCATE_BATCH);
  const loads = await inspectorLoads(db, member.org.id);
  const plan = allocateNearest(
    waiting.map((k) => ({ id: k.id, site: siteOf(k)! })),
    loads,
  );
  if (plan.length === 0) return { assigned: 0 };
  const names = new Map(loads.map((l) => [l.userId, l.name]));
  const byId = new Map(waiting.map((k) => [k.id, k]));
  const now = new Date().toISOString();
  const results = await db.batch(
    plan.flatMap(({ caseId, userId }) => [
      db
        .update(c)
        .set({ assigneeId: userId, status: "assigned", remindedAt: null, assignedAt: now, updatedAt: now })
        .where(and(eq(c.id, caseId), eq(c.status, "unassigned"), isNull(c.assigneeId)))
        .returning({ id: c.id }),
      ...assignmentRecords(
        db,
        member,
        byId.get(caseId)!,
        { id: userId, reassigned: false },
        "assigned",
        `Assigned to ${names.get(userId)} (nearest available)`,
        now,
      ),
    ]) as unknown as Parameters<typeof db.batch>[0],
  );
  // A case another manager assigned meanwhile was left as it was (its update returned no row).
  const taken = new Set(results.flatMap((r) => (Array.isArray(r) ? r.map((x) => (x as { id: string }).id) : [])));
  const given = plan.filter((p) => taken.has(p.caseId));
  if (given.length > 0) await queueOrganizationWebhooks(env, member.org.id);
  const perInspector = new Map<string, typeof plan>();
  for (const p of given) perInspector.set(p.userId, [...(perInspector.get(p.userId) ?? []), p]);
  for (const [userId, theirs] of perInspector) {
    await announceAssignment(env, userId, member.org.code, byId.get(theirs.at(-1)!.caseId)!, false, theirs.length);
    for (const g of theirs) await scheduleCaseReminder(env, userId, member.org.code, byId.get(g.caseId)!);
  }
  return { assigned: given.length };
}
