import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { isNativePost } from "../features/evidence/evidence-view.server";
import { MemberAction, memberPermission, writeMembers } from "../features/organizations/member-actions.server";
import { findMember, MEMBER_MESSAGES } from "../features/organizations/members.server";
import { requireMember } from "../features/organizations/membership.server";
import { RemoveMemberDialog } from "../features/organizations/MemberDialogs";
import { flashCookie } from "../platform/flash.server";
import { fullName } from "../platform/names";
import { handled, handledLoader, idParam, invariantResponse, readFormData } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "manage members");
  const userId = idParam(params, "userId", MEMBER_MESSAGES.notFound);
  const member = await findMember(context.db, org.id, userId);
  invariantResponse(member, MEMBER_MESSAGES.notFound);
  return json({ base: `/app/org/${org.code}`, member: { userId, name: fullName(member) } });
});

// Once removed, the member is gone and this confirmation's own page would be a 404: a native post lands on the
// list with the outcome, and the dialog does not read the member again while it closes.
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const form = await readFormData(request);
  const member = await requireMember(context, request, params.code, memberPermission(form));
  const answer = await writeMembers(context.cloudflare.env, context.db, member, parseTypedForm(form, MemberAction));
  if (!isNativePost(request)) return answer;
  return redirect(`/app/org/${params.code}/members`, { headers: { "Set-Cookie": flashCookie(MEMBER_MESSAGES.removed, "success") } });
});

export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod !== "POST" && defaultShouldRevalidate;

export default function RemoveMemberRoute() {
  return <RemoveMemberDialog {...useLoaderData<typeof loader>()} />;
}
