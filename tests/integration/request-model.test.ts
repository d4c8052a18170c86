// The request model at the routes: malformed or hostile input gets a clear 4xx and writes nothing,
// and a page that refuses its input keeps the signed-in shell.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { localDate } from "../../app/platform/time/zones";
import { count, newInspector } from "./capture-helpers";
import { get, ORIGIN, post } from "./helpers";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";

const TZ = "Asia/Kolkata";
const tomorrow = () => localDate(new Date(Date.now() + 86_400_000), TZ);

function send(path: string, cookie: string, body: BodyInit, type: string) {
  return SELF.fetch(ORIGIN + path, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost", "Content-Type": type }, body });
}

async function addNotification(userId: string) {
  await seed(schema.notifications, [rows.notification(userId, { id: `${userId}-n` })]);
}

describe("the request model at the routes", () => {
  it("refuses inherited and unknown intents with 400 and deletes nothing", async () => {
    const u = await newInspector();
    await addNotification(u.userId);
    for (const intent of ["toString", "constructor", "__proto__", "valueOf", "purge"]) {
      for (const path of [
        "/app/notifications?_data=routes%2Fapp.notifications",
        "/app/scheduling?_data=routes%2Fapp.scheduling",
        "/app/database?_data=routes%2Fapp.database",
      ]) {
        const res = await post(path, { intent }, { cookie: u.cookie });
        expect(res.status, `${path} ${intent}`).toBe(400);
        expect(await res.json()).toEqual({ ok: false, message: "Unknown action" });
      }
    }
    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ?", u.userId)).toBe(1);
  });

  it("refuses a body that is not a form, and deep JSON, with 400", async () => {
    const u = await newInspector();
    const json = await send("/app/scheduling?_data=routes%2Fapp.scheduling", u.cookie, JSON.stringify({ intent: "cancel" }), "application/json");
    expect([json.status, await json.json()]).toEqual([400, { ok: false, message: "The request must be a form submission" }]);
    const binary = await send(
      "/app/notifications?_data=routes%2Fapp.notifications",
      u.cookie,
      crypto.getRandomValues(new Uint8Array(2048)),
      "multipart/form-data; boundary=x",
    );
    expect(binary.status).toBe(400);
    const deep = await send("/app/inspections", u.cookie, "[".repeat(50_000) + "]".repeat(50_000), "application/json");
    expect([deep.status, await deep.json()]).toEqual([400, { ok: false, message: "The request body is nested too deeply" }]);
  });

  it("answers a missing id, an impossible date and control characters with 4xx and stores nothing", async () => {
    const u = await newInspector();
    const visits = "/app/scheduling?_data=routes%2Fapp.scheduling";
    for (const intent of ["cancel", "complete"]) {
      const res = await post(visits, { intent }, { cookie: u.cookie });
      expect([res.status, await res.json()]).toEqual([422, { ok: false, intent, message: "Visit not found", fieldErrors: { id: "Visit not found" } }]);
    }
    const visit = { intent: "create", companyId: u.companyId, scheduledTime: "09:00", purpose: "Stock audit", notes: "" };
    const impossible = await post(visits, { ...visit, scheduledDate: "2099-02-31" }, { cookie: u.cookie });
    expect([impossible.status, (await impossible.json<{ message: string }>()).message]).toEqual([422, "Date is required"]);
    const badTime = await post(visits, { ...visit, scheduledDate: tomorrow(), scheduledTime: "99:99" }, { cookie: u.cookie });
    expect(badTime.status).toBe(422);
    const nul = await post(visits, { ...visit, scheduledDate: tomorrow(), purpose: "Stock\u0000audit" }, { cookie: u.cookie });
    expect([nul.status, await nul.json()]).toEqual([400, { ok: false, intent: "create", message: "purpose contains control characters" }]);
    const long = await post(visits, { ...visit, scheduledDate: tomorrow(), notes: "x".repeat(100_000) }, { cookie: u.cookie });
    expect(long.status).toBe(400);
    expect(await count("SELECT count(*) AS n FROM scheduled_visits WHERE user_id = ?", u.userId)).toBe(0);
  });

  it("keeps the shell around a page that refuses its input, and shows no internals", async () => {
    const u = await newInspector();
    const res = await get("/app/history?q=ab%00cd", u.cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("q contains control characters");
    expect(html).toContain("Try again");
    // The shell's navigation is still there.
    expect(html).toContain('href="/app/scheduling"');
    const data = await get("/app/history?q=ab%00cd&_data=routes%2Fapp.history", u.cookie);
    expect([data.status, await data.json()]).toEqual([400, { ok: false, message: "q contains control characters" }]);
    const missing = await get("/app/database/no-such-company", u.cookie);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Company not found");
  });
});
