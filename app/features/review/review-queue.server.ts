// The review queue: the organization's submitted cases, oldest submission first, read straight from
// cases_org_status_submitted_idx and keyset-paged on (submitted_at, id), never OFFSET.
import { and, asc, eq, gt, lte, or, type SQL } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { fullName } from "../../platform/names";
import { orgInspectors } from "../cases/cases.server";
import type { MemberContext } from "../organizations/membership.server";
import { type QueueQuery, submittedBefore } from "./review-rules";

export const QUEUE_PAGE_SIZE = 50;

const c = schema.cases;
const u = schema.users;

export async function listReviewQueue(db: Db, member: MemberContext, query: QueueQuery, now = new Date()) {
  const where: SQL[] = [eq(c.organizationId, member.org.id), eq(c.status, "submitted")];
  if (query.inspector) where.push(eq(c.assigneeId, query.inspector));
  if (query.type) where.push(eq(c.verificationType, query.type));
  const before = submittedBefore(query.age, now);
  if (before) where.push(lte(c.submittedAt, before));
  if (query.after) where.push(or(gt(c.submittedAt, query.after.submittedAt), and(eq(c.submittedAt, query.after.submittedAt), gt(c.id, query.after.id)))!);
  const [rows, inspectors] = await Promise.all([
    db
      .select({
        id: c.id,
        reference: c.reference,
        companyName: c.companyName,
        siteAddress: c.siteAddress,
        verificationType: c.verificationType,
        submittedAt: c.submittedAt,
        visit: c.visit,
        first: u.firstName,
        last: u.lastName,
        email: u.email,
      })
      .from(c)
      .leftJoin(u, eq(u.id, c.assigneeId))
      .where(and(...where))
      .orderBy(asc(c.submittedAt), asc(c.id))
      .limit(QUEUE_PAGE_SIZE + 1),
    orgInspectors(db, member.org.id),
  ]);
  const page = rows.slice(0, QUEUE_PAGE_SIZE).map(({ first, last, email, ...r }) => ({
    ...r,
    submittedAt: r.submittedAt ?? "",
    inspector: email ? fullName({ firstName: first ?? "", lastName: last ?? "", email }) : "Unassigned",
  }));
  const last = page.at(-1);
  return {
    cases: page,
    next: rows.length > QUEUE_PAGE_SIZE && last ? `${last.submittedAt}|${last.id}` : null,
    inspectors: inspectors.map(({ id, name }) => ({ id, name })),
  };
}

export type QueueCase = Awaited<ReturnType<typeof listReviewQueue>>["cases"][number];
