// A restore holds the file to the forms' rules, brings sealed inspections back only when their seal
// verifies, and keeps a free account within its 50 inspections. A hostile file changes nothing and says why.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { count, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get, ORIGIN } from "./helpers";

function restore(cookie: string, intent: string, text: string) {
  const form = new FormData();
  form.set("intent", intent);
  form.set("file", new File([text], "backup.json", { type: "application/json" }));
  return SELF.fetch(`${ORIGIN}/app/profile?_data=routes%2Fapp.profile`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost" }, body: form });
}

/** Every row of the user's tables, to show that a refused restore wrote nothing. */
async function snapshot(userId: string) {
  const rows = await Promise.all(
    ["companies", "inspections", "scheduled_visits"].map((t) => env.DB.prepare(`SELECT * FROM ${t} WHERE user_id = ? ORDER BY id`).bind(userId).all()),
  );
  return JSON.stringify(rows.map((r) => r.results));
}

const now = new Date().toISOString();
const company = (over: Record<string, unknown> = {}) => ({ id: crypto.randomUUID(), name: "Konkan Traders", address: "Ratnagiri, Maharashtra", createdAt: now, updatedAt: now, ...over });
const visit = (over: Record<string, unknown> = {}) => ({ id: crypto.randomUUID(), companyName: "Konkan Traders", scheduledDate: "2099-01-10", scheduledTime: "10:00", scheduledAt: "2099-01-10T04:30:00.000Z", purpose: "Audit", isCompleted: false, createdAt: now, updatedAt: now, ...over });
const inspection = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(), companyName: "Konkan Traders", inspectorName: "Asha Rao", timestamp: now, date: "24/11/2026", time: "10:00:00",
  insuranceAdequacy: "adequate", activityLevel: "moderate", signboards: "as_per_kyc_docs", propertyValuation: "adequate", inventoryLevel: "sufficient", marketEnquiry: "satisfactory", overallPosition: "satisfactory",
  photoCount: 1, createdAt: now, updatedAt: now, ...over,
});
const file = (parts: { companies?: unknown[]; inspections?: unknown[]; visits?: unknown[] }) =>
  JSON.stringify({ version: "1.0", exportDate: now, profile: {}, companies: [], inspections: [], visits: [], ...parts });

describe("a hostile backup", () => {
  it.each([
    ["a javascript: website", { companies: [company({ website: "javascript:alert(document.domain)" })] }, 'Company 1 (Konkan Traders), website: Invalid website URL (must start with http:// or https://)'],
    ["a 1 MB name", { companies: [company({ name: "x".repeat(1_000_000) })] }, "name: At most 200 characters"],
    ["an invalid PAN", { companies: [company({ pan: "NOTAPAN" })] }, "pan: Invalid PAN format"],
    ["a visit on 2099-02-31", { visits: [visit({ scheduledDate: "2099-02-31" })] }, "Visit 1 (Konkan Traders), scheduledDate: Date is required"],
    ["a visit at 99:99", { visits: [visit({ scheduledTime: "99:99" })] }, "scheduledTime: Time is required"],
    ["a photo count of -5", { inspections: [inspection({ photoCount: -5 })] }, "photoCount: The photo count cannot be negative"],
    ["an assessment no form offers", { inspections: [inspection({ overallPosition: "<b>great</b>" })] }, "overallPosition"],
    ["a control character", { companies: [company({ notes: "a\u0000b" })] }, "contains control characters"],
  ])("refuses %s, changes nothing and says why", async (_name, parts, reason) => {
    const u = await newInspector();
    const before = await snapshot(u.userId);
    for (const intent of ["restore-preview", "restore"]) {
      const res = await restore(u.cookie, intent, file({ companies: [company({ name: "Fine Company" })], ...parts }));
      expect(res.status).toBe(400);
      const body = await res.json<{ ok: boolean; message: string }>();
      expect(body.ok).toBe(false);
      expect(body.message).toMatch(/^The backup cannot be restored: /);
      expect(body.message).toContain(reason);
    }
    expect(await snapshot(u.userId)).toBe(before);
  });

  it("keeps a free account within 50 inspections and says which it left out", async () => {
    const u = await newInspector();
    const sixty = Array.from({ length: 60 }, (_, n) => inspection({ companyName: `Company ${n}` }));
    const preview = await (await restore(u.cookie, "restore-preview", file({ inspections: sixty }))).json<{ plan: { inspections: { add: number }; leftOutCount: number; leftOut: { reason: string }[] } }>();
    expect(preview.plan.inspections.add).toBe(50);
    expect(preview.plan.leftOutCount).toBe(10);
    expect(preview.plan.leftOut[0].reason).toBe("Free accounts hold up to 50 inspections. Upgrade to Premium for unlimited inspections.");
    const done = await (await restore(u.cookie, "restore", file({ inspections: sixty }))).json<{ message: string }>();
    expect(done.message).toBe("Restore complete: 50 added, 0 updated, 10 left out");
    expect(await count("SELECT count(*) AS n FROM inspections WHERE user_id = ?", u.userId)).toBe(50);
  });
});

describe("restored evidence", () => {
  it("brings back a sealed inspection whose seal verifies, and leaves out one edited in the file, saying why", async () => {
    const u = await newInspector();
    const ids: string[] = [];
    for (let n = 0; n < 2; n++) {
      const body = payload(u.companyId, [await uploadedPhoto(u.cookie, crypto.randomUUID())]);
      expect((await save(u.cookie, body)).status).toBe(201);
      ids.push(body.id);
    }
    const backup = JSON.parse(await (await get("/app/profile/backup", u.cookie)).text());
    await env.DB.prepare("DELETE FROM inspections WHERE user_id = ?").bind(u.userId).run();
    // One record is edited in the file: its overall position no longer says what was sealed.
    backup.inspections = backup.inspections.map((x: { id: string; overallPosition: string }) => (x.id === ids[1] ? { ...x, overallPosition: "not_satisfactory" } : x));
    const res = await restore(u.cookie, "restore", JSON.stringify(backup));
    const done = await res.json<{ message: string; plan: { leftOut: { record: string; reason: string }[] } }>();
    expect(done.message).toBe("Restore complete: 1 added, 0 updated, 1 left out");
    expect(done.plan.leftOut).toEqual([{ record: expect.stringMatching(/^Inspection of Acme Cold Storage on /), reason: "its seal does not verify: Changed after sealing: overallPosition." }]);
    expect(await count("SELECT count(*) AS n FROM inspections WHERE id = ?", ids[0])).toBe(1);
    expect(await count("SELECT count(*) AS n FROM inspections WHERE id = ?", ids[1])).toBe(0);
    // The one that came back still carries a seal that holds over its record.
    const evidence = await (await get(`/app/evidence/${ids[0]}?_data=routes%2Fapp.evidence.%24inspectionId`, u.cookie)).json<{ verification: { checks: { label: string; ok: boolean }[] } }>();
    expect(evidence.verification.checks.filter((c) => ["Seal signature", "Inspection record"].includes(c.label)).every((c) => c.ok)).toBe(true);
  });

  it("does not let another account take an inspection's seal", async () => {
    const owner = await newInspector();
    const body = payload(owner.companyId, [await uploadedPhoto(owner.cookie, crypto.randomUUID())]);
    await save(owner.cookie, body);
    const backup = JSON.parse(await (await get("/app/profile/backup", owner.cookie)).text());
    await env.DB.prepare("DELETE FROM inspections WHERE user_id = ?").bind(owner.userId).run();
    const thief = await newInspector();
    const done = await (await restore(thief.cookie, "restore", JSON.stringify({ ...backup, companies: [], visits: [] }))).json<{ plan: { leftOut: { reason: string }[] } }>();
    expect(done.plan.leftOut[0].reason).toMatch(/^its seal does not verify: /);
    expect(await count("SELECT count(*) AS n FROM inspections WHERE user_id = ?", thief.userId)).toBe(0);
  });
});
