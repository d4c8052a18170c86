import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES, GOOGLE_FAILURE_MESSAGE } from "../../app/features/account/auth-messages";
import { stubGoogle } from "../stubs/google";
import { get, post, sessionCookieFrom, signIn, signUp, uniqueEmail, userByEmail } from "./helpers";

async function startFlow(fields: Record<string, string> = {}) {
  const res = await post("/auth/google", fields);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("Location")!);
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.slice(0, c.indexOf(";")))
    .join("; ");
  return { location, cookies, state: location.searchParams.get("state")! };
}

afterEach(() => vi.restoreAllMocks());

describe("Google sign-in", () => {
  it("redirects to Google with state, PKCE and the email and profile scopes", async () => {
    const { location, cookies } = await startFlow();
    expect(location.origin + location.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(location.searchParams.get("scope")).toBe("email profile");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost/auth/google/callback");
    expect(cookies).toMatch(/sp_oauth_state=.+; sp_oauth_verifier=.+/);
  });

  it("creates a free account on first sign-in and signs in", async () => {
    const email = uniqueEmail("google");
    const seen = stubGoogle({
      sub: `g-${email}`,
      email,
      email_verified: true,
      given_name: "Meera",
      family_name: "Iyer",
      picture: "https://lh3.googleusercontent.com/a/x",
    });
    const { cookies, state } = await startFlow();
    const res = await get(`/auth/google/callback?code=auth-code&state=${state}`, cookies);
    expect(res.headers.get("Location")).toBe("/app");
    expect(seen.tokenBody?.get("code")).toBe("auth-code");
    expect(seen.tokenBody?.get("code_verifier")).toMatch(/.{43,}/);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ first_name: "Meera", last_name: "Iyer", account_type: "free", google_sub: `g-${email}`, password_hash: null });
    const home = await get("/app", sessionCookieFrom(res));
    expect(await home.text()).toContain("Meera");
  });

  it("returns to the page that asked for sign-in, and never to another site", async () => {
    const email = uniqueEmail("google-back");
    stubGoogle({ sub: `g-${email}`, email, email_verified: true, name: "Meera Iyer" });
    const back = await startFlow({ redirectTo: "/app/history?q=Nandi" });
    expect((await get(`/auth/google/callback?code=c&state=${back.state}`, back.cookies)).headers.get("Location")).toBe("/app/history?q=Nandi");
    const evil = await startFlow({ redirectTo: "https://evil.example/" });
    expect(evil.cookies).not.toContain("sp_oauth_return");
    expect((await get(`/auth/google/callback?code=c&state=${evil.state}`, evil.cookies)).headers.get("Location")).toBe("/app");
  });

  it("links Google to an existing email account instead of making a second one", async () => {
    const { email } = await signUp();
    stubGoogle({ sub: "g-link", email, email_verified: true, name: "Asha Rao" });
    const { cookies, state } = await startFlow();
    expect((await get(`/auth/google/callback?code=c&state=${state}`, cookies)).headers.get("Location")).toBe("/app");
    const n = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>();
    expect(n!.n).toBe(1);
    expect((await userByEmail(email))!.google_sub).toBe("g-link");
  });

  it("trusts the browser that signed in with Google for the account's password sign-in while guessers are locked out", async () => {
    const { email, password } = await signUp();
    stubGoogle({ sub: `g-trust-${email}`, email, email_verified: true, name: "Asha Rao" });
    const { cookies, state } = await startFlow();
    const res = await get(`/auth/google/callback?code=c&state=${state}`, cookies);
    expect(res.headers.get("Location")).toBe("/app");
    const device = res.headers.getSetCookie().find((c) => c.startsWith("sp_device="))!;
    expect(device).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    for (let i = 0; i < 5; i++) await signIn(email, `guess-${i}`, { "CF-Connecting-IP": "203.0.113.30" });
    expect((await signIn(email, password)).status).toBe(429);
    expect((await signIn(email, password, { Cookie: device.slice(0, device.indexOf(";")) })).status).toBe(302);
  });

  it("refuses a wrong state and shows the Google failure message", async () => {
    stubGoogle({ sub: "x", email: uniqueEmail(), email_verified: true });
    const { cookies } = await startFlow();
    const res = await get(`/auth/google/callback?code=c&state=forged`, cookies);
    expect(res.headers.get("Location")).toBe("/login?error=google");
    expect(sessionCookieFrom(res)).toBeNull();
    expect(await (await get("/login?error=google")).text()).toContain(GOOGLE_FAILURE_MESSAGE);
  });

  it("fails cleanly when the user-info endpoint fails", async () => {
    stubGoogle({}, { userinfoStatus: 500 });
    const { cookies, state } = await startFlow();
    expect((await get(`/auth/google/callback?code=c&state=${state}`, cookies)).headers.get("Location")).toBe("/login?error=google");
  });

  it("tells the user when they cancelled at Google", async () => {
    const res = await get("/auth/google/callback?error=access_denied");
    expect(res.headers.get("Location")).toBe("/login?error=google-cancelled");
    expect(await (await get("/login?error=google-cancelled")).text()).toContain(AUTH_MESSAGES["cancelled-popup-request"]);
  });
});
