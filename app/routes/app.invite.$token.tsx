import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "../features/account/session.server";
import { accept, acceptRefusal, findInvitation } from "../features/organizations/invitations.server";
import { InvitationPage } from "../features/organizations/OrganizationPages";
import { flashCookie } from "../platform/flash.server";
import * as v from "valibot";
import { handled, handledLoader, readForm } from "../platform/request.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Invitation · SiteProof" }];

const token = (params: Record<string, string | undefined>) => (params.token ?? "").slice(0, 200);

// A signed-out visitor is sent to sign in and brought back here (requireUser keeps the address).
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  const found = await findInvitation(context.db, token(params));
  const refusal = acceptRefusal(found, user);
  if (refusal) throw refusal;
  const { invitation, org } = found!;
  return json({ org: { name: org.name }, role: invitation.role, email: invitation.email });
});

export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  await readForm(request, v.object({}));
  const code = await accept(context.db, user, token(params));
  return redirect(`/app/org/${code}`, { headers: { "Set-Cookie": flashCookie("Invitation accepted. Welcome to the team.", "success") } });
});

export default function InvitationRoute() {
  return <InvitationPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage texts={{ 403: { title: "Not for this account" }, 404: { title: "Invitation not found" }, 410: { title: "Invitation no longer valid" } }} />;
}
