import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AUTH_FALLBACK_MESSAGE, AUTH_MESSAGES } from "../../app/features/account/auth-messages";
import { adminSession, get, ORIGIN, post, sessionCookieFrom, signIn, signUp, uniqueEmail, userByEmail } from "./helpers";

const html = (res: Response) => res.text();

describe("create account", () => {
  it("creates the user with names from the display name and signs in", async () => {
    const { email, cookie } = await signUp(uniqueEmail(), "secret123", "Asha Rao Kulkarni");
    const user = await userByEmail(email);
    expect(user).toMatchObject({ first_name: "Asha", last_name: "Rao Kulkarni", account_type: "free", role: "user", time_zone: "Asia/Kolkata" });
    expect(String(user!.password_hash)).toMatch(/^pbkdf2-sha256\$100000\$/);
    const home = await get("/app", cookie);
    expect(home.status).toBe(200);
    expect(await html(home)).toContain("Welcome back, <!-- -->Asha<!-- -->!");
  });

  it("refuses a taken email, a short password and a bad email with the spec's words", async () => {
    const { email } = await signUp();
    for (const [fields, message, status] of [
      [{ email }, AUTH_MESSAGES["email-already-in-use"], 409],
      [{ email: uniqueEmail(), password: "12345" }, AUTH_MESSAGES["weak-password"], 422],
      [{ email: "not-an-email" }, AUTH_MESSAGES["invalid-email"], 422],
    ] as const) {
      const res = await post("/login?view=sign-up", { intent: "sign-up", displayName: "X Y", password: "secret123", ...fields });
      expect(res.status).toBe(status);
      expect(sessionCookieFrom(res)).toBeNull();
      expect(await html(res)).toContain(message);
    }
    const count = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>();
    expect(count!.n).toBe(1);
  });

  it("gives the admin role to ADMIN_EMAILS addresses only", async () => {
    await adminSession();
    expect((await userByEmail("admin@siteproof.test"))!.role).toBe("admin");
    expect((await userByEmail((await signUp()).email))!.role).toBe("user");
  });
});

describe("sign in", () => {
  it("returns to the page that asked for it, when that page is on this site", async () => {
    const { email, password } = await signUp();
    const signInTo = async (redirectTo: string) => (await post("/login", { intent: "sign-in", email, password, redirectTo })).headers.get("Location");
    expect(await signInTo("/app/history?q=Nandi")).toBe("/app/history?q=Nandi");
    expect(await signInTo("https://evil.example/")).toBe("/app");
    expect(await signInTo("//evil.example/")).toBe("/app");
    const signUpTo = await post("/login?view=sign-up", { intent: "sign-up", displayName: "Ravi Das", email: uniqueEmail(), password, redirectTo: "/app/help" });
    expect(signUpTo.headers.get("Location")).toBe("/app/help");
    // The page keeps it in its forms and links, and drops one that is not on this site.
    const page = await (await get("/login?redirectTo=%2Fapp%2Fhistory%3Fq%3DNandi")).text();
    expect(page).toContain('name="redirectTo" value="/app/history?q=Nandi"');
    expect(page).toContain('href="/login?view=sign-up&amp;redirectTo=%2Fapp%2Fhistory%3Fq%3DNandi"');
    expect(await (await get("/login?redirectTo=https%3A%2F%2Fevil.example%2F")).text()).not.toContain("evil.example");
  });

  it("signs in with the right password", async () => {
    const { email, password } = await signUp();
    const res = await signIn(email, password);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/app");
    expect(sessionCookieFrom(res)).toMatch(/^sp_session=.{40,}/);
    expect(res.headers.get("Set-Cookie")).toMatch(/HttpOnly; Secure; SameSite=Lax/);
  });

  it("answers every failure with its message", async () => {
    const { email } = await signUp();
    const cases: [string, string, string, number][] = [
      [uniqueEmail("nobody"), "whatever1", AUTH_MESSAGES["user-not-found"], 401],
      [email, "wrong-pass", AUTH_MESSAGES["wrong-password"], 401],
      ["bad@", "whatever1", AUTH_MESSAGES["invalid-email"], 422],
    ];
    for (const [e, p, message, status] of cases) {
      const res = await signIn(e, p);
      expect(res.status).toBe(status);
      const page = await html(res);
      expect(page).toContain(message);
      // /login runs without JavaScript: the page rendered from the refusal keeps the email, never the password.
      expect(page).toMatch(new RegExp(`name="email"[^>]*value="${e.replace(/[.@]/g, "\\$&")}"`));
      expect(page).not.toContain(p);
    }
  });

  it("renders /login without the framework's scripts, and a refused sign-up keeps the name", async () => {
    const login = await html(await get("/login"));
    expect(login).not.toMatch(/<script[^>]+src=|modulepreload/);
    expect(login).toContain('data-busy="Signing in..."');
    const res = await post("/login?view=sign-up", { intent: "sign-up", displayName: "Meera Iyer", email: uniqueEmail(), password: "12345" });
    expect(res.status).toBe(422);
    expect(await html(res)).toMatch(/name="displayName"[^>]*value="Meera Iyer"/);
  });

  it("refuses a deactivated account even with the right password", async () => {
    const { email, password } = await signUp();
    await env.DB.prepare("UPDATE users SET is_active = 0 WHERE email = ?").bind(email).run();
    const res = await signIn(email, password);
    expect(res.status).toBe(403);
    expect(await html(res)).toContain(AUTH_MESSAGES["user-disabled"]);
  });

  it("refuses an email after five failures, even with the right password", async () => {
    const { email, password } = await signUp();
    for (let i = 0; i < 5; i++) expect((await signIn(email, "nope-nope")).status).toBe(401);
    const res = await signIn(email, password);
    expect(res.status).toBe(429);
    expect(await html(res)).toContain(AUTH_MESSAGES["too-many-requests"]);
  });

  it("refuses an address after twenty failures across emails", async () => {
    const ip = { "CF-Connecting-IP": "203.0.113.9" };
    for (let i = 0; i < 20; i++) await signIn(uniqueEmail("probe"), "nope-nope", ip);
    const { email, password } = await signUp();
    expect((await signIn(email, password, ip)).status).toBe(429);
    expect((await signIn(email, password, { "CF-Connecting-IP": "203.0.113.10" })).status).toBe(302);
  });

  it("falls back to the generic message when something unexpected breaks", async () => {
    const { email } = await signUp();
    await env.DB.prepare("UPDATE users SET password_hash = 'pbkdf2-sha256$100000$!!!$%%%' WHERE email = ?").bind(email).run();
    const res = await signIn(email, "secret123");
    expect(res.status).toBe(500);
    expect(await html(res)).toContain(AUTH_FALLBACK_MESSAGE);
  });

  it("re-hashes a password stored with weaker parameters", async () => {
    const { hashPassword } = await import("../../app/features/account/password.server");
    const { email } = await signUp();
    const weak = await hashPassword("secret123", env.PASSWORD_PEPPER, 1000);
    await env.DB.prepare("UPDATE users SET password_hash = ? WHERE email = ?").bind(weak, email).run();
    expect((await signIn(email, "secret123")).status).toBe(302);
    expect(String((await userByEmail(email))!.password_hash)).toMatch(/^pbkdf2-sha256\$100000\$/);
  });
});

describe("sessions", () => {
  it("stores only the token's hash", async () => {
    const { email, cookie } = await signUp();
    const token = cookie.split("=")[1];
    const row = await env.DB.prepare("SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?").bind(email).first<{ id: string }>();
    expect(row!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.id).not.toContain(token);
  });

  it("ends an expired session", async () => {
    const { email, cookie } = await signUp();
    await env.DB.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = (SELECT id FROM users WHERE email = ?)")
      .bind(email)
      .run();
    const res = await get("/app", cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login");
  });

  it("renews a session that is close to expiry", async () => {
    const { email, cookie } = await signUp();
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)").bind(soon, email).run();
    const res = await get("/app", cookie);
    expect(res.status).toBe(200);
    expect(sessionCookieFrom(res)).toBe(cookie);
    const row = await env.DB.prepare("SELECT expires_at FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)")
      .bind(email)
      .first<{ expires_at: string }>();
    expect(Date.parse(row!.expires_at)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it("sign-out deletes the session row and the cookie stops working", async () => {
    const { email, cookie } = await signUp();
    const res = await post("/logout", {}, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login");
    expect(res.headers.get("Set-Cookie")).toContain("Max-Age=0");
    const n = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)")
      .bind(email)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
    expect((await get("/app", cookie)).status).toBe(302);
  });

  it("ends the sessions of a deactivated user", async () => {
    const { email, cookie } = await signUp();
    await env.DB.prepare("UPDATE users SET is_active = 0 WHERE email = ?").bind(email).run();
    expect((await get("/app", cookie)).headers.get("Location")).toBe("/login");
    const n = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)")
      .bind(email)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });
});

describe("password reset", () => {
  async function resetLinkFor(email: string) {
    const res = await post("/login?view=forgot", { intent: "forgot", email });
    expect(res.status).toBe(200);
    expect(await html(res)).toContain("Password reset email sent! Check your inbox.");
    const mail = await env.DB.prepare('SELECT text FROM mail_outbox WHERE "to" = ? ORDER BY created_at DESC').bind(email).first<{ text: string }>();
    return new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).pathname;
  }

  it("sends a link that sets a new password once and ends old sessions", async () => {
    const { email, cookie } = await signUp();
    const path = await resetLinkFor(email);
    expect(await html(await get(path))).toContain("Choose a new password");
    const res = await post(path, { password: "brand-new-1" });
    expect(res.headers.get("Location")).toBe("/login?reset=done");
    expect((await get("/app", cookie)).status).toBe(302);
    expect((await signIn(email, "secret123")).status).toBe(401);
    expect((await signIn(email, "brand-new-1")).status).toBe(302);
    const again = await post(path, { password: "another-1" });
    expect(again.status).toBe(410);
    expect(await html(again)).toContain("This reset link is invalid or has expired.");
  });

  it("refuses an expired link and a weak new password", async () => {
    const { email } = await signUp();
    const path = await resetLinkFor(email);
    const weak = await post(path, { password: "123" });
    expect(weak.status).toBe(422);
    expect(await html(weak)).toContain(AUTH_MESSAGES["weak-password"]);
    await env.DB.prepare("UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    expect(await html(await get(path))).toContain("This reset link is invalid or has expired.");
    expect((await post(path, { password: "brand-new-1" })).status).toBe(410);
  });

  it("says the same for an unknown email and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const res = await post("/login?view=forgot", { intent: "forgot", email });
    expect(await html(res)).toContain("Password reset email sent! Check your inbox.");
    const n = await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE "to" = ?').bind(email).first<{ n: number }>();
    expect(n!.n).toBe(0);
  });
});

describe("inspector sign-out", () => {
  it("keeps the user signed in and says so when ending the session fails", async () => {
    const s = await signUp();
    await env.DB.prepare("ALTER TABLE sessions RENAME TO sessions_away").run();
    let failed: Response;
    try {
      failed = await SELF.fetch(`${ORIGIN}/logout`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: s.cookie, Origin: ORIGIN, Referer: `${ORIGIN}/app/profile`, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      });
    } finally {
      await env.DB.prepare("ALTER TABLE sessions_away RENAME TO sessions").run();
    }
    expect(failed.status).toBe(302);
    expect(failed.headers.get("Location")).toBe("/app/profile");
    // The session cookie stays; only the one-minute message is set.
    const set = failed.headers.getSetCookie();
    expect(set).toEqual([expect.stringMatching(/^sp_flash=.*Max-Age=60/)]);
    const flash = set[0].split(";")[0];
    const shell = await get("/app?_data=routes%2Fapp", `${s.cookie}; ${flash}`);
    expect(shell.status).toBe(200);
    expect((await shell.json<{ flash: { message: string; tone: string } }>()).flash).toMatchObject({ message: "Failed to sign out", tone: "error" });
    // Shown once: the answer clears it.
    expect(shell.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^sp_flash=; .*Max-Age=0/));
    expect((await (await get("/app?_data=routes%2Fapp", s.cookie)).json<{ flash: unknown }>()).flash).toBeNull();
  });
});
