// The one guard of every organization route: "may this session do this in this organization".
// It reads the organization and the membership in one query, once per request, and throws the refusal
// type: a non-member (or an unknown code) gets 404, so an organization's existence is not revealed;
// a member whose role lacks the ability gets 403. Removal ends access on the next request, as the
// membership row is read every time.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { schema } from "../../platform/db/db.server";
import type { Membership, Organization, User } from "../../platform/db/schema";
import { Refusal } from "../../platform/refusal";
import { type GuardOptions, requireUser } from "../account/session.server";
import { type Ability, can } from "./roles";

export const ORG_MESSAGES = {
  notFound: "Organization not found.",
  forbidden: "Your role in this organization does not allow this.",
};

export interface MemberContext {
  user: User;
  org: Organization;
  membership: Membership;
}

export type MembershipRow = { org: Organization; membership: Membership };

function readMembership(context: AppLoadContext, userId: string, code: string) {
  context.memberships ??= new Map();
  const key = `${userId}:${code}`;
  let found = context.memberships.get(key);
  if (!found) {
    const o = schema.organizations;
    const m = schema.memberships;
    found = context.db
      .select({ org: o, membership: m })
      .from(o)
      .innerJoin(m, and(eq(m.organizationId, o.id), eq(m.userId, userId)))
      .where(eq(o.code, code.toLowerCase()))
      .get()
      .then((row): MembershipRow | null => row ?? null);
    context.memberships.set(key, found);
  }
  return found;
}

/** The signed-in member of organization `code` whose role has `ability`; signed-out visitors go to sign in (a resource route's callers get 401). */
export async function requireMember(
  context: AppLoadContext,
  request: Request,
  code: string | undefined,
  ability: Ability,
  options: GuardOptions = {},
): Promise<MemberContext> {
  const user = await requireUser(context, request, options);
  const row = code ? await readMembership(context, user.id, code) : null;
  if (!row) throw new Refusal(404, ORG_MESSAGES.notFound);
  if (!can(row.membership.role, ability)) throw new Refusal(403, ORG_MESSAGES.forbidden);
  return { user, org: row.org, membership: row.membership };
}
