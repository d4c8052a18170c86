// Invitations: a single-use link, valid 7 days, that only the account with the invited e-mail can
// accept. The link's token is kept only as its SHA-256; resending makes a new token (the old link stops
// working) and a new expiry. Accepting marks the invitation used in the same statement that checks it
// is still open, so a link accepted twice at once makes one membership.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { OrgRole, User } from "../../platform/db/schema";
import { randomToken, sha256Hex } from "../../platform/encoding";
import { insertSelect } from "../../platform/db/insert-select";
import { newId } from "../../platform/ids";
import { fullName } from "../../platform/names";
import { sendMail } from "../../platform/mail.server";
import { Refusal } from "../../platform/refusal";
import type { MemberContext } from "./membership.server";
import { expiryFrom, INVITE_MESSAGES, invitationState } from "./org-form";
import { mayGrant, ROLE_LABELS } from "./roles";
import { MEMBER_MESSAGES } from "./members.server";

export const INVITATION_MESSAGES = {
  sent: (email: string) => `Invitation sent to ${email}.`,
  resent: (email: string) => `Invitation sent again to ${email}.`,
  revoked: "Invitation withdrawn.",
  notFound: "Invitation not found.",
  pending: "An invitation to this address is waiting. Resend it instead.",
  member: "This person is already a member.",
};

const inv = schema.invitations;

/** Invitations not yet accepted or withdrawn, newest first (an expired one can be resent). */
export async function listPendingInvitations(db: Db, organizationId: string) {
  const rows = await db
    .select({ id: inv.id, email: inv.email, role: inv.role, expiresAt: inv.expiresAt })
    .from(inv)
    .where(and(eq(inv.organizationId, organizationId), isNull(inv.acceptedAt), isNull(inv.revokedAt)))
    .orderBy(desc(inv.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...row, expired: invitationState({ acceptedAt: null, revokedAt: null, expiresAt: row.expiresAt }) === "expired" }));
}

async function mailInvitation(env: Env, org: { name: string }, email: string, role: OrgRole, token: string, from: User) {
  const link = new URL(`/app/invite/${token}`, env.APP_URL).toString();
  const who = fullName(from);
  await sendMail(env, {
    to: email,
    subject: `Join ${org.name} on SiteProof`,
    text: `Hello,\n\n${who} invites you to join ${org.name} on SiteProof as ${ROLE_LABELS[role]}.\n\nOpen this link and sign in with ${email} to accept. It works once and expires in 7 days:\n${link}\n\nIf you did not expect this, ignore this mail.`,
  });
}

function refuseGrant(actor: MemberContext, role: OrgRole) {
  if (!mayGrant(actor.membership.role, null, role)) throw new Refusal(403, MEMBER_MESSAGES.ownerOnly);
}

export async function invite(env: Env, db: Db, actor: MemberContext, input: { email: string; role: OrgRole }): Promise<void> {
  refuseGrant(actor, input.role);
  const orgId = actor.org.id;
  const [member, pending] = await Promise.all([
    db
      .select({ id: schema.users.id })
      .from(schema.memberships)
      .innerJoin(schema.users, eq(schema.users.id, schema.memberships.userId))
      .where(and(eq(schema.memberships.organizationId, orgId), sql`lower(${schema.users.email}) = ${input.email}`))
      .get(),
    db
      .select({ id: inv.id })
      .from(inv)
      .where(
        and(
          eq(inv.organizationId, orgId),
          eq(inv.email, input.email),
          isNull(inv.acceptedAt),
          isNull(inv.revokedAt),
          gt(inv.expiresAt, new Date().toISOString()),
        ),
      )
      .get(),
  ]);
  if (member) throw new Refusal(409, INVITATION_MESSAGES.member, { fieldErrors: { email: INVITATION_MESSAGES.member } });
  if (pending) throw new Refusal(409, INVITATION_MESSAGES.pending, { fieldErrors: { email: INVITATION_MESSAGES.pending } });
  const token = randomToken();
  await db.insert(inv).values({
    id: newId(),
    organizationId: orgId,
    email: input.email,
    role: input.role,
    tokenHash: await sha256Hex(token),
    invitedBy: actor.user.id,
    expiresAt: expiryFrom(),
  });
  await mailInvitation(env, actor.org, input.email, input.role, token, actor.user);
}

/** The organization's invitation `id`, still waiting (not accepted, not withdrawn). */
async function waitingInvitation(db: Db, actor: MemberContext, id: string) {
  const row = await db
    .select()
    .from(inv)
    .where(and(eq(inv.id, id), eq(inv.organizationId, actor.org.id), isNull(inv.acceptedAt), isNull(inv.revokedAt)))
    .get();
  if (!row) throw new Refusal(404, INVITATION_MESSAGES.notFound);
  refuseGrant(actor, row.role);
  return row;
}

/** A new link (the old one stops working) valid 7 days from now. */
export async function resend(env: Env, db: Db, actor: MemberContext, id: string): Promise<string> {
  const row = await waitingInvitation(db, actor, id);
  const token = randomToken();
  await db
    .update(inv)
    .set({ tokenHash: await sha256Hex(token), expiresAt: expiryFrom(), invitedBy: actor.user.id })
    .where(eq(inv.id, row.id));
  await mailInvitation(env, actor.org, row.email, row.role, token, actor.user);
  return row.email;
}

export async function revoke(db: Db, actor: MemberContext, id: string): Promise<void> {
  const row = await waitingInvitation(db, actor, id);
  await db.update(inv).set({ revokedAt: new Date().toISOString() }).where(eq(inv.id, row.id));
}

/** The invitation a link names, with its organization; null when no invitation has that token. */
export async function findInvitation(db: Db, token: string) {
  const o = schema.organizations;
  return (
    (await db
      .select({ invitation: inv, org: { id: o.id, code: o.code, name: o.name } })
      .from(inv)
      .innerJoin(o, eq(o.id, inv.organizationId))
      .where(eq(inv.tokenHash, await sha256Hex(token)))
      .get()) ?? null
  );
}

export type FoundInvitation = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/** Why `user` may not accept `found`, or null when they may. */
export function acceptRefusal(found: FoundInvitation | null, user: User): Refusal | null {
  if (!found) return new Refusal(404, INVITE_MESSAGES.notFound);
  const state = invitationState(found.invitation);
  if (state !== "open") return new Refusal(410, INVITE_MESSAGES[state]);
  if (user.email.toLowerCase() !== found.invitation.email.toLowerCase()) return new Refusal(403, INVITE_MESSAGES.otherAccount);
  return null;
}

/** Accepts the invitation for `user`, or throws why not; returns the organization's code. */
export async function accept(db: Db, user: User, token: string): Promise<string> {
  const found = await findInvitation(db, token);
  const refusal = acceptRefusal(found, user);
  if (refusal) throw refusal;
  const { invitation, org } = found!;
  const member = await db
    .select({ role: schema.memberships.role })
    .from(schema.memberships)
    .where(and(eq(schema.memberships.organizationId, org.id), eq(schema.memberships.userId, user.id)))
    .get();
  if (member) throw new Refusal(409, INVITE_MESSAGES.alreadyMember);
  const now = new Date().toISOString();
  // One batch (one transaction): the invitation is marked used only while still open, and the
  // membership is made from the row just marked, so a link used twice at once makes one member.
  const [used] = await db.batch([
    db
      .update(inv)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(and(eq(inv.id, invitation.id), eq(inv.tokenHash, invitation.tokenHash), isNull(inv.acceptedAt), isNull(inv.revokedAt), gt(inv.expiresAt, now)))
      .returning({ id: inv.id }),
    insertSelect(
      db,
      schema.memberships,
      { organizationId: sql`${inv.organizationId}`, userId: user.id, role: sql`${inv.role}`, createdAt: sql`${inv.acceptedAt}` },
      sql`FROM ${inv} WHERE ${and(eq(inv.id, invitation.id), eq(inv.acceptedBy, user.id), eq(inv.acceptedAt, now))}`,
    ).onConflictDoNothing(),
  ]);
  if (used.length === 0) throw new Refusal(410, INVITE_MESSAGES.accepted);
  return org.code;
}
