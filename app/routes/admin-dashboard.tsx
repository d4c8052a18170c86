import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Badge, Button, Flex, Text } from "@radix-ui/themes";
import { PageHeader } from "../components/PageHeader";
import { UserAvatar } from "../components/shell/UserAvatar";
import { fullName } from "../lib/names";
import { publicUser } from "../lib/public-user";
import { getOptionalUser, isAdmin } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "Admin Dashboard · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(context, request);
  if (!user || !isAdmin(user)) throw redirect("/admin-login");
  return json({ user: publicUser(user) });
}

export default function AdminDashboard() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <main className="sp-page">
      <Flex align="center" gap="3" mb="5" wrap="wrap">
        <UserAvatar user={user} size="3" />
        <Text weight="bold">{fullName(user)}</Text>
        <Badge color="red" variant="solid">
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
    </main>
  );
}
