import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useNavigate } from "@remix-run/react";
import { Button, Callout, Card, Flex, Heading, IconButton, Text, TextField, Theme } from "@radix-ui/themes";
import { EyeClosedIcon, EyeOpenIcon, LockClosedIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { signInClient, signInCookies } from "../features/account/auth-actions.server";
import { AuthError } from "../features/account/auth-messages";
import { findUserByEmail, requestPasswordReset, signInWithPassword } from "../features/account/auth.server";
import { handled, readForm, Refusal, type RefusalStatus } from "../platform/request.server";
import { isAdminEmail } from "../features/account/roles";
import { getOptionalUser, isAdmin } from "../features/account/session.server";

export const meta: MetaFunction = () => [{ title: "Admin Login · SiteProof" }];

// Spec 2 §8, admin login messages by code, word for word.
const ADMIN_MESSAGES = {
  "user-not-found": "Admin account not found. Please contact system administrator.",
  "wrong-password": "Incorrect password. Please try again.",
  "invalid-email": "Invalid email address format.",
  "too-many-requests": "Too many failed attempts. Please try again later.",
  "invalid-credential": "Invalid credentials. Please check your email and password.",
  default: "Login failed. Please check your credentials.",
} as const;
const BOTH_NEEDED = "Please enter both email and password";
const NOT_ADMIN = "Access denied. Only authorized administrators can access this panel.";
const REDIRECT_MS = 1000;
const RESET_NOTICE_MS = 3000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(context, request);
  if (user && isAdmin(user)) throw redirect("/admin-dashboard");
  return null;
}

type Result = { intent: string; ok: boolean; message: string };

const text = v.optional(v.string(), "");
const AdminForm = v.variant("intent", [
  v.object({ intent: v.literal("login"), email: text, password: text }),
  v.object({ intent: v.literal("reset"), email: text }),
]);

/** The allow-list: an address in ADMIN_EMAILS, or an account an administrator made admin. */
async function isAllowedAdmin(env: Env, db: Parameters<typeof findUserByEmail>[0], email: string) {
  return isAdminEmail(env.ADMIN_EMAILS, email) || (await findUserByEmail(db, email))?.role === "admin";
}

// Spec 2 §8's order: both fields, then the allow-list, and only then the password, so the password
// of an address that is not an admin's is never tried here.
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const env = context.cloudflare.env;
  const input = await readForm(request, AdminForm);
  const { intent } = input;
  const email = input.email.trim().toLowerCase();
  const refuse = (status: RefusalStatus, message: string) => new Refusal(status, message, { intent });
  if (input.intent === "reset") {
    if (!email) throw refuse(400, "Please enter your email address");
    if (!(await isAllowedAdmin(env, context.db, email))) throw refuse(403, "Only authorized admin emails can reset passwords.");
    try {
      await requestPasswordReset(env, context.db, email, request.headers.get("CF-Connecting-IP"));
    } catch (error) {
      console.error("Admin reset mail failed", error);
      throw refuse(502, "Failed to send reset email. Please try again.");
    }
    return json<Result>({ intent, ok: true, message: "Password reset email sent! Check your inbox." });
  }
  if (!email || !input.password) throw refuse(400, BOTH_NEEDED);
  if (!v.is(v.pipe(v.string(), v.maxLength(254), v.email()), email)) throw refuse(400, ADMIN_MESSAGES["invalid-email"]);
  if (!(await isAllowedAdmin(env, context.db, email))) throw refuse(403, NOT_ADMIN);
  let user;
  try {
    user = await signInWithPassword(env, context.db, email, input.password, await signInClient(env, request, email));
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    throw refuse(error.status, Object.hasOwn(ADMIN_MESSAGES, error.code) ? ADMIN_MESSAGES[error.code as keyof typeof ADMIN_MESSAGES] : ADMIN_MESSAGES.default);
  }
  if (!isAdmin(user)) throw refuse(403, NOT_ADMIN);
  return json<Result>({ intent, ok: true, message: "Login successful! Redirecting..." }, { headers: await signInCookies(context, request, user) });
});

export default function AdminLogin() {
  const login = useFetcher<Result>();
  const reset = useFetcher<Result>();
  // Signed in before the page hydrated, the form posted natively: its answer is the page's action data.
  const posted = useActionData<Result>();
  const loginAnswer = login.data ?? (posted?.intent === "login" ? posted : undefined);
  const navigate = useNavigate();
  const [show, setShow] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [resetNote, setResetNote] = useState<Result | null>(null);

  useEffect(() => {
    if (login.state !== "idle" || !loginAnswer?.ok) return;
    // After a native post, in place of the post's history entry: Back must not offer to send it again.
    const t = setTimeout(() => navigate("/admin-dashboard", { replace: loginAnswer === posted }), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [login.state, loginAnswer, posted, navigate]);
  useEffect(() => {
    if (reset.state !== "idle" || !reset.data) return;
    setResetNote(reset.data);
    if (!reset.data.ok) return;
    const t = setTimeout(() => setResetNote(null), RESET_NOTICE_MS);
    return () => clearTimeout(t);
  }, [reset.state, reset.data]);

  return (
    <Theme accentColor="red" hasBackground={false}>
      <main className="sp-center">
        <Flex direction="column" gap="4" style={{ width: "100%", maxWidth: 420 }}>
          <Card size="4">
            <Flex direction="column" gap="3">
              <Flex align="center" gap="2">
                <LockClosedIcon aria-hidden="true" />
                <Heading as="h1" size="6">
                  Admin Login
                </Heading>
              </Flex>
              {loginAnswer ? (
                <Callout.Root color={loginAnswer.ok ? "green" : "red"} role={loginAnswer.ok ? "status" : "alert"}>
                  <Callout.Text>{loginAnswer.message}</Callout.Text>
                </Callout.Root>
              ) : null}
              {forgot ? (
                <reset.Form method="post">
                  <input type="hidden" name="intent" value="reset" />
                  <Flex direction="column" gap="2">
                    {resetNote ? (
                      <Callout.Root color={resetNote.ok ? "green" : "red"} role={resetNote.ok ? "status" : "alert"}>
                        <Callout.Text>{resetNote.message}</Callout.Text>
                      </Callout.Root>
                    ) : null}
                    <Text as="label" htmlFor="reset-email" size="2" weight="medium">
                      Admin email
                    </Text>
                    <TextField.Root id="reset-email" name="email" type="email" size="3" />
                    <Button type="submit" size="3" disabled={reset.state !== "idle"}>
                      Send reset link
                    </Button>
                    <Button type="button" variant="ghost" onClick={() => setForgot(false)}>
                      Back to sign in
                    </Button>
                  </Flex>
                </reset.Form>
              ) : (
                <login.Form method="post">
                  <input type="hidden" name="intent" value="login" />
                  <Flex direction="column" gap="2">
                    <Text as="label" htmlFor="admin-email" size="2" weight="medium">
                      Admin email
                    </Text>
                    <TextField.Root id="admin-email" name="email" type="email" autoComplete="username" size="3" />
                    <Text as="label" htmlFor="admin-password" size="2" weight="medium">
                      Password
                    </Text>
                    <TextField.Root id="admin-password" name="password" type={show ? "text" : "password"} autoComplete="current-password" size="3">
                      <TextField.Slot side="right">
                        <IconButton
                          type="button"
                          variant="ghost"
                          size="1"
                          aria-label={show ? "Hide password" : "Show password"}
                          onClick={() => setShow((s) => !s)}
                        >
                          {show ? <EyeClosedIcon /> : <EyeOpenIcon />}
                        </IconButton>
                      </TextField.Slot>
                    </TextField.Root>
                    <Button type="submit" size="3" disabled={login.state !== "idle"}>
                      {login.state !== "idle" ? "Signing in..." : "Sign In"}
                    </Button>
                    <Button type="button" variant="ghost" onClick={() => setForgot(true)}>
                      Forgot Password
                    </Button>
                  </Flex>
                </login.Form>
              )}
            </Flex>
          </Card>
          <Card>
            <Heading as="h2" size="3" mb="1">
              Need Admin Access?
            </Heading>
            <Text size="2" color="gray">
              Admin rights are given by an existing administrator or by the server's ADMIN_EMAILS list. Ask your SiteProof administrator.
            </Text>
          </Card>
          <Link to="/app">Back to SiteProof</Link>
        </Flex>
      </main>
    </Theme>
  );
}
