import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { listPendingInvitations } from "../features/organizations/invitations.server";
import { MemberAction, memberPermission, writeMembers } from "../features/organizations/member-actions.server";
import { listMembers } from "../features/organizations/members.server";
import { requireMember } from "../features/organizations/membership.server";
import { MembersPage } from "../features/organizations/MembersPage";
import { can } from "../features/organizations/roles";
import { handled, handledLoader, readFormData } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";

export const meta: MetaFunction = () => [{ title: "Members · SiteProof" }];

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org, user, membership } = await requireMember(context, request, params.code, "read directory");
  const manage = can(membership.role, "manage members");
  const [members, invitations] = await Promise.all([
    listMembers(context.db, org.id),
    manage ? listPendingInvitations(context.db, org.id) : Promise.resolve([]),
  ]);
  return json({ base: `/app/org/${org.code}`, me: { userId: user.id, role: membership.role }, manage, members, invitations });
});

export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const form = await readFormData(request);
  const member = await requireMember(context, request, params.code, memberPermission(form));
  return writeMembers(context.cloudflare.env, context.db, member, parseTypedForm(form, MemberAction));
});

/** The member list, and over it the confirmations of the nested routes (remove, leave). */
export default function MembersRoute() {
  return (
    <MembersPage {...useLoaderData<typeof loader>()}>
      <Outlet />
    </MembersPage>
  );
}
