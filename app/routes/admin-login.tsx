import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { Button, Callout, Card, Flex, Heading, IconButton, Text, TextField, Theme } from "@radix-ui/themes";
import { EyeClosedIcon, EyeOpenIcon, LockClosedIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { AuthError, type AuthErrorCode } from "../lib/auth-messages";
import { findUserByEmail, requestPasswordReset, signInWithPassword } from "../lib/auth.server";
import { createSession, getOptionalUser, isAdmin } from "../lib/session.server";

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

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const email = String(form.get("email") ?? "").trim().toLowerCase();
  const reply = (ok: boolean, message: string, status = ok ? 200 : 400, headers?: HeadersInit) => json<Result>({ intent, ok, message }, { status, headers });
  if (intent === "reset") {
    if (!email) return reply(false, "Please enter your email address");
    const user = await findUserByEmail(context.db, email);
    if (!user || !isAdmin(user)) return reply(false, "Only authorized admin emails can reset passwords.", 403);
    try {
      await requestPasswordReset(env, context.db, email);
      return reply(true, "Password reset email sent! Check your inbox.");
    } catch {
      return reply(false, "Failed to send reset email. Please try again.", 500);
    }
  }
  const password = String(form.get("password") ?? "");
  if (!email || !password) return reply(false, BOTH_NEEDED);
  if (!v.safeParse(v.pipe(v.string(), v.email()), email).success) return reply(false, ADMIN_MESSAGES["invalid-email"]);
  try {
    const user = await signInWithPassword(env, context.db, email, password, request.headers.get("CF-Connecting-IP"));
    if (!isAdmin(user)) return reply(false, NOT_ADMIN, 403);
    const cookie = await createSession(context.db, user.id, request.headers.get("User-Agent"));
    return reply(true, "Login successful! Redirecting...", 200, { "Set-Cookie": cookie });
  } catch (error) {
    const code = error instanceof AuthError ? (error.code as AuthErrorCode) : null;
    const message = code && code in ADMIN_MESSAGES ? ADMIN_MESSAGES[code as keyof typeof ADMIN_MESSAGES] : ADMIN_MESSAGES.default;
    return reply(false, message, code === "too-many-requests" ? 429 : 401);
  }
}

export default function AdminLogin() {
  const login = useFetcher<Result>();
  const reset = useFetcher<Result>();
  const navigate = useNavigate();
  const [show, setShow] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [resetNote, setResetNote] = useState<Result | null>(null);

  useEffect(() => {
    if (login.state !== "idle" || !login.data?.ok) return;
    const t = setTimeout(() => navigate("/admin-dashboard"), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [login.state, login.data, navigate]);
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
              {login.data ? (
                <Callout.Root color={login.data.ok ? "green" : "red"} role={login.data.ok ? "status" : "alert"}>
                  <Callout.Text>{login.data.message}</Callout.Text>
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
                        <IconButton type="button" variant="ghost" size="1" aria-label={show ? "Hide password" : "Show password"} onClick={() => setShow((s) => !s)}>
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
