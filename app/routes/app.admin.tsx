import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { Button, Callout, Flex, Text } from "@radix-ui/themes";
import { PageHeader } from "../components/PageHeader";
import { isAdmin, requireUser } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "Admin Panel · SiteProof" }];

// The server decides who is an admin (the role column, set from ADMIN_EMAILS); the browser only shows the answer.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  if (!isAdmin(user)) return json({ denied: true }, { status: 403 });
  return json({ denied: false });
}

export default function AdminPanel() {
  const { denied } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  if (denied) {
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
    <>
      <PageHeader title="Admin Panel" subtitle="System Administration & Management" />
      <Text as="p" color="gray">
        Users, bulk company uploads, broadcast notifications and analytics.
      </Text>
    </>
  );
}
