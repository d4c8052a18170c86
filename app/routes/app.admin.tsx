import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { Button, Callout, Flex, Theme } from "@radix-ui/themes";
import { AdminDashboard } from "../components/admin/AdminDashboard";
import { PageHeader } from "../components/PageHeader";
import { adminDashboardData, handleAdminAction } from "../lib/admin-actions.server";
import { adminClientAction } from "../lib/client/admin-client-action";
import { keepDataAfterFailedAction } from "../lib/client/revalidation";
import { isAdmin, requireAdmin, requireUser } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "Admin Panel · SiteProof" }];

// The server decides who is an admin (the role column, set from ADMIN_EMAILS or by an admin).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  if (!isAdmin(user)) return json({ denied: true as const }, { status: 403 });
  return json({ denied: false as const, data: await adminDashboardData(context.db, new URL(request.url)) });
}

export const clientAction = adminClientAction;
export const shouldRevalidate = keepDataAfterFailedAction;

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context, request);
  return handleAdminAction(context.cloudflare.env, context.db, admin, request);
}

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
