import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { type ClientActionFunctionArgs, isRouteErrorResponse, useLoaderData, useNavigate, useRouteError } from "@remix-run/react";
import { Button, Callout, Flex, Theme } from "@radix-ui/themes";
import { AdminDashboard } from "../features/admin/AdminDashboard";
import { PageHeader } from "../ui/PageHeader";
import { ADMIN_FORM_MAX_BYTES, AdminAction, adminDashboardData, handleAdminAction, UserQuery } from "../features/admin/admin-actions.server";
import { done, handled, handledLoader, readFormData, readQuery } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";
import { serverAnswerOrUnreached } from "../features/admin/admin-client-action";
import { keepDataAfterFailedAction } from "../ui/revalidation";
import { requireAdmin } from "../features/account/session.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Admin Panel · SiteProof" }];

// The server decides who is an admin (the role column, set from ADMIN_EMAILS or by an admin).
export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  await requireAdmin(context, request);
  return json({ data: await adminDashboardData(context.db, readQuery(request, UserQuery)) });
});

export const clientAction = async ({ request, serverAction }: ClientActionFunctionArgs) =>
  serverAnswerOrUnreached(String((await request.clone().formData()).get("intent") ?? ""), serverAction);
export const shouldRevalidate = keepDataAfterFailedAction;

// A refused field's text comes back with the answer.
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const admin = await requireAdmin(context, request);
  const input = parseTypedForm(await readFormData(request, { maxBytes: ADMIN_FORM_MAX_BYTES }), AdminAction);
  return done(await handleAdminAction(context.cloudflare.env, context.db, admin, input));
});

export default function AdminPanel() {
  const { data } = useLoaderData<typeof loader>();
  return (
    <Theme accentColor="red" hasBackground={false}>
      <PageHeader title="Admin Panel" subtitle="System Administration & Management" />
      <AdminDashboard data={data} />
    </Theme>
  );
}

/** A signed-in non-admin (the guard's 403) is told so in the shell; any other failure is the shell's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (!isRouteErrorResponse(error) || error.status !== 403) return <ErrorPage retry />;
  return (
    <Flex direction="column" gap="4" align="start">
      <PageHeader title="Access Denied" />
      <Callout.Root color="red" role="alert">
        <Callout.Text>You need administrator rights to open the Admin Panel.</Callout.Text>
      </Callout.Root>
      <Button onClick={() => navigate(-1)}>Go Back</Button>
    </Flex>
  );
}
