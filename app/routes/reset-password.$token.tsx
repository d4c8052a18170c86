import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, Callout, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { isResetTokenValid, resetPassword } from "../features/account/auth.server";
import * as v from "valibot";
import { handled, readForm, Refusal } from "../platform/request.server";
import { MIN_PASSWORD_LENGTH, ResetPasswordSchema } from "../features/account/auth-form";

export const meta: MetaFunction = () => [{ title: "Choose a new password · SiteProof" }];

const SPENT = "This reset link is invalid or has expired. Ask for a new one.";

/** A reset token as links carry it (32 random bytes, base64url); anything else is a spent link. */
const token = (params: Record<string, string | undefined>) => (v.is(ResetToken, params.token) ? params.token : null);
const ResetToken = v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/));

export async function loader({ params, context }: LoaderFunctionArgs) {
  const t = token(params);
  return json({ valid: t !== null && (await isResetTokenValid(context.db, t)) });
}

export const action = handled(async ({ params, request, context }: ActionFunctionArgs) => {
  const { password } = await readForm(request, ResetPasswordSchema);
  const t = token(params);
  if (!t || !(await resetPassword(context.cloudflare.env, context.db, t, password))) throw new Refusal(410, SPENT);
  return redirect("/login?reset=done");
});

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
                {result?.message ? (
                  <Callout.Root color="red" role="alert">
                    <Callout.Text>{result.message}</Callout.Text>
                  </Callout.Root>
                ) : null}
                <Text as="label" htmlFor="new-password" size="2" weight="medium">
                  New password
                </Text>
                <TextField.Root
                  id="new-password"
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  minLength={MIN_PASSWORD_LENGTH}
                  required
                  size="3"
                />
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
