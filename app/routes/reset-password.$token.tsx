import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, Callout, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { isResetTokenValid, resetPassword } from "../lib/auth.server";
import { MIN_PASSWORD_LENGTH, parseForm, ResetPasswordSchema } from "../lib/validation/auth";

export const meta: MetaFunction = () => [{ title: "Choose a new password · SiteProof" }];

const SPENT = "This reset link is invalid or has expired. Ask for a new one.";

export async function loader({ params, context }: LoaderFunctionArgs) {
  return json({ valid: await isResetTokenValid(context.db, params.token ?? "") });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const parsed = parseForm(ResetPasswordSchema, await request.formData());
  if (!parsed.ok) return json({ error: parsed.errors.password ?? Object.values(parsed.errors)[0] }, { status: 400 });
  const done = await resetPassword(context.cloudflare.env, context.db, params.token ?? "", parsed.data.password);
  if (!done) return json({ error: SPENT }, { status: 410 });
  return redirect("/login?reset=done");
}

export default function ResetPassword() {
  const { valid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <main className="sp-center">
      <Card size="4" style={{ width: "100%", maxWidth: 420 }}>
        <Flex direction="column" gap="4">
          <Heading as="h1" size="6">
            Choose a new password
          </Heading>
          {valid ? (
            <Form method="post">
              <Flex direction="column" gap="3">
                {result?.error ? (
                  <Callout.Root color="red" role="alert">
                    <Callout.Text>{result.error}</Callout.Text>
                  </Callout.Root>
                ) : null}
                <Text as="label" htmlFor="new-password" size="2" weight="medium">
                  New password
                </Text>
                <TextField.Root id="new-password" name="password" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required size="3" />
                <Button type="submit" size="3" disabled={busy}>
                  {busy ? "Saving..." : "Save new password"}
                </Button>
              </Flex>
            </Form>
          ) : (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{SPENT}</Callout.Text>
            </Callout.Root>
          )}
          <Link to="/login?view=forgot">Send a new reset link</Link>
        </Flex>
      </Card>
    </main>
  );
}
