// The one read of a single case for a member: always within the member's organization, and for a
// role that may not read all cases (an inspector) only a case assigned to them. Anything else is the
// same 404 as a case that does not exist.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/db.server";
import { schema } from "../../platform/db/db.server";
import type { Case } from "../../platform/db/schema";
import { Refusal } from "../../platform/refusal";
import type { MemberContext } from "../organizations/membership.server";
import { can } from "../organizations/roles";

export const CASE_MESSAGES = {
  notFound: "Case not found.",
};

/** The filter every case query of this member adds: the organization, and for inspectors the assignee. */
export function caseScope(member: Pick<MemberContext, "org" | "membership" | "user">) {
  const c = schema.cases;
  const inOrg = eq(c.organizationId, member.org.id);
  return can(member.membership.role, "read all cases") ? inOrg : and(inOrg, eq(c.assigneeId, member.user.id))!;
}

export async function readCase(db: Db, member: MemberContext, caseId: string): Promise<Case> {
  const found = await db
    .select()
    .from(schema.cases)
    .where(and(caseScope(member), eq(schema.cases.id, caseId)))
    .get();
  if (!found) throw new Refusal(404, CASE_MESSAGES.notFound);
  return found;
}
