// The admin's view of the team layer: how many organizations, members and cases the deployment holds,
// and the organizations themselves with their counts. It never reads a case's contents: an
// organization's cases are its own, and the deployment's admin is not one of its members.
import { count, desc, inArray, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { OPEN_STATUSES } from "../../platform/db/case-status";

const o = schema.organizations;
const m = schema.memberships;
const c = schema.cases;
export const ORGANIZATION_LIST_SIZE = 100;

export interface OrganizationRow {
  id: string;
  code: string;
  name: string;
  createdAt: string;
  members: number;
  cases: number;
  openCases: number;
}

export interface OrganizationsOverview {
  organizations: number;
  members: number;
  cases: number;
  newest: OrganizationRow[];
}

export async function organizationsOverview(db: Db): Promise<OrganizationsOverview> {
  const [[orgs], [members], [cases], newest] = await db.batch([
    db.select({ n: count() }).from(o),
    db.select({ n: count() }).from(m),
    db.select({ n: count() }).from(c),
    db
      .select({
        id: o.id,
        code: o.code,
        name: o.name,
        createdAt: o.createdAt,
        // Written out qualified: drizzle leaves a one-table select's columns bare, and inside the
        // subquery a bare "id" would be the case's own.
        members: sql<number>`(SELECT count(*) FROM memberships WHERE memberships.organization_id = organizations.id)`,
        cases: sql<number>`(SELECT count(*) FROM cases WHERE cases.organization_id = organizations.id)`,
      })
      .from(o)
      .orderBy(desc(o.createdAt))
      .limit(ORGANIZATION_LIST_SIZE),
  ]);
  // Open counts per listed organization, one grouped read of the status index.
  const ids = newest.map((r) => r.id);
  const open = ids.length
    ? await db
        .select({ id: c.organizationId, n: count() })
        .from(c)
        .where(sql`${inArray(c.organizationId, ids)} AND ${inArray(c.status, [...OPEN_STATUSES])}`)
        .groupBy(c.organizationId)
    : [];
  const openBy = new Map(open.map((r) => [r.id, r.n]));
  return {
    organizations: orgs.n,
    members: members.n,
    cases: cases.n,
    newest: newest.map((r) => ({ ...r, openCases: openBy.get(r.id) ?? 0 })),
  };
}
