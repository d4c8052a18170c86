import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { memberAction } from "../features/organizations/member-actions.server";
import { requireMember } from "../features/organizations/membership.server";
import { LeaveDialog } from "../features/organizations/MemberDialogs";
import { handled, handledLoader } from "../platform/request.server";

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "read directory");
  return json({ base: `/app/org/${org.code}`, name: org.name });
});

export const action = handled(memberAction);

export default function LeaveRoute() {
  return <LeaveDialog {...useLoaderData<typeof loader>()} />;
}
