import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { type ClientActionFunctionArgs, Form, Link, useLoaderData } from "@remix-run/react";
import { Badge, Button, Flex, Text, Theme } from "@radix-ui/themes";
import { AdminDashboard } from "../features/admin/AdminDashboard";
import { PageHeader } from "../ui/PageHeader";
import { UserAvatar } from "../ui/shell/UserAvatar";
import { ADMIN_FORM_MAX_BYTES, AdminAction, adminDashboardData, handleAdminAction, UserQuery } from "../features/admin/admin-actions.server";
import { done, handled, handledLoader, readFormData, readQuery } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";
import { serverAnswerOrUnreached } from "../features/admin/admin-client-action";
import { keepDataAfterFailedAction } from "../ui/revalidation";
import { fullName } from "../platform/names";
import { publicUser } from "../platform/public-user";
import { type AdminGuardOptions, requireAdmin } from "../features/account/session.server";

export const meta: MetaFunction = () => [{ title: "Admin Dashboard · SiteProof" }];

/** The admin sign-in's own dashboard: anyone but an administrator loading it is sent to sign in there. */
const GUARD: AdminGuardOptions = { signInAt: "/admin-login", nonAdminsSignIn: true };

export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireAdmin(context, request, GUARD);
  return json({ user: publicUser(user), data: await adminDashboardData(context.db, readQuery(request, UserQuery)) });
});

export const clientAction = async ({ request, serverAction }: ClientActionFunctionArgs) =>
  serverAnswerOrUnreached(String((await request.clone().formData()).get("intent") ?? ""), serverAction);
export const shouldRevalidate = keepDataAfterFailedAction;

// A refused field's text comes back with the answer.
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const admin = await requireAdmin(context, request, GUARD);
  const input = parseTypedForm(await readFormData(request, { maxBytes: ADMIN_FORM_MAX_BYTES }), AdminAction);
  return done(await handleAdminAction(context.cloudflare.env, context.db, admin, input));
});

export default function AdminDashboardRoute() {
  const { user, data } = useLoaderData<typeof loader>();
  return (
    <Theme accentColor="red" hasBackground={false}>
      <main className="sp-page" style={{ maxWidth: 1200 }}>
        <Flex align="center" gap="3" mb="5" wrap="wrap">
          <UserAvatar user={user} size="3" />
          <Text weight="bold">{fullName(user)}</Text>
          <Badge color="red" variant="solid" highContrast>
            ADMIN
          </Badge>
          <Flex gap="2" ml="auto">
            <Button asChild variant="soft">
              <Link to="/app">Open App</Link>
            </Button>
            <Form method="post" action="/logout?to=admin">
              <Button type="submit" variant="outline" color="red">
                Logout
              </Button>
            </Form>
          </Flex>
        </Flex>
        <PageHeader title="Admin Dashboard" subtitle="System Administration & Management" />
        <AdminDashboard data={data} />
      </main>
    </Theme>
  );
}
