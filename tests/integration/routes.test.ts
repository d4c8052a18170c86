import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminSession, get, post, signUp, uniqueEmail, userByEmail } from "./helpers";
import { localFetch } from "./local-server";

const CHILD_TITLES: [string, string][] = [
  ["/app/camera", "Site Inspection"],
  ["/app/analytics", "Analytics Dashboard"],
  ["/app/history", "Inspection History"],
  ["/app/database", "Company Database"],
  ["/app/scheduling", "Scheduling"],
  ["/app/profile", "Profile &amp; Settings"],
  ["/app/notifications", "Notifications"],
  ["/app/help", "Help Center"],
  ["/app/contact", "Contact Support"],
  ["/app/support", "Support Center"],
];

describe("route table", () => {
  it.each(["/", "/no-such-page", "/app/no-such-page"])("%s goes to /login", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login");
  });

  it("sends a signed-out visitor from /app to /login, and from its children to /login and back", async () => {
    expect((await get("/app")).headers.get("Location")).toBe("/login");
    for (const path of [...CHILD_TITLES.map(([p]) => p), "/app/admin", "/app/history?q=Nandi"]) {
      const res = await get(path);
      expect(res.headers.get("Location"), path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("sends a signed-in user from /login?redirectTo= to that page when it is on this site, else to /app", async () => {
    const { cookie } = await signUp();
    const to = async (redirectTo: string) => (await get(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, cookie)).headers.get("Location");
    expect(await to("/app/history?q=Nandi")).toBe("/app/history?q=Nandi");
    expect(await to("https://evil.example/")).toBe("/app");
    expect(await to("//evil.example/")).toBe("/app");
    expect(await to("/\\evil.example/")).toBe("/app");
  });

  it("sends a signed-in user from /login to /app", async () => {
    const { cookie } = await signUp();
    const res = await get("/login", cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/app");
  });

  it("shows every child route's title inside the shell", async () => {
    const { cookie } = await signUp();
    for (const [path, title] of CHILD_TITLES) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(200);
      const page = await res.text();
      expect(page, path).toContain(`>${title}</h1>`);
      expect(page, path).toContain('aria-label="Main menu"');
    }
  });

  it("shows Admin Panel in the menu to admins only, and refuses the panel to others on the server", async () => {
    const inspector = await signUp();
    const admin = { cookie: await adminSession() };
    expect(await (await get("/app", inspector.cookie)).text()).not.toContain("Admin Panel");
    expect(await (await get("/app", admin.cookie)).text()).toContain("Admin Panel");
    const denied = await get("/app/admin", inspector.cookie);
    expect(denied.status).toBe(403);
    expect(await denied.text()).toContain("Access Denied");
    const allowed = await get("/app/admin", admin.cookie);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("System Administration &amp; Management");
  });

  it("sends a non-admin from /admin-dashboard to /admin-login and an admin from /admin-login to the dashboard", async () => {
    const inspector = await signUp();
    const admin = { cookie: await adminSession() };
    expect((await get("/admin-dashboard", inspector.cookie)).headers.get("Location")).toBe("/admin-login");
    expect((await get("/admin-dashboard")).headers.get("Location")).toBe("/admin-login");
    expect((await get("/admin-dashboard", admin.cookie)).status).toBe(200);
    expect((await get("/admin-login", admin.cookie)).headers.get("Location")).toBe("/admin-dashboard");
  });

  it("shows a failure under /app with the app's page error", async () => {
    const { cookie } = await signUp();
    const res = await post("/app/help", {}, { cookie });
    expect(res.status).toBe(405);
    expect(await res.text()).toContain("This page could not be opened");
  });
});

describe("security baseline", () => {
  it("refuses a mutation from another origin and writes nothing", async () => {
    const email = uniqueEmail("csrf");
    const res = await post("/login?view=sign-up", { intent: "sign-up", displayName: "Eve", email, password: "secret123" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await userByEmail(email)).toBeNull();
    const crossSite = await post("/logout", {}, { origin: null, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
  });

  it("sends the security headers with a fresh nonce that the page's scripts carry", async () => {
    const res = await get("/login");
    const csp = res.headers.get("Content-Security-Policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=(self), geolocation=(self)");
    const page = await res.text();
    const scripts = page.match(/<script[^>]*>/g)!;
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const other = /'nonce-([^']+)'/.exec((await get("/login")).headers.get("Content-Security-Policy")!)![1];
    expect(other).not.toBe(nonce);
  });

  it("never sends the password hash to the browser", async () => {
    const { email, cookie } = await signUp();
    const hash = String((await userByEmail(email))!.password_hash);
    const page = await (await get("/app", cookie)).text();
    expect(page).not.toContain(hash.split("$")[3]);
    expect(page).not.toContain("passwordHash");
  });
});

describe("local mail outbox", () => {
  it("lists sent mails", async () => {
    const { email } = await signUp();
    await post("/login?view=forgot", { intent: "forgot", email });
    const page = await (await localFetch("/dev/outbox")).text();
    expect(page).toContain("Reset your SiteProof password");
    expect(page).toContain(email);
    expect(env.MAIL_TRANSPORT).toBe("outbox");
  });
});
