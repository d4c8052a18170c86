// Who may open an inspection and its photos: the one rule every route of the owner's views goes through
// (History's evidence page, /app/evidence/:id and its PDF and verify-link answers, /app/photos/:id).
// A personal inspection is its inspector's. An inspection captured for a case is its organization's:
// it is read by current membership and role there, never by who captured it alone, so a member who
// leaves or is removed is refused (404) on the next request. Public verify links do not come here.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { can, ORG_ROLES } from "../organizations/roles";

// Written with table names, so the rule reads the same inside an UPDATE's or a join's subquery.
const i = { userId: sql.raw(`"inspections"."user_id"`), organizationId: sql.raw(`"inspections"."organization_id"`) };

/** Roles that read every case of their organization, and so every inspection captured for one. */
export const CASE_READERS = ORG_ROLES.filter((role) => can(role, "read all cases"));

/**
 * The condition on `inspections` that `userId` may read the row: their own personal inspection, or an
 * organization's inspection while they are a member there who reads all cases or who captured it.
 */
export function mayReadInspection(userId: string): SQL {
  const readers = sql.join(
    CASE_READERS.map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`((${i.organizationId} IS NULL AND ${i.userId} = ${userId}) OR EXISTS (SELECT 1 FROM "memberships" m WHERE m.organization_id = ${i.organizationId} AND m.user_id = ${userId} AND (m.role IN (${readers}) OR ${i.userId} = ${userId})))`;
}

/**
 * The inspections `userId` may act on as their own (verify links, the report's link): those they
 * captured and may still read. A manager reads a case's inspection but shares it through the case.
 */
export const ownReadableInspection = (userId: string): SQL => sql`(${i.userId} = ${userId} AND ${mayReadInspection(userId)})`;

/** One inspection's row, if `userId` may read it. */
export async function readableInspection(db: Db, userId: string, id: string) {
  return db
    .select()
    .from(schema.inspections)
    .where(and(eq(schema.inspections.id, id), mayReadInspection(userId)))
    .get();
}
