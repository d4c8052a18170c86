import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "../features/account/session.server";
import { listUserOrganizations } from "../features/organizations/organizations.server";
import { OrganizationsPage } from "../features/organizations/OrganizationPages";
import { handledLoader } from "../platform/request.server";

export const meta: MetaFunction = () => [{ title: "Organizations · SiteProof" }];

export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  return json({ organizations: await listUserOrganizations(context.db, user.id) });
});

export default function OrganizationsRoute() {
  return <OrganizationsPage {...useLoaderData<typeof loader>()} />;
}
