import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { memberAction } from "../features/organizations/member-actions.server";
import { findMember, MEMBER_MESSAGES } from "../features/organizations/members.server";
import { requireMember } from "../features/organizations/membership.server";
import { RemoveMemberDialog } from "../features/organizations/MemberDialogs";
import { fullName } from "../platform/names";
import { handled, handledLoader, idParam, invariantResponse } from "../platform/request.server";

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "manage members");
  const userId = idParam(params, "userId", MEMBER_MESSAGES.notFound);
  const member = await findMember(context.db, org.id, userId);
  invariantResponse(member, MEMBER_MESSAGES.notFound);
  return json({ base: `/app/org/${org.code}`, member: { userId, name: fullName(member) } });
});

export const action = handled(memberAction);

export default function RemoveMemberRoute() {
  return <RemoveMemberDialog {...useLoaderData<typeof loader>()} />;
}
