import { createExecutionContext, createMessageBatch, env, getQueueResult, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runBroadcast, runCompanyUpload } from "../../app/features/admin/admin-jobs.server";
import { ADMIN_ONLY } from "../../app/features/account/session.server";
import { userHub } from "../../app/features/notifications/user-hub.server";
import { uploadKey } from "../../app/platform/storage-keys";
import worker from "../../workers/app";
import { adminSession, get, ORIGIN, post, signIn, signUp, userByEmail } from "./helpers";
import { decryptPush, newSubscriber, verifyVapid } from "../stubs/webpush-receiver";
import { stubPushService } from "../stubs/push-service";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";

const act = (cookie: string, fields: Record<string, string>, path = "/app/admin?_data=routes%2Fapp.admin") => post(path, fields, { cookie });
const count = async (sql: string, ...bind: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...bind)
    .first<{ n: number }>())!.n;

/** Waits for the queue consumer (run by Miniflare for real) to finish a job. */
async function finished(admin: string, jobId: string, timeoutMs = 100_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { job } = await (
      await get(`/app/admin/jobs/${jobId}`, admin)
    ).json<{ job: { status: string; message: string; succeeded: number; errors: unknown[] } }>();
    if (job.status === "done" || job.status === "failed" || Date.now() > until) return job;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Opens a live tab on a user's hub, as /app/live does after checking the session. */
async function openHubTab(userId: string) {
  const res = await userHub(env, userId).fetch("http://hub/live", { headers: { Upgrade: "websocket", "X-User-Id": userId } });
  const ws = res.webSocket!;
  const messages: { type: string; count: number }[] = [];
  ws.accept();
  ws.addEventListener("message", (e) => {
    messages.push(JSON.parse(e.data as string));
  });
  return { ws, messages };
}

/** Marks a finished job as a crashed run, so that the next delivery of its message runs it again. */
const crashed = (jobId: string) => env.DB.prepare("UPDATE jobs SET status = 'running', updated_at = '2000-01-01T00:00:00.000Z' WHERE id = ?").bind(jobId).run();

async function runQueue(body: JobMessage, queue = "siteproof-jobs", attempts = 1) {
  const batch = createMessageBatch<JobMessage>(queue, [{ id: crypto.randomUUID(), timestamp: new Date(), attempts, body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe("admin routes refuse non-admins on the server", () => {
  it("answers 403 or a redirect for every admin route and action, called directly", async () => {
    const { cookie } = await signUp();
    expect((await get("/app/admin", cookie)).status).toBe(403);
    expect((await get("/app/admin/users-export", cookie)).status).toBe(403);
    expect((await get("/app/admin/analytics", cookie)).status).toBe(403);
    expect((await get("/app/admin/jobs/anything", cookie)).status).toBe(403);
    const refused = await act(cookie, { intent: "upgrade", id: "x" });
    expect([refused.status, await refused.json()]).toEqual([403, { ok: false, message: ADMIN_ONLY }]);
    expect(
      (await act(cookie, { intent: "broadcast", title: "t", message: "m", target: "all" }, "/admin-dashboard?_data=routes%2Fadmin-dashboard")).status,
    ).toBe(403);
    expect((await get("/admin-dashboard", cookie)).headers.get("Location")).toBe("/admin-login");
    expect((await get("/app/admin/users-export")).status).toBe(401);
  });
});

describe("admin logout", () => {
  it("ends the session and goes to /admin-login, and still goes there when ending the session fails", async () => {
    const admin = await adminSession();
    const out = await post("/logout?to=admin", {}, { cookie: admin });
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/admin-login");
    expect((await get("/admin-dashboard", admin)).headers.get("Location")).toBe("/admin-login");

    const again = await adminSession();
    await env.DB.prepare("ALTER TABLE sessions RENAME TO sessions_away").run();
    let failed: Response;
    try {
      failed = await post("/logout?to=admin", {}, { cookie: again });
    } finally {
      await env.DB.prepare("ALTER TABLE sessions_away RENAME TO sessions").run();
    }
    expect(failed.status).toBe(302);
    expect(failed.headers.get("Location")).toBe("/admin-login");
    expect(failed.headers.getSetCookie().filter((c) => c.startsWith("sp_session=;") && /Max-Age=0/i.test(c))).toHaveLength(1);
  });
});

describe("signed-out visitors", () => {
  it("are sent to sign in by every admin page and action, and refused 401 by its JSON routes", async () => {
    expect((await get("/app/admin")).headers.get("Location")).toBe("/login?redirectTo=%2Fapp%2Fadmin");
    for (const path of ["/app/admin/users-export", "/app/admin/analytics", "/app/admin/jobs/anything"]) {
      const res = await get(path);
      expect(res.status, path).toBe(401);
      expect(res.headers.get("Location"), path).toBeNull();
    }
    expect((await get("/admin-dashboard")).headers.get("Location")).toBe("/admin-login");
    const upgrade = await post("/app/admin", { intent: "upgrade", id: "x" });
    expect(upgrade.status).toBe(302);
    expect(upgrade.headers.get("Location")).toBe("/login");
    const broadcast = await post("/admin-dashboard", { intent: "broadcast", title: "t", message: "m", target: "all" });
    expect(broadcast.status).toBe(302);
    expect(broadcast.headers.get("Location")).toBe("/admin-login");
    expect(await count('SELECT count(*) AS n FROM jobs WHERE input LIKE \'%"title":"t"%\'')).toBe(0);
  });
});

describe("admin role", () => {
  it("is granted and removed by another admin, never by oneself, and an ADMIN_EMAILS address gets it back at sign-in", async () => {
    const admin = await adminSession();
    const helper = await signUp();
    const helperId = String((await userByEmail(helper.email))!.id);
    const adminId = String((await userByEmail("admin@siteproof.test"))!.id);
    expect((await get("/app/admin", helper.cookie)).status).toBe(403);
    expect(await (await act(admin, { intent: "grant-admin", id: helperId })).json()).toMatchObject({ ok: true, message: "Admin access granted" });
    expect((await userByEmail(helper.email))!.role).toBe("admin");
    expect((await get("/app/admin", helper.cookie)).status).toBe(200);

    const self = await act(helper.cookie, { intent: "revoke-admin", id: helperId });
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({ ok: false, message: "Failed to change the role: You cannot change your own role" });

    // The helper removes the ADMIN_EMAILS admin: it holds until that admin signs in again.
    const revoked = await (await act(helper.cookie, { intent: "revoke-admin", id: adminId })).json<{ message: string }>();
    expect(revoked.message).toBe("Admin access removed until their next sign-in: their address is in ADMIN_EMAILS, which gives admin access at every sign-in.");
    expect((await userByEmail("admin@siteproof.test"))!.role).toBe("user");
    expect((await get("/app/admin", admin)).status).toBe(403);
    const again = await adminSession();
    expect((await userByEmail("admin@siteproof.test"))!.role).toBe("admin");
    expect((await get("/app/admin", again)).status).toBe(200);

    expect(await (await act(again, { intent: "revoke-admin", id: helperId })).json()).toMatchObject({ ok: true, message: "Admin access removed" });
    expect((await get("/app/admin", helper.cookie)).status).toBe(403);
    expect(
      await count("SELECT count(*) AS n FROM admin_activity WHERE action IN ('grant_admin', 'revoke_admin') AND target_user_id IN (?, ?)", helperId, adminId),
    ).toBe(3);
  });
});

describe("admin login", () => {
  const login = (email: string, password: string) => post("/admin-login?_data=routes%2Fadmin-login", { intent: "login", email, password });
  it("speaks the admin messages and signs in an admin only", async () => {
    await adminSession();
    const inspector = await signUp();
    const cases: [string, string, string][] = [
      ["", "", "Please enter both email and password"],
      ["not-an-email", "x", "Invalid email address format."],
      // Spec 2 §8's order: the allow-list before the password, so no password of a non-admin is tried here.
      [`nobody-${Date.now()}@example.com`, "secret123", "Access denied. Only authorized administrators can access this panel."],
      [inspector.email, "wrong-one", "Access denied. Only authorized administrators can access this panel."],
      ["admin@siteproof.test", "wrong-one", "Incorrect password. Please try again."],
      [inspector.email, inspector.password, "Access denied. Only authorized administrators can access this panel."],
    ];
    for (const [email, password, message] of cases) expect((await (await login(email, password)).json<{ message: string }>()).message, message).toBe(message);
    const ok = await login("admin@siteproof.test", "admin-pass-1");
    expect(await ok.json()).toMatchObject({ ok: true, message: "Login successful! Redirecting..." });
    expect(ok.headers.get("Set-Cookie")).toContain("sp_session=");
    const reset = await post("/admin-login?_data=routes%2Fadmin-login", { intent: "reset", email: inspector.email });
    expect((await reset.json<{ message: string }>()).message).toBe("Only authorized admin emails can reset passwords.");
  });
});

describe("user management", () => {
  it("upgrades, downgrades, logs with the admin's email, and ends a deactivated user's sessions", async () => {
    const admin = await adminSession();
    const user = await signUp();
    const id = String((await userByEmail(user.email))!.id);
    expect(await (await act(admin, { intent: "upgrade", id })).json()).toMatchObject({ ok: true, message: "User upgraded to Premium successfully!" });
    expect((await act(admin, { intent: "upgrade", id })).status).toBe(409);
    expect((await userByEmail(user.email))!.account_type).toBe("premium");
    expect(await (await act(admin, { intent: "downgrade", id })).json()).toMatchObject({ message: "User downgraded to Free successfully!" });
    expect(await count("SELECT count(*) AS n FROM admin_activity WHERE target_user_id = ? AND admin_email = 'admin@siteproof.test'", id)).toBe(2);

    expect(await (await act(admin, { intent: "deactivate", id, reason: "Left the company" })).json()).toMatchObject({
      message: "User deactivated successfully",
    });
    expect(await count("SELECT count(*) AS n FROM sessions WHERE user_id = ?", id)).toBe(0);
    expect((await get("/app", user.cookie)).headers.get("Location")).toBe("/login");
    expect(await (await signIn(user.email, user.password)).text()).toContain("This account has been disabled.");
    expect((await userByEmail(user.email))!.deactivation_reason).toBe("Left the company");
    await act(admin, { intent: "reactivate", id });
    expect((await signIn(user.email, user.password)).status).toBe(302);

    const found = await (await act(admin, { intent: "search", email: user.email.toUpperCase() })).json<{ message: string }>();
    expect(found.message).toBe(`User found: ${user.email}`);
    expect(await (await act(admin, { intent: "search", email: "" })).json()).toMatchObject({ message: "Please enter a user email" });
    expect(await (await act(admin, { intent: "search", email: "ghost@example.com" })).json()).toMatchObject({ message: "User not found" });
    const csv = await (await get("/app/admin/users-export", admin)).text();
    expect(csv.split("\r\n")[0]).toBe("id,email,firstName,lastName,organization,phoneNumber,accountType,role,isActive,createdAt,lastLoginAt");
    expect(csv).not.toContain("pbkdf2");
  });
});

describe("the user list's search", () => {
  it("finds users by email, full name or organization, a % being only itself", async () => {
    const admin = await adminSession();
    const tag = `zq${Date.now()}`;
    const a = await signUp(`${tag}-a@example.com`, "secret123", `Farida ${tag}`);
    const b = await signUp(`${tag}-b@example.com`, "secret123", "Gopal Menon");
    await env.DB.prepare("UPDATE users SET organization = ? WHERE email = ?").bind(`${tag} 100% Audits`, b.email).run();
    const list = async (q: string) =>
      (
        await (
          await get(`/app/admin?_data=routes%2Fapp.admin&q=${encodeURIComponent(q)}&sortBy=email`, admin)
        ).json<{
          data: { users: { users: { email: string }[]; total: number } };
        }>()
      ).data.users;
    expect((await list(tag)).users.map((u) => u.email)).toEqual([a.email, b.email]);
    expect((await list(`Farida ${tag}`.toUpperCase())).users.map((u) => u.email)).toEqual([a.email]);
    expect((await list(`${tag} 100%`)).users.map((u) => u.email)).toEqual([b.email]);
    expect(await list(`${tag}%gopal`)).toMatchObject({ users: [], total: 0 });
  });
});

describe("a part of the dashboard that fails", () => {
  const load = async (admin: string) =>
    (await get("/app/admin?_data=routes%2Fapp.admin", admin)).json<{
      data: { stats: unknown; users: { users: unknown[] } | null; activity: unknown; errors: Record<string, string> };
    }>();
  /** Makes a table unreadable for the length of `run` (renamed away and back), a real D1 failure. */
  async function withoutTable(table: string, run: () => Promise<void>) {
    await env.DB.prepare(`ALTER TABLE ${table} RENAME TO ${table}_away`).run();
    try {
      await run();
    } finally {
      await env.DB.prepare(`ALTER TABLE ${table}_away RENAME TO ${table}`).run();
    }
  }

  it("shows its own spec message while the other parts still load", async () => {
    const admin = await adminSession();
    await withoutTable("admin_activity", async () => {
      const { data } = await load(admin);
      expect(data.errors).toEqual({ activity: "Failed to load recent activity" });
      expect(data.activity).toBeNull();
      expect(data.stats).not.toBeNull();
      expect(data.users!.users.length).toBeGreaterThan(0);
      const page = await (await get("/app/admin", admin)).text();
      expect(page).toContain("Failed to load recent activity");
      expect(page).toContain("Total Inspections");
    });
    await withoutTable("scheduled_visits", async () => {
      const { data } = await load(admin);
      expect(data.errors).toEqual({ stats: "Failed to load statistics" });
      expect(data.users!.users.length).toBeGreaterThan(0);
      expect(await (await get("/admin-dashboard", admin)).text()).toContain("Failed to load statistics");
    });
    await withoutTable("inspections", async () => {
      const { data } = await load(admin);
      expect(data.errors).toEqual({ stats: "Failed to load statistics", activity: "Failed to load recent activity" });
      expect(data.users!.users.length).toBeGreaterThan(0);
      const analytics = await get("/app/admin/analytics", admin);
      expect(analytics.status).toBe(500);
      expect(await analytics.json()).toEqual({ message: "Failed to load detailed analytics" });
    });
    const { data } = await load(admin);
    expect(data.errors).toEqual({});
  });
});

describe("edit profile and Export User Data", () => {
  it("edits a user's profile with checks, logs it, and exports a formula-like name as text", async () => {
    const admin = await adminSession();
    const user = await signUp();
    const id = String((await userByEmail(user.email))!.id);
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const fields = { intent: "edit", id, firstName: formula, lastName: "Rao", organization: "Acme Audits", phoneNumber: "+91 98765 43210", address: "Pune" };
    expect(await (await act(admin, { ...fields, firstName: " " })).json()).toMatchObject({ ok: false, message: "First name is required" });
    expect(await (await act(admin, { ...fields, phoneNumber: "call me" })).json()).toMatchObject({ ok: false, message: "Invalid phone number format" });
    expect(await (await act(admin, fields)).json()).toMatchObject({ ok: true, message: "Profile updated successfully" });
    expect(await userByEmail(user.email)).toMatchObject({
      first_name: formula,
      last_name: "Rao",
      organization: "Acme Audits",
      phone_number: "+91 98765 43210",
      address: "Pune",
    });
    expect(await count("SELECT count(*) AS n FROM admin_activity WHERE action = 'edit_profile' AND target_user_id = ?", id)).toBe(1);
    expect((await act(admin, { ...fields, id: "no-such-user" })).status).toBe(404);

    const csv = await (await get("/app/admin/users-export", admin)).text();
    const line = csv.split("\r\n").find((l) => l.includes(user.email))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")",Rao,Acme Audits,"'+91 98765 43210",free,`);
  });
});

/** `count` users straight in D1, ids `{tag}-0000`… in order, written 100 to a batch. */
async function seedUsers(tag: string, count: number, accountType: "free" | "premium") {
  const ids = Array.from({ length: count }, (_, n) => `${tag}-${String(n).padStart(4, "0")}`);
  for (let n = 0; n < ids.length; n += 100) {
    await seed(
      schema.users,
      ids.slice(n, n + 100).map((id) => rows.user({ id, accountType })),
    );
  }
  return ids;
}

describe("bulk upgrade", () => {
  it("upgrades 150 selected users at once, past D1's 100 bound parameters per query", async () => {
    const admin = await adminSession();
    const tag = `bulk${Date.now()}`;
    const ids = await seedUsers(tag, 150, "free");
    const body = new URLSearchParams([["intent", "bulk-upgrade"], ...ids.map((id) => ["ids", id])]);
    const res = await SELF.fetch(`${ORIGIN}/app/admin?_data=routes%2Fapp.admin`, {
      method: "POST",
      headers: { Cookie: admin, Origin: ORIGIN, Host: "localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(await res.json()).toMatchObject({ ok: true, message: "150 users upgraded to Premium" });
    expect(await count("SELECT count(*) AS n FROM users WHERE id LIKE ? AND account_type = 'premium'", `${tag}-%`)).toBe(150);
    expect(await count("SELECT count(*) AS n FROM admin_activity WHERE action = 'upgrade' AND target_user_id LIKE ?", `${tag}-%`)).toBe(150);
  });

  it("refuses a bulk upgrade naming a user that does not exist, and changes nobody", async () => {
    const admin = await adminSession();
    const tag = `bulkmiss${Date.now()}`;
    const ids = await seedUsers(tag, 3, "free");
    const body = new URLSearchParams([["intent", "bulk-upgrade"], ...[...ids, "no-such-user"].map((id) => ["ids", id])]);
    const res = await SELF.fetch(`${ORIGIN}/app/admin?_data=routes%2Fapp.admin`, {
      method: "POST",
      headers: { Cookie: admin, Origin: ORIGIN, Host: "localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ ok: false, message: "1 of the 4 chosen users were not found; nobody was changed" });
    expect(await count("SELECT count(*) AS n FROM users WHERE id LIKE ? AND account_type = 'premium'", `${tag}-%`)).toBe(0);
  });
});

describe("bulk company upload through the queue", () => {
  const CSV = [
    "name,cin,gstin,address",
    '"Shah, Patel & Co",L12345MH2000PLC123456,27ABCDE1234F1Z5,"Plot 4, MIDC, Pune, Maharashtra"',
    "",
    "Only Name,,",
    "Deccan Foods,U1,36AAACD1234F1Z9",
    '"The ""Best"" Mills",U2,G2,Surat Gujarat',
    "   ",
  ].join("\n");

  it("parses properly, writes directory companies, records progress and rejections, and adds nothing on a second run", async () => {
    const admin = await adminSession();
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new File([CSV], "companies.csv", { type: "text/csv" }));
    const res = await SELF.fetch(`${ORIGIN}/app/admin?_data=routes%2Fapp.admin`, {
      method: "POST",
      headers: { Cookie: admin, Origin: ORIGIN, Host: "localhost" },
      body: form,
    });
    const { job } = await res.json<{ job: { id: string } }>();
    expect(await runQueue({ kind: "company-csv", jobId: job.id })).toMatchObject({ explicitAcks: [expect.any(String)], retryMessages: [] });
    await finished(admin, job.id);
    const rows = await env.DB.prepare("SELECT name, address, is_global, user_id, state FROM companies WHERE id LIKE ? ORDER BY name")
      .bind(`g-${job.id}-%`)
      .all();
    expect(rows.results).toEqual([
      { name: "Deccan Foods", address: "Not provided", is_global: 1, user_id: null, state: null },
      { name: "Shah, Patel & Co", address: "Plot 4, MIDC, Pune, Maharashtra", is_global: 1, user_id: null, state: "Maharashtra" },
      { name: 'The "Best" Mills', address: "Surat Gujarat", is_global: 1, user_id: null, state: "Gujarat" },
    ]);
    const progress = await (
      await get(`/app/admin/jobs/${job.id}`, admin)
    ).json<{ job: { status: string; message: string; succeeded: number; errors: unknown[] } }>();
    expect(progress.job).toMatchObject({
      status: "done",
      message: "Successfully uploaded 3 companies!",
      succeeded: 3,
      errors: [{ row: 4, reason: "Needs at least 3 values (name, CIN, GSTIN)" }],
    });
    expect(await env.PHOTOS.get(uploadKey(job.id))).toBeNull();
    // A run that died just before the end (file still in R2) is run again: nothing is added twice.
    await env.PHOTOS.put(uploadKey(job.id), CSV);
    await crashed(job.id);
    await runCompanyUpload(env, job.id);
    expect(await count("SELECT count(*) AS n FROM companies WHERE id LIKE ?", `g-${job.id}-%`)).toBe(3);
    expect(await count("SELECT count(*) AS n FROM jobs WHERE id = ? AND status = 'done'", job.id)).toBe(1);
  });

  it("fails a file of which no row can be read, with the spec's message", async () => {
    const admin = await adminSession();
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new File(["name,cin,gstin\nOnly a name,,\n"], "names.csv", { type: "text/csv" }));
    const res = await SELF.fetch(`${ORIGIN}/app/admin?_data=routes%2Fapp.admin`, {
      method: "POST",
      headers: { Cookie: admin, Origin: ORIGIN, Host: "localhost" },
      body: form,
    });
    const { job } = await res.json<{ job: { id: string } }>();
    await runQueue({ kind: "company-csv", jobId: job.id });
    const { job: failed } = await (await get(`/app/admin/jobs/${job.id}`, admin)).json<{ job: { status: string; message: string; errors: unknown[] } }>();
    expect(failed).toMatchObject({
      status: "failed",
      message: "Error processing file. Please check the format.",
      errors: [{ row: 2, reason: "Needs at least 3 values (name, CIN, GSTIN)" }],
    });
    expect(await env.PHOTOS.get(uploadKey(job.id))).toBeNull();
  });

  it("keeps the first 200 rejected rows of a large bad file and counts the rest", async () => {
    const admin = await adminSession();
    const bad = ["name,cin,gstin", "Good Co,U1,G1", ...Array.from({ length: 250 }, (_, n) => `Bad ${n},,`)].join("\n");
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new File([bad], "bad.csv", { type: "text/csv" }));
    const res = await SELF.fetch(`${ORIGIN}/app/admin?_data=routes%2Fapp.admin`, {
      method: "POST",
      headers: { Cookie: admin, Origin: ORIGIN, Host: "localhost" },
      body: form,
    });
    const { job } = await res.json<{ job: { id: string } }>();
    await runQueue({ kind: "company-csv", jobId: job.id });
    const { job: done } = await (
      await get(`/app/admin/jobs/${job.id}`, admin)
    ).json<{ job: { status: string; failed: number; succeeded: number; errors: { row: number }[] } }>();
    expect(done).toMatchObject({ status: "done", failed: 250, succeeded: 1 });
    expect(done.errors).toHaveLength(200);
    expect(done.errors[0].row).toBe(3);
    expect(done.errors[199].row).toBe(202);
  });

  it("refuses a file that is not a .csv", async () => {
    const admin = await adminSession();
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new File(["x"], "companies.xlsx"));
    const res = await SELF.fetch(`${ORIGIN}/app/admin?_data=routes%2Fapp.admin`, {
      method: "POST",
      headers: { Cookie: admin, Origin: ORIGIN, Host: "localhost" },
      body: form,
    });
    expect(await res.json()).toMatchObject({ ok: false, message: "Please select a CSV file" });
  });
});

describe("broadcast fan-out", () => {
  it("writes one notification per target user and raises each count by one, once", async () => {
    const admin = await adminSession();
    const tag = `fan${Date.now()}`;
    const ids = await seedUsers(tag, 1000, "premium");
    await env.DB.prepare("UPDATE users SET account_type = 'free' WHERE id NOT LIKE ?").bind(`${tag}-%`).run();
    // Three of them have the app open in a tab; one already has an unread notification.
    await seed(schema.notifications, [rows.notification(ids[1], { id: `${tag}-earlier`, title: "Earlier", message: "x" })]);
    const tabs = await Promise.all([0, 1, 999].map((n) => openHubTab(ids[n])));
    await expect.poll(() => tabs.map((t) => t.messages.length)).toEqual([1, 1, 1]);

    const res = await act(admin, { intent: "broadcast", title: "Maintenance", message: "Tonight at 22:00", target: "premium" });
    const { job } = await res.json<{ job: { id: string; total: number } }>();
    expect(job.total).toBe(1000);
    expect((await finished(admin, job.id)).message).toBe("Notification sent to 1000 users!");
    expect(await count("SELECT count(*) AS n FROM notifications WHERE id LIKE ?", `broadcast:${job.id}:%`)).toBe(1000);
    const unread = () =>
      env.DB.prepare("SELECT u.id, count(n.id) AS n FROM users u LEFT JOIN notifications n ON n.user_id = u.id AND n.read = 0 WHERE u.id LIKE ? GROUP BY u.id")
        .bind(`${tag}-%`)
        .all<{ id: string; n: number }>();
    const expected = (id: string) => (id === ids[1] ? 2 : 1);
    expect((await unread()).results.filter((r) => r.n !== expected(r.id))).toEqual([]);
    // The open tabs heard the new count; every hub, live or not, reports it.
    await expect.poll(() => tabs.map((t) => t.messages.at(-1)?.count)).toEqual([1, 2, 1]);
    for (const id of [ids[0], ids[1], ids[2], ids[499], ids[999]]) expect(await userHub(env, id).unreadCount(id), id).toBe(expected(id));

    await crashed(job.id);
    await runBroadcast(env, job.id);
    expect(await count("SELECT count(*) AS n FROM notifications WHERE id LIKE ?", `broadcast:${job.id}:%`)).toBe(1000);
    expect((await unread()).results.filter((r) => r.n !== expected(r.id))).toEqual([]);
    for (const id of [ids[0], ids[1], ids[2]]) expect(await userHub(env, id).unreadCount(id), id).toBe(expected(id));
    for (const t of tabs) t.ws.close();
    expect(await (await act(admin, { intent: "broadcast", title: " ", message: "", target: "all" })).json()).toMatchObject({
      ok: false,
      message: "Please fill in title and message",
    });
  }, 120_000);
});

describe("broadcast web push", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function subscribe(cookie: string, endpoint: string) {
    const subscriber = await newSubscriber();
    const res = await SELF.fetch(`${ORIGIN}/app/push`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost", "Content-Type": "application/json" },
      body: JSON.stringify({ endpoint, keys: subscriber.json }),
    });
    expect(res.status).toBe(200);
    return subscriber;
  }

  it("pushes the broadcast, encrypted and signed, to a subscribed user, and nothing to one who turned push off", async () => {
    const admin = await adminSession();
    const on = await signUp();
    const off = await signUp();
    const tag = crypto.randomUUID();
    const onSub = await subscribe(on.cookie, `https://push.example.test/${tag}/on`);
    await subscribe(off.cookie, `https://push.example.test/${tag}/off`);
    const settings = {
      intent: "settings",
      emailNotifications: "true",
      pushNotifications: "false",
      inspectionReminders: "true",
      visitReminders: "true",
      systemUpdates: "true",
    };
    expect((await post("/app/notifications?_data=routes%2Fapp.notifications", settings, { cookie: off.cookie })).status).toBe(200);

    const pushes = stubPushService(`https://push.example.test/${tag}/`);

    const { job } = await (
      await act(admin, { intent: "broadcast", title: "Server upgrade", message: "Saturday 02:00 IST", target: "all" })
    ).json<{ job: { id: string } }>();
    await runQueue({ kind: "broadcast", jobId: job.id });
    expect((await finished(admin, job.id)).status).toBe("done");

    expect(pushes.map((p) => p.url)).toEqual([`https://push.example.test/${tag}/on`]);
    const [push] = pushes;
    expect(JSON.parse(await decryptPush(onSub, push.body))).toEqual({
      title: "Server upgrade",
      body: "Saturday 02:00 IST",
      tag: `broadcast-${job.id}`,
      url: "/app/notifications",
    });
    expect(push.headers.get("Content-Encoding")).toBe("aes128gcm");
    expect((await verifyVapid(push.headers.get("Authorization")!, push.url, env.VAPID_PUBLIC_KEY)).ok).toBe(true);
    // Both still get the notification row.
    for (const u of [on, off])
      expect(await count("SELECT count(*) AS n FROM notifications WHERE id = ?", `broadcast:${job.id}:${(await userByEmail(u.email))!.id}`)).toBe(1);
  });
});

describe("broadcast and a tab that opens meanwhile", () => {
  it("tells a hub that went live after the page of users was read but before the rows were written", async () => {
    const admin = await adminSession();
    const user = await signUp();
    const id = String((await userByEmail(user.email))!.id);
    const tab = await openHubTab(id);
    await expect.poll(() => tab.messages.length).toBe(1);
    expect(tab.messages[0].count).toBe(0);
    // The hub has counted (0) but its flag is not yet in the row when the broadcast reads its page
    // of users; a trigger puts it there as the broadcast writes this user's row, as the hub's own
    // UPDATE would land between the two.
    await env.DB.prepare("UPDATE users SET hub_live_since = NULL WHERE id = ?").bind(id).run();
    await env.DB.prepare(
      `CREATE TRIGGER live_in_between AFTER INSERT ON notifications WHEN NEW.user_id = '${id}' BEGIN UPDATE users SET hub_live_since = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.user_id; END`,
    ).run();
    try {
      const { job } = await (
        await act(admin, { intent: "broadcast", title: "Between", message: "the read and the write", target: "all" })
      ).json<{ job: { id: string } }>();
      expect((await finished(admin, job.id)).status).toBe("done");
      await expect.poll(() => tab.messages.at(-1)?.count).toBe(1);
    } finally {
      await env.DB.prepare("DROP TRIGGER live_in_between").run();
      tab.ws.close();
    }
  }, 60_000);
});

describe("a job whose run crashed", () => {
  /** A broadcast job as a run leaves it when its worker dies right after claiming it: running, lease fresh. */
  async function heldJob(input: Record<string, unknown>) {
    await adminSession();
    const adminId = String((await userByEmail("admin@siteproof.test"))!.id);
    const jobId = `held-${crypto.randomUUID()}`;
    await env.DB.prepare(
      "INSERT INTO jobs (id, kind, status, created_by, total, message, input, updated_at) VALUES (?, 'broadcast', 'running', ?, 1, 'Sending...', ?, ?)",
    )
      .bind(jobId, adminId, JSON.stringify(input), new Date().toISOString())
      .run();
    return jobId;
  }
  const jobRow = (id: string) => env.DB.prepare("SELECT status, message FROM jobs WHERE id = ?").bind(id).first<{ status: string; message: string }>();

  it("is retried after the lease instead of being acknowledged, and the retry on the real queue does the work", async () => {
    const admin = await adminSession();
    const recipient = await signUp();
    const recipientId = String((await userByEmail(recipient.email))!.id);
    const jobId = await heldJob({ title: "After the crash", message: "Sent by the retry", target: "all", sentBy: "admin@siteproof.test" });

    const early = await runQueue({ kind: "broadcast", jobId });
    expect(early.explicitAcks).toEqual([]);
    expect(early.retryMessages).toHaveLength(1);
    expect((await jobRow(jobId))!.status).toBe("running");

    // On the real queue the message meets the same live lease; retried at once, it would use up its
    // retries within the lease and the job would end failed. Retried after the lease, it runs the job.
    await env.JOBS.send({ kind: "broadcast", jobId });
    const job = await finished(admin, jobId, 60_000);
    expect(job).toMatchObject({ status: "done" });
    expect(await count("SELECT count(*) AS n FROM notifications WHERE id = ?", `broadcast:${jobId}:${recipientId}`)).toBe(1);
  }, 90_000);

  it("gives its job back when the run throws, and is marked failed when the queue gives up on it", async () => {
    const admin = await adminSession();
    // No title: every run fails on the notifications' NOT NULL title.
    const jobId = await heldJob({ message: "No title", target: "all", sentBy: "admin@siteproof.test" });
    await env.DB.prepare("UPDATE jobs SET status = 'queued' WHERE id = ?").bind(jobId).run();
    const failedRun = await runQueue({ kind: "broadcast", jobId });
    expect(failedRun.explicitAcks).toEqual([]);
    expect(failedRun.retryMessages).toEqual([{ msgId: expect.any(String) }]);
    expect((await jobRow(jobId))!.status).toBe("queued");

    const dead = await runQueue({ kind: "broadcast", jobId }, "siteproof-jobs-dlq");
    expect(dead.explicitAcks).toHaveLength(1);
    const { job } = await (await get(`/app/admin/jobs/${jobId}`, admin)).json<{ job: { status: string; message: string } }>();
    expect(job).toMatchObject({ status: "failed", message: "Failed to send notification: it stopped after reaching 0 users." });
  });

  it("is not marked failed by the dead-letter queue while a run is still making progress", async () => {
    const jobId = await heldJob({ title: "Still going", message: "x", target: "all", sentBy: "admin@siteproof.test" });
    const dead = await runQueue({ kind: "broadcast", jobId }, "siteproof-jobs-dlq");
    expect(dead.explicitAcks).toEqual([]);
    expect(dead.retryMessages).toHaveLength(1);
    expect((await jobRow(jobId))!.status).toBe("running");
  });
});
