import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { OrgLayout } from "../features/organizations/OrgLayout";
import { requireMember } from "../features/organizations/membership.server";
import { ROLE_ABILITIES } from "../features/organizations/roles";
import { handledLoader } from "../platform/request.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.org.name ?? "Organization"} · SiteProof` }];

// Every page under /app/org/<code> sits in this layout; each still checks its own ability itself, as
// loaders run in parallel and a child must never rely on its parent's check.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org, membership } = await requireMember(context, request, params.code, "read directory");
  return json({
    org: { code: org.code, name: org.name },
    role: membership.role,
    abilities: ROLE_ABILITIES[membership.role],
  });
});

/** The organization and the session's role in it, for pages under /app/org/<code>. */
export function useOrg() {
  return useRouteLoaderData<typeof loader>("routes/app.org.$code")!;
}

export default function OrganizationRoute() {
  return (
    <OrgLayout {...useLoaderData<typeof loader>()}>
      <Outlet />
    </OrgLayout>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
