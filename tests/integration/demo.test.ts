import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/platform/db/db.server";
import { demoFrame } from "../../app/features/demo/frame";
import { DEMO_INSPECTOR_ID, demoPlan } from "../../app/features/demo/portfolio";
import { DEMO_MANAGER_ID, DEMO_ORG, DEMO_REVIEWER_ID, demoTeam } from "../../app/features/demo/team";
import { demoPayload } from "../../app/features/demo/payload";
import { verifyInspection } from "../../app/features/evidence/verify.server";
import { ORIGIN } from "./helpers";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";

const NOW = "2026-11-24T08:00:00.000Z";

function step(fields: Record<string, string | Blob>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return SELF.fetch(`${ORIGIN}/dev/demo`, { method: "POST", body, headers: { Origin: ORIGIN, ...headers } });
}

describe("the demo seeder's route", () => {
  it("is closed to anyone but the machine running the app", async () => {
    const companies = () => env.DB.prepare("SELECT count(*) AS n FROM companies WHERE id LIKE 'demo-company-%'").first("n");
    const before = await companies();
    const res = await step({ intent: "begin", now: NOW }, { "CF-Connecting-IP": "203.0.113.5" });
    expect(res.status).toBe(404);
    expect(
      (await SELF.fetch("http://siteproof.example.com/dev/demo", { method: "POST", body: new URLSearchParams({ intent: "begin", now: NOW }) })).status,
    ).toBe(404);
    expect(await companies()).toBe(before);
  });

  it("saves a planned inspection at its past instant, sealed as saved then, and it verifies", async () => {
    await seed(schema.users, [
      rows.user({
        id: DEMO_INSPECTOR_ID,
        email: "inspector@siteproof.test",
        firstName: "Priya",
        lastName: "Sharma",
        organization: "SiteProof Demo",
        timeZone: "Asia/Kolkata",
      }),
      rows.user({ id: DEMO_MANAGER_ID, email: "manager@siteproof.test", firstName: "Kavita", lastName: "Rao" }),
      rows.user({ id: DEMO_REVIEWER_ID, email: "reviewer@siteproof.test", firstName: "Sanjay", lastName: "Kulkarni" }),
    ]);
    expect(await (await step({ intent: "begin", now: NOW })).json()).toEqual({ ok: true, seeded: false });
    // The demo organization: six members, the directory, and 25 cases each with its history.
    const count = (sql: string) => env.DB.prepare(sql).bind(DEMO_ORG.id).first("n");
    expect(await count("SELECT count(*) AS n FROM memberships WHERE organization_id = ?")).toBe(6);
    expect(await count("SELECT count(*) AS n FROM companies WHERE organization_id = ?")).toBe(30);
    expect(await count("SELECT count(*) AS n FROM cases WHERE organization_id = ?")).toBe(25);
    expect(await count("SELECT count(DISTINCT status) AS n FROM cases WHERE organization_id = ?")).toBe(3);
    expect(await count("SELECT count(*) AS n FROM cases c WHERE organization_id = ? AND NOT EXISTS (SELECT 1 FROM case_events e WHERE e.case_id = c.id)")).toBe(
      0,
    );
    expect(await env.DB.prepare("SELECT count(*) AS n FROM companies WHERE user_id = ?").bind(DEMO_INSPECTOR_ID).first("n")).toBe(32);

    // One of the inspections made for a Deccan Finance case: saved for it, it submits the case.
    const plan = demoPlan(NOW);
    const forCase = demoTeam(plan).cases.find((c) => c.inspectionId)!;
    const x = plan.inspections.find((i) => i.id === forCase.inspectionId)!;
    for (const p of x.photos) {
      const bytes = demoFrame(
        { capturedAt: new Date(p.capturedAt), latitude: p.latitude, longitude: p.longitude, address: p.address, photoId: p.id, fileName: p.fileName },
        p.seed,
      );
      const meta = {
        id: p.id,
        fileName: p.fileName,
        capturedAt: p.capturedAt,
        latitude: p.latitude,
        longitude: p.longitude,
        accuracy: p.accuracy,
        address: p.address,
        cameraDirection: "environment",
        flashMode: "off",
        inspectionId: x.id,
      };
      expect(
        (await step({ intent: "photo", file: new Blob([bytes], { type: "image/jpeg" }), meta: JSON.stringify(meta), receivedAt: p.receivedAt })).status,
      ).toBe(200);
    }
    const payload = demoPayload(plan, x);
    const saved = await step({ intent: "inspection", payload: JSON.stringify(payload), savedAt: x.savedAt, source: x.source });
    expect(await saved.json()).toEqual({ ok: true, id: x.id, created: true });

    const submitted = await env.DB.prepare("SELECT status, inspection_id, met_name FROM cases WHERE id = ?").bind(forCase.id).first();
    expect(submitted).toEqual({ status: "submitted", inspection_id: x.id, met_name: forCase.met!.name });
    const row = await env.DB.prepare("SELECT created_at, source, seal FROM inspections WHERE id = ?")
      .bind(x.id)
      .first<{ created_at: string; source: string; seal: string }>();
    expect(row!.created_at).toBe(x.savedAt);
    expect(row!.source).toBe(x.source);
    expect(JSON.parse(row!.seal).sealedAt).toBe(x.savedAt);
    const receipts = await env.DB.prepare("SELECT receipt FROM photos WHERE receipt_inspection_id = ? ORDER BY receipt_seq")
      .bind(x.id)
      .all<{ receipt: string }>();
    expect(receipts.results.map((r) => JSON.parse(r.receipt).serverTime)).toEqual(x.photos.map((p) => p.receivedAt));

    const verification = await verifyInspection(env, getDb(env.DB), x.id);
    expect(verification!.status).toBe("verified");
    expect(verification!.checks.every((c) => c.ok)).toBe(true);

    // Seeded once: the next start finds the portfolio and only reports it.
    const again = await (await step({ intent: "begin", now: NOW })).json<{ seeded: boolean; summary: { inspections: number; verifyUrl: string } }>();
    expect(again.seeded).toBe(true);
    expect(again.summary.inspections).toBe(1);
    expect(again.summary.verifyUrl).toMatch(/\/verify\/[A-Za-z0-9_-]{32}$/);
  });
});
