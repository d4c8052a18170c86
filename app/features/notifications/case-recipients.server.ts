// Who may hear about an organization's case: its members at the moment of sending, never those who left or were
// removed. Every case notification asks this one question: its row is written only under `memberNow` (in the same
// statement, so a removal racing the write cannot slip between), and the hub asks `isMemberNow` again before it
// raises the badge, tells open tabs or pushes (user-hub.ts `announce`).
import { and, eq, type SQL, sql, type SQLWrapper } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";

/** SQL: `userId` is a member of `organizationId` now (either may be a column of the statement). */
export function memberNow(organizationId: string | SQLWrapper, userId: string | SQLWrapper): SQL {
  return sql`EXISTS (SELECT 1 FROM memberships WHERE organization_id = ${organizationId} AND user_id = ${userId})`;
}

/** The same question asked alone, just before a badge, live message or push goes out. */
export async function isMemberNow(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const o = schema.organizations;
  const row = await db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.id, organizationId), memberNow(o.id, userId)))
    .get();
  return row !== undefined;
}
