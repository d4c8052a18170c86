// The members of an organization: the list, role changes, removal and leaving. The role rules are
// roles.ts's (mayGrant, leavesNoOwner); the write itself also re-checks "another owner remains" in the
// same statement, so two owners demoting each other at once cannot leave the organization without one.
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Organization, OrgRole } from "../../platform/db/schema";
import { fullName } from "../../platform/names";
import { Refusal } from "../../platform/refusal";
import type { MemberContext } from "./membership.server";
import { recordDeparture } from "./member-removal.server";
import { leavesNoOwner, mayGrant } from "./roles";

export const MEMBER_MESSAGES = {
  notFound: "Member not found.",
  ownerOnly: "Only an owner can give or take away the owner role.",
  lastOwner: "An organization must keep at least one owner. Make another member an owner first.",
  roleChanged: "Role changed.",
  removed: "Member removed.",
  sameRole: "The member already has this role.",
  removeSelf: "To leave the organization, use Leave organization.",
};

const m = schema.memberships;

export async function listMembers(db: Db, organizationId: string) {
  const u = schema.users;
  return db
    .select({ userId: m.userId, role: m.role, email: u.email, firstName: u.firstName, lastName: u.lastName, joinedAt: m.createdAt })
    .from(m)
    .innerJoin(u, eq(u.id, m.userId))
    .where(eq(m.organizationId, organizationId))
    .orderBy(asc(u.firstName), asc(u.lastName), asc(u.email));
}

/** One member of the organization with their name, or undefined. */
export async function findMember(db: Db, organizationId: string, userId: string) {
  const u = schema.users;
  return db
    .select({ userId: m.userId, role: m.role, email: u.email, firstName: u.firstName, lastName: u.lastName })
    .from(m)
    .innerJoin(u, eq(u.id, m.userId))
    .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
    .get();
}

async function targetRole(db: Db, organizationId: string, userId: string): Promise<OrgRole> {
  const row = await db
    .select({ role: m.role })
    .from(m)
    .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
    .get();
  if (!row) throw new Refusal(404, MEMBER_MESSAGES.notFound);
  return row.role;
}

async function ownerCount(db: Db, organizationId: string): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(m)
    .where(and(eq(m.organizationId, organizationId), eq(m.role, "owner")))
    .get();
  return row?.n ?? 0;
}

/** The membership row of `userId`, only while it is not the last owner's (checked again at write time). */
function notLastOwner(organizationId: string, userId: string) {
  const others = sql`(SELECT count(*) FROM memberships WHERE organization_id = ${organizationId} AND role = 'owner' AND user_id != ${userId})`;
  return and(eq(m.organizationId, organizationId), eq(m.userId, userId), or(ne(m.role, "owner"), sql`${others} > 0`));
}

/** Refuses a change of `userId`'s role from `from` to `to` (null: leaving) that the rules forbid. */
async function checkChange(db: Db, actor: MemberContext | null, organizationId: string, from: OrgRole, to: OrgRole | null) {
  if (actor && !mayGrant(actor.membership.role, from, to)) throw new Refusal(403, MEMBER_MESSAGES.ownerOnly);
  if (leavesNoOwner(await ownerCount(db, organizationId), from, to)) throw new Refusal(409, MEMBER_MESSAGES.lastOwner);
}

export async function changeRole(db: Db, actor: MemberContext, userId: string, to: OrgRole): Promise<void> {
  const orgId = actor.org.id;
  const from = await targetRole(db, orgId, userId);
  if (from === to) throw new Refusal(409, MEMBER_MESSAGES.sameRole);
  await checkChange(db, actor, orgId, from, to);
  const changed = await db.update(m).set({ role: to }).where(notLastOwner(orgId, userId)).returning({ userId: m.userId });
  if (changed.length === 0) throw new Refusal(409, MEMBER_MESSAGES.lastOwner);
}

/**
 * Removes `userId`, or the actor themself when `actor` is null (leaving). Access ends on the next request; their
 * open cases go back to Unassigned and the organization's notifications leave their list (member-removal.server.ts).
 */
export async function removeMember(env: Env, db: Db, org: Organization, userId: string, actor: MemberContext | null): Promise<void> {
  const target = await findMember(db, org.id, userId);
  if (!target) throw new Refusal(404, MEMBER_MESSAGES.notFound);
  await checkChange(db, actor, org.id, target.role, null);
  const member = { id: userId, name: fullName(target) };
  const by = actor ? { id: actor.user.id, name: fullName(actor.user) } : member;
  const removal = db.delete(m).where(notLastOwner(org.id, userId)).returning({ userId: m.userId });
  const gone = await recordDeparture(env, db, removal, org, member, by, actor ? "removed" : "left");
  if (!gone) throw new Refusal(409, MEMBER_MESSAGES.lastOwner);
}
