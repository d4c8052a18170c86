import { Form } from "@remix-run/react";
import { LockClosedIcon } from "@radix-ui/react-icons";
import { Box, Button, Callout, Card, Flex, Heading, Separator, Text } from "@radix-ui/themes";
import { BrandMark } from "../../ui/BrandMark";
import { EmailAuthForm } from "./EmailAuthForm";
import { FeatureList } from "./FeatureList";
import type { ComponentProps } from "react";
import type { LoginPageData } from "./login-query";

/** The sign-in page: Google, then the email form (sign in, sign up, forgot password); no scripts needed. */
export function LoginPage({
  view,
  error,
  passwordChanged,
  redirectTo,
  googleConfigured,
  result,
}: LoginPageData & { result?: ComponentProps<typeof EmailAuthForm>["result"] }) {
  return (
    <main className="sp-login">
      <section className="sp-login-brand">
        <Flex align="center" gap="3">
          <BrandMark size={40} />
          <Text size="6" weight="bold">
            SiteProof
          </Text>
        </Flex>
        <Text as="p" size="4" className="sp-tagline">
          Secure site verification platform
        </Text>
        <FeatureList />
      </section>
      <Card size="4" className="sp-login-card">
        <Flex direction="column" gap="4">
          <Box>
            <Heading as="h1" size="7">
              Welcome Back
            </Heading>
            <Text as="p" color="gray" size="3">
              Sign in to access your inspection dashboard
            </Text>
          </Box>
          {error ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          ) : null}
          {passwordChanged ? (
            <Callout.Root color="green" role="status">
              <Callout.Text>Your password has been changed. Sign in with the new one.</Callout.Text>
            </Callout.Root>
          ) : null}
          <Form method="post" action="/auth/google">
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <Button
              type="submit"
              size="3"
              variant="outline"
              style={{ width: "100%" }}
              disabled={!googleConfigured}
              data-busy="Signing in..."
              aria-describedby={googleConfigured ? undefined : "google-off"}
            >
              <GoogleLogo />
              Sign in with Google
            </Button>
            {googleConfigured ? null : (
              <Text as="p" id="google-off" size="1" color="gray" mt="1">
                Sign-in with Google is not configured on this server. Use your email and password below.
              </Text>
            )}
          </Form>
          <Flex align="center" gap="3">
            <Separator size="4" />
            <Text size="1" color="gray">
              or
            </Text>
            <Separator size="4" />
          </Flex>
          <EmailAuthForm view={view} result={result} redirectTo={redirectTo} />
          <Text as="p" size="1" color="gray" align="center">
            By signing in, you agree to the terms and privacy policy
          </Text>
          <Flex justify="center" align="center" gap="1">
            <LockClosedIcon aria-hidden="true" />
            <Text size="1" color="gray">
              Data stored securely
            </Text>
          </Flex>
        </Flex>
      </Card>
    </main>
  );
}

function GoogleLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}
