import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { Button, Callout, Flex, Theme } from "@radix-ui/themes";
import { AdminDashboard } from "../features/admin/AdminDashboard";
import { PageHeader } from "../ui/PageHeader";
import { adminDashboardData, adminRouteAction, UserQuery } from "../features/admin/admin-actions.server";
import { handledLoader, readQuery } from "../platform/request.server";
import { adminClientAction } from "../features/admin/admin-client-action";
import { keepDataAfterFailedAction } from "../ui/revalidation";
import { isAdmin, requireUser } from "../features/account/session.server";

export const meta: MetaFunction = () => [{ title: "Admin Panel · SiteProof" }];

// The server decides who is an admin (the role column, set from ADMIN_EMAILS or by an admin).
export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  if (!isAdmin(user)) return json({ denied: true as const }, { status: 403 });
  return json({ denied: false as const, data: await adminDashboardData(context.db, readQuery(request, UserQuery)) });
});

export const clientAction = adminClientAction;
export const shouldRevalidate = keepDataAfterFailedAction;

export const action = adminRouteAction();

export default function AdminPanel() {
  const result = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  if (result.denied) {
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
  return (
    <Theme accentColor="red" hasBackground={false}>
      <PageHeader title="Admin Panel" subtitle="System Administration & Management" />
      <AdminDashboard data={result.data} />
    </Theme>
  );
}
