import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireMember } from "../features/organizations/membership.server";
import { can } from "../features/organizations/roles";
import { handledLoader } from "../platform/request.server";

// An organization's first page is the role's own: an inspector's queue, everyone else's case list.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org, membership } = await requireMember(context, request, params.code, "read directory");
  return redirect(`/app/org/${org.code}/${can(membership.role, "read all cases") ? "cases" : "my-cases"}`);
});
