// Accounts against hostile clients: guesses from elsewhere never lock out the owner's known browser,
// an older reset link dies with the use of a newer one, and reset mails and sign-ups are throttled.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../app/features/account/auth-messages";
import { adminSession, get, ORIGIN, post, sessionCookieFrom, signIn, signUp, uniqueEmail, userByEmail } from "./helpers";

const deviceCookieFrom = (res: Response) => {
  const c = res.headers.getSetCookie().find((x) => x.startsWith("sp_device="));
  return c ? c.slice(0, c.indexOf(";")) : null;
};
const mails = async (to: string) => (await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE "to" = ?').bind(to).first<{ n: number }>())!.n;
const fromIp = (ip: string) => ({ "CF-Connecting-IP": ip });

describe("lock-out", () => {
  it("locks out guessers after five failures but lets the owner's known browser sign in", async () => {
    const { email, password } = await signUp();
    // The owner signed in once from this browser: it holds a device token for the account.
    const first = await signIn(email, password, fromIp("198.51.100.7"));
    const device = deviceCookieFrom(first)!;
    expect(device).toMatch(/^sp_device=/);
    expect(first.headers.getSetCookie().find((c) => c.startsWith("sp_device="))).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    // Someone else guesses five times from elsewhere.
    for (let i = 0; i < 5; i++) expect((await signIn(email, `guess-${i}`, fromIp("203.0.113.9"))).status).toBe(401);
    // A browser without the token is refused even with the right password...
    expect((await signIn(email, password, fromIp("192.0.2.44"))).status).toBe(429);
    // ...the owner's own browser is not.
    const owner = await signIn(email, password, { ...fromIp("198.51.100.7"), Cookie: device });
    expect(owner.status).toBe(302);
    expect(sessionCookieFrom(owner)).toMatch(/^sp_session=/);
  });

  it("does not hand the guessers fresh tries when the owner signs in from the known browser", async () => {
    const { email, password } = await signUp();
    const device = deviceCookieFrom(await signIn(email, password))!;
    for (let i = 0; i < 5; i++) await signIn(email, `guess-${i}`, fromIp("203.0.113.12"));
    const owner = await signIn(email, password, { Cookie: device });
    expect(owner.status).toBe(302);
    // The owner's browser got a fresh token, and the old one still marks it as known until it is replaced.
    expect(deviceCookieFrom(owner)).not.toBe(device);
    expect((await signIn(email, password, fromIp("203.0.113.12"))).status).toBe(429);
    expect((await signIn(email, password, fromIp("192.0.2.45"))).status).toBe(429);
  });

  it("treats a badly encoded cookie as none, never a 500", async () => {
    const { email, password } = await signUp();
    expect((await signIn(email, password, { Cookie: "sp_device=%E0%A4%A; sp_session=%zz" })).status).toBe(302);
    const app = await get("/app", "sp_session=%E0%A4%A");
    expect(app.status).toBe(302);
    expect(app.headers.get("Location")).toMatch(/^\/login/);
  });

  it("lets no more than five concurrent guesses be tried", async () => {
    const { email, password } = await signUp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(email, `guess-${i}`, fromIp("203.0.113.13")).then((r) => r.status)));
    expect(answers.filter((s) => s === 401)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(15);
    expect((await signIn(email, password, fromIp("192.0.2.46"))).status).toBe(429);
  });

  it("counts the known browser's own failures, so a stolen token cannot guess forever", async () => {
    const { email, password } = await signUp();
    const device = deviceCookieFrom(await signIn(email, password))!;
    for (let i = 0; i < 5; i++) expect((await signIn(email, `guess-${i}`, { Cookie: device })).status).toBe(401);
    expect((await signIn(email, password, { Cookie: device })).status).toBe(429);
  });

  it("trusts a token only for the account it was made for", async () => {
    const a = await signUp();
    const b = await signUp();
    const deviceOfA = deviceCookieFrom(await signIn(a.email, a.password))!;
    for (let i = 0; i < 5; i++) await signIn(b.email, `guess-${i}`);
    expect((await signIn(b.email, b.password, { Cookie: deviceOfA })).status).toBe(429);
    // A forged token is no token.
    expect((await signIn(b.email, b.password, { Cookie: `sp_device=${"A".repeat(24)}.${"B".repeat(43)}` })).status).toBe(429);
  });

  it("keeps an admin signed in from a known browser through the admin login while guessers are locked out", async () => {
    const cookie = await adminSession();
    expect(cookie).toBeTruthy();
    const login = (password: string, headers: Record<string, string> = {}) =>
      post("/admin-login?_data=routes%2Fadmin-login", { intent: "login", email: "admin@siteproof.test", password }, { headers });
    const known = deviceCookieFrom(await login("admin-pass-1"))!;
    expect(known).toMatch(/^sp_device=/);
    for (let i = 0; i < 5; i++) await login(`guess-${i}`, fromIp("203.0.113.10"));
    const guesser = await login("admin-pass-1", fromIp("203.0.113.11"));
    expect([guesser.status, (await guesser.json<{ message: string }>()).message]).toEqual([429, "Too many failed attempts. Please try again later."]);
    const admin = await login("admin-pass-1", { Cookie: known });
    expect(admin.status).toBe(200);
    expect(sessionCookieFrom(admin)).toMatch(/^sp_session=/);
    // Leave the shared admin account unlocked for the other tests of this file.
    await env.DB.prepare("DELETE FROM auth_failures").run();
  });
});

describe("password reset", () => {
  const forgot = (email: string, headers: Record<string, string> = {}) => post("/login?view=forgot", { intent: "forgot", email }, { headers });
  const latestLink = async (email: string) => {
    const mail = await env.DB.prepare('SELECT text FROM mail_outbox WHERE "to" = ? ORDER BY created_at DESC, rowid DESC').bind(email).first<{ text: string }>();
    return new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).pathname;
  };

  it("ends every older link when a newer one is used", async () => {
    const { email } = await signUp();
    await forgot(email);
    const older = await latestLink(email);
    await forgot(email);
    const newer = await latestLink(email);
    expect(newer).not.toBe(older);
    expect((await post(newer, { password: "brand-new-1" })).status).toBe(302);
    const replay = await post(older, { password: "attacker-2" });
    expect(replay.status).toBe(410);
    expect((await signIn(email, "brand-new-1")).status).toBe(302);
    expect((await signIn(email, "attacker-2")).status).toBe(401);
  });

  it("sends at most three mails an hour per address, answering every request the same way", async () => {
    const { email } = await signUp();
    for (let i = 0; i < 6; i++) {
      const res = await forgot(email, fromIp(`198.51.100.${20 + i}`));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Password reset email sent! Check your inbox.");
    }
    expect(await mails(email)).toBe(3);
  });

  it("sends no more than three mails to concurrent requests either", async () => {
    const { email } = await signUp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => forgot(email).then((r) => r.status)));
    expect(answers.every((s) => s === 200)).toBe(true);
    expect(await mails(email)).toBe(3);
  });

  it("sends at most ten mails an hour to any addresses from one network address", async () => {
    const accounts = [];
    for (let i = 0; i < 12; i++) accounts.push((await signUp()).email);
    for (const email of accounts) await forgot(email, fromIp("203.0.113.50"));
    const sent = await Promise.all(accounts.map(mails));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(10);
  });
});

describe("sign-up", () => {
  it("takes at most ten sign-ups an hour from one network address", async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        (
          await post(
            "/login?view=sign-up",
            { intent: "sign-up", displayName: "Ravi Kumar", email: uniqueEmail("burst"), password: "secret123" },
            { headers: fromIp("203.0.113.77") },
          )
        ).status,
      );
    }
    expect(answers.slice(0, 10).every((s) => s === 302)).toBe(true);
    expect(answers[10]).toBe(429);
    const refused = await post(
      "/login?view=sign-up",
      { intent: "sign-up", displayName: "Ravi Kumar", email: uniqueEmail("burst"), password: "secret123" },
      { headers: fromIp("203.0.113.77") },
    );
    expect(await refused.text()).toContain(AUTH_MESSAGES["too-many-requests"]);
  });
});

describe("admin login order (spec 2 §8)", () => {
  const login = (email: string, password: string) => post("/admin-login?_data=routes%2Fadmin-login", { intent: "login", email, password });
  const answer = async (res: Response) => [res.status, (await res.json<{ message: string }>()).message];

  it("asks for both fields first, then the allow-list, and only then the password", async () => {
    await adminSession();
    const inspector = await signUp();
    expect(await answer(await login(inspector.email, ""))).toEqual([400, "Please enter both email and password"]);
    expect(await answer(await login("", "secret123"))).toEqual([400, "Please enter both email and password"]);
    expect(await answer(await login(inspector.email, "wrong-one"))).toEqual([403, "Access denied. Only authorized administrators can access this panel."]);
    // The inspector's password was never tried: no failure counted against the account.
    const failures = await env.DB.prepare("SELECT count(*) AS n FROM auth_failures WHERE key = ?").bind(`email:${inspector.email}`).first<{ n: number }>();
    expect(failures!.n).toBe(0);
  });

  it("lets an ADMIN_EMAILS address through the allow-list before its account is admin, and makes it admin", async () => {
    await adminSession();
    await env.DB.prepare("UPDATE users SET role = 'user' WHERE email = 'admin@siteproof.test'").run();
    expect(await answer(await login("admin@siteproof.test", "wrong-one"))).toEqual([401, "Incorrect password. Please try again."]);
    const ok = await login("admin@siteproof.test", "admin-pass-1");
    expect(await answer(ok)).toEqual([200, "Login successful! Redirecting..."]);
    expect((await userByEmail("admin@siteproof.test"))!.role).toBe("admin");
    await env.DB.prepare("DELETE FROM auth_failures").run();
  });
});

describe("auth routes read their input through the request model", () => {
  const send = (path: string, body: BodyInit, type: string) =>
    SELF.fetch(ORIGIN + path, { method: "POST", redirect: "manual", headers: { Origin: ORIGIN, Host: "localhost", "Content-Type": type }, body });

  it("refuses inherited and unknown intents with 400", async () => {
    for (const intent of ["toString", "constructor", "__proto__", "hasOwnProperty", "reset-all"]) {
      for (const path of ["/login?_data=routes%2Flogin", "/admin-login?_data=routes%2Fadmin-login"]) {
        const res = await post(path, { intent, email: "a@example.com", password: "secret123" });
        expect([res.status, (await res.json<{ message: string }>()).message], `${path} ${intent}`).toEqual([400, "Unknown action"]);
      }
    }
  });

  it("refuses bodies that are not forms, and unknown fields, with 400 and signs no one out", async () => {
    const { cookie } = await signUp();
    for (const path of ["/login", "/admin-login", "/logout", "/auth/google", "/reset-password/AAAAAAAAAAAAAAAAAAAAAAAA"]) {
      const res = await send(path, JSON.stringify({ intent: "sign-in" }), "application/json");
      expect(res.status, path).toBe(400);
    }
    const extra = await post("/logout", { everything: "1" }, { cookie });
    expect(extra.status).toBe(400);
    expect((await get("/app", cookie)).status).toBe(200);
    const loginQuery = await get("/login?view=%00");
    expect(loginQuery.status).toBe(400);
    const callback = await get("/auth/google/callback?state=a%01b");
    expect(callback.status).toBe(400);
  });
});
