import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MemberAction, memberPermission, writeMembers } from "../features/organizations/member-actions.server";
import { requireMember } from "../features/organizations/membership.server";
import { LeaveDialog } from "../features/organizations/MemberDialogs";
import { handled, handledLoader, readFormData } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "read directory");
  return json({ base: `/app/org/${org.code}`, name: org.name });
});

export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const form = await readFormData(request);
  const member = await requireMember(context, request, params.code, memberPermission(form));
  return writeMembers(context.cloudflare.env, context.db, member, parseTypedForm(form, MemberAction));
});

export default function LeaveRoute() {
  return <LeaveDialog {...useLoaderData<typeof loader>()} />;
}
