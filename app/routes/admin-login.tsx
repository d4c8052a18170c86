import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { getOptionalUser, isAdmin } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "Admin Login · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(context, request);
  if (user && isAdmin(user)) throw redirect("/admin-dashboard");
  return null;
}

export default function AdminLogin() {
  return (
    <main className="sp-center">
      <Card size="4" style={{ width: "100%", maxWidth: 420 }}>
        <Flex direction="column" gap="3">
          <Heading as="h1" size="6">
            Admin Login
          </Heading>
          <Text as="p" color="gray">
            Administrators sign in with their SiteProof account; the server checks the admin role.
          </Text>
          <Button asChild size="3">
            <Link to="/login">Sign In</Link>
          </Button>
          <Link to="/app">Back to SiteProof</Link>
        </Flex>
      </Card>
    </main>
  );
}
