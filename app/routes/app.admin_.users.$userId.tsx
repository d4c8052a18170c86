import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "../features/account/session.server";
import { AdminAction, adminUserAction, adminUserDetails, USER_PAGE_TYPED } from "../features/admin/admin-actions.server";
import { UserDetailsPage } from "../features/admin/UserDetailsPage";
import type { UserAnswer } from "../features/admin/UserDetailsPage";
import { done, handled, handledLoader, idParam, readFormData } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";
import { ErrorPage } from "../ui/ErrorPage";

const NOT_FOUND = "User not found";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.user.email ?? "User"} · Admin · SiteProof` }];

// One user for an administrator: contact and account details, activity counts, and the forms that
// change them (real forms: they work before the scripts arrive, and post back to this page).
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  await requireAdmin(context, request);
  return json(await adminUserDetails(context.db, idParam(params, "userId", NOT_FOUND)), { headers: { "Cache-Control": "no-store" } });
});

export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const id = idParam(params, "userId", NOT_FOUND);
  const admin = await requireAdmin(context, request);
  const input = parseTypedForm(await readFormData(request), AdminAction, USER_PAGE_TYPED);
  return done(await adminUserAction(context.cloudflare.env, context.db, admin, id, input));
});

export default function AdminUserRoute() {
  return <UserDetailsPage {...useLoaderData<typeof loader>()} answer={useActionData<UserAnswer>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
