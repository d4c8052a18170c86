import { Form, Link } from "@remix-run/react";
import { Button, Callout, Flex, Text, TextField } from "@radix-ui/themes";
import type { AuthActionData } from "./auth-form";
import { MIN_PASSWORD_LENGTH } from "./auth-form";
import { withRedirectTo } from "../../platform/redirect-to";

export type AuthView = "sign-in" | "sign-up" | "forgot";

function Field(props: {
  label: string;
  name: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  error?: string;
  minLength?: number;
  defaultValue?: string;
}) {
  const id = `field-${props.name}`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {props.label}
      </Text>
      <TextField.Root
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required
        minLength={props.minLength}
        size="3"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      {props.error ? (
        <Text id={`${id}-error`} size="1" color="red">
          {props.error}
        </Text>
      ) : null}
    </Flex>
  );
}

const SUBMIT_LABEL: Record<AuthView, [idle: string, busy: string]> = {
  "sign-in": ["Sign in", "Signing in..."],
  "sign-up": ["Create account", "Creating account..."],
  forgot: ["Send reset link", "Sending..."],
};

type Result = Partial<Omit<AuthActionData, "intent">> & { intent?: string };

/** `redirectTo`: the page to return to after signing in, kept by every link and form of the page. */
export function EmailAuthForm({ view, result, redirectTo }: { view: AuthView; result?: Result; redirectTo: string | null }) {
  const shown = result?.intent === view ? result : undefined;
  const login = (path: string) => withRedirectTo(path, redirectTo);

  if (view === "forgot" && shown?.sent) {
    return (
      <Flex direction="column" gap="3">
        <Callout.Root color="green" role="status">
          <Callout.Text>Password reset email sent! Check your inbox.</Callout.Text>
        </Callout.Root>
        <Text size="2" color="gray">
          If an account uses that address, the mail holds a link that works once within an hour.
        </Text>
        <Link to={login("/login")}>Back to sign in</Link>
      </Flex>
    );
  }

  return (
    // The address keeps redirectTo too, so the page rendered again after a refusal still carries it.
    <Form method="post" action={login(`/login${view === "sign-in" ? "" : `?view=${view}`}`)} noValidate={false}>
      <input type="hidden" name="intent" value={view} />
      {redirectTo && view !== "forgot" ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Flex direction="column" gap="3">
        {shown?.message ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{shown.message}</Callout.Text>
          </Callout.Root>
        ) : null}
        {view === "sign-up" ? (
          <>
            <Field
              label="Display name"
              name="displayName"
              autoComplete="name"
              error={shown?.fieldErrors?.displayName}
              defaultValue={shown?.values?.displayName}
            />
            {/* Filled by the page's script with the browser's time zone. */}
            <input type="hidden" name="timeZone" data-time-zone defaultValue="" />
          </>
        ) : null}
        <Field label="Email" name="email" type="email" autoComplete="email" error={shown?.fieldErrors?.email} defaultValue={shown?.values?.email} />
        {view !== "forgot" ? (
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete={view === "sign-up" ? "new-password" : "current-password"}
            minLength={view === "sign-up" ? MIN_PASSWORD_LENGTH : undefined}
            error={shown?.fieldErrors?.password}
          />
        ) : null}
        <Button type="submit" size="3" data-busy={SUBMIT_LABEL[view][1]}>
          {SUBMIT_LABEL[view][0]}
        </Button>
        <Flex justify="between" wrap="wrap" gap="2">
          {view === "sign-in" ? (
            <>
              <Link to={login("/login?view=forgot")}>Forgot password?</Link>
              <Link to={login("/login?view=sign-up")}>Create an account</Link>
            </>
          ) : (
            <Link to={login("/login")}>Back to sign in</Link>
          )}
        </Flex>
      </Flex>
    </Form>
  );
}
