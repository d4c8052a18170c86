// The admin login page: sign-in and the reset link, both real forms. Sent before the page's scripts
// run, the browser posts them natively and the page comes back with the answer (useActionData).
import { Link, useActionData, useFetcher, useNavigate, useSearchParams } from "@remix-run/react";
import { Button, Callout, Card, Flex, Heading, IconButton, Text, TextField, Theme } from "@radix-ui/themes";
import { EyeClosedIcon, EyeOpenIcon, LockClosedIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";

type Result = { intent: string; ok: boolean; message: string; values?: { email?: string } };
const REDIRECT_MS = 1000;
const RESET_NOTICE_MS = 3000;

export function AdminLoginPage() {
  const login = useFetcher<Result>();
  const reset = useFetcher<Result>();
  // Signed in before the page hydrated, the form posted natively: its answer is the page's action data.
  const posted = useActionData<Result>();
  const loginAnswer = login.data ?? (posted?.intent === "login" ? posted : undefined);
  const navigate = useNavigate();
  const [show, setShow] = useState(false);
  // The reset form is a page of its own (?forgot), so Forgot Password works before the scripts run.
  const forgot = useSearchParams()[0].has("forgot");
  const postedReset = posted?.intent === "reset" ? posted : undefined;
  const [resetNote, setResetNote] = useState<Result | null>(postedReset ?? null);
  const typedEmail = posted && !posted.ok ? posted.values?.email : undefined;

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
                <reset.Form method="post" action="/admin-login?forgot">
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
                    <TextField.Root id="reset-email" name="email" type="email" size="3" defaultValue={typedEmail} />
                    <Button type="submit" size="3" disabled={reset.state !== "idle"}>
                      Send reset link
                    </Button>
                    <Button variant="ghost" asChild>
                      <Link to="/admin-login">Back to sign in</Link>
                    </Button>
                  </Flex>
                </reset.Form>
              ) : (
                <login.Form method="post" action="/admin-login">
                  <input type="hidden" name="intent" value="login" />
                  <Flex direction="column" gap="2">
                    <Text as="label" htmlFor="admin-email" size="2" weight="medium">
                      Admin email
                    </Text>
                    <TextField.Root id="admin-email" name="email" type="email" autoComplete="username" size="3" defaultValue={typedEmail} />
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
                    <Button variant="ghost" asChild>
                      <Link to="?forgot">Forgot Password</Link>
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
