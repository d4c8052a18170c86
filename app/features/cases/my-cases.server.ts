// The inspector's queue: open cases assigned to me in this organization, and "Start" (In progress).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/db.server";
import { schema } from "../../platform/db/db.server";
import { Refusal } from "../../platform/refusal";
import type { MemberContext } from "../organizations/membership.server";
import { caseEvent } from "../../platform/db/case-events";
import { localDate } from "../../platform/time/zones";
import { isOpen, OPEN_STATUSES, statusList } from "../../platform/db/case-status";

export const MY_CASES_LIMIT = 200;

const c = schema.cases;

/** Overdue first, then by due time: an open case is overdue exactly when its due time has passed, so due order is both. */
/** The open statuses written out, not bound: SQLite uses the partial index cases_org_assignee_open_due_idx only
 *  when the query's term is the index's own, and a bound list is not. */
export const OPEN_STATUS_SQL = sql`"cases"."status" IN (${statusList(OPEN_STATUSES)})`;

export async function listMyCases(db: Db, member: MemberContext) {
  return db
    .select({
      id: c.id,
      reference: c.reference,
      companyName: c.companyName,
      siteAddress: c.siteAddress,
      siteLatitude: c.siteLatitude,
      siteLongitude: c.siteLongitude,
      verificationType: c.verificationType,
      instructions: c.instructions,
      dueAt: c.dueAt,
      status: c.status,
      visit: c.visit,
    })
    .from(c)
    .where(and(eq(c.organizationId, member.org.id), eq(c.assigneeId, member.user.id), OPEN_STATUS_SQL))
    .orderBy(asc(c.dueAt), asc(c.id))
    .limit(MY_CASES_LIMIT);
}

export type MyCase = Awaited<ReturnType<typeof listMyCases>>[number];

/** The capture for a case, with its company and the case preselected. */
export const captureUrl = (code: string, caseId: string) => `/app/camera?case=${encodeURIComponent(caseId)}&org=${encodeURIComponent(code)}`;

/** Moves my case to In progress (once, with its event); starting again only reopens the capture. */
export async function startCase(db: Db, member: MemberContext, caseId: string): Promise<void> {
  const found = await db
    .select({ id: c.id, status: c.status })
    .from(c)
    .where(and(eq(c.id, caseId), eq(c.organizationId, member.org.id), eq(c.assigneeId, member.user.id)))
    .get();
  if (!found || !isOpen(found.status)) throw new Refusal(404, "Case not found.");
  if (found.status === "in_progress") return;
  const now = new Date().toISOString();
  await db.batch([
    db
      .update(c)
      .set({ status: "in_progress", updatedAt: now })
      .where(and(eq(c.id, found.id), eq(c.assigneeId, member.user.id), eq(c.status, found.status))),
    caseEvent(db, { organizationId: member.org.id, caseId: found.id, actor: member.user, kind: "started", detail: "Started the visit", at: now }),
  ]);
}

/** Scheduling's view of my open cases in every organization I still belong to, on cases_assignee_due_idx. */
export async function casesDueFor(db: Db, userId: string, timeZone: string) {
  const o = schema.organizations;
  const m = schema.memberships;
  const rows = await db
    .select({
      id: c.id,
      reference: c.reference,
      companyName: c.companyName,
      siteAddress: c.siteAddress,
      dueAt: c.dueAt,
      status: c.status,
      orgCode: o.code,
      orgName: o.name,
    })
    .from(c)
    .innerJoin(m, and(eq(m.organizationId, c.organizationId), eq(m.userId, userId)))
    .innerJoin(o, eq(o.id, c.organizationId))
    .where(and(eq(c.assigneeId, userId), inArray(c.status, [...OPEN_STATUSES])))
    .orderBy(asc(c.dueAt))
    .limit(MY_CASES_LIMIT);
  return rows.map((r) => ({ ...r, dueDate: localDate(new Date(r.dueAt), timeZone) }));
}

export type CaseDue = Awaited<ReturnType<typeof casesDueFor>>[number];
