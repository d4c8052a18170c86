import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/platform/db/db.server";
import { demoFrame } from "../../app/features/demo/frame";
import { DEMO_INSPECTOR_ID, demoPlan } from "../../app/features/demo/portfolio";
import { caseVisitOf, DEMO_MANAGER_ID, DEMO_ORG, DEMO_RED_FLAG_CASE, DEMO_REVIEWER_ID, demoTeam } from "../../app/features/demo/team";
import { checkDispositionChain, type SignedDisposition } from "../../app/features/evidence/disposition";
import { demoPayload } from "../../app/features/demo/payload";
import { verifyInspection } from "../../app/features/evidence/verify.server";
import { get, ORIGIN } from "./helpers";
import { localFetch } from "./local-server";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";

const NOW = "2026-11-24T08:00:00.000Z";

function step(fields: Record<string, string | Blob>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return localFetch("/dev/demo", { method: "POST", body, headers: { Origin: ORIGIN, ...headers } });
}

/** Uploads a planned inspection's photos and saves it, as scripts/demo/seed-demo.ts does. */
async function saveFor(plan: ReturnType<typeof demoPlan>, x: ReturnType<typeof demoPlan>["inspections"][number]) {
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
  return step({ intent: "inspection", payload: JSON.stringify(demoPayload(plan, x)), savedAt: x.savedAt, source: x.source });
}

async function chainOf(caseId: string): Promise<SignedDisposition[]> {
  const rows = await env.DB.prepare("SELECT body, signature, key_id FROM dispositions WHERE case_id = ? ORDER BY created_at, rowid")
    .bind(caseId)
    .all<{ body: string; signature: string; key_id: string }>();
  return rows.results.map((r) => ({ text: r.body, signature: r.signature, keyId: r.key_id }));
}

describe("the demo seeder's route", () => {
  it("is closed to anyone but the machine running the app", async () => {
    const companies = () => env.DB.prepare("SELECT count(*) AS n FROM companies WHERE id LIKE 'demo-company-%'").first("n");
    const before = await companies();
    const res = await step({ intent: "begin", now: NOW }, { "CF-Connecting-IP": "203.0.113.5" });
    expect(res.status).toBe(404);
    expect(
      (await localFetch("http://siteproof.example.com/dev/demo", { method: "POST", body: new URLSearchParams({ intent: "begin", now: NOW }) })).status,
    ).toBe(404);
    expect(await companies()).toBe(before);
  });

  it("saves planned inspections at their past instants, sealed as saved then, and the demo reviewer decides the planned ones, signed and chained", async () => {
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
    const team = demoTeam(plan);
    const forCase = team.cases.find((c) => c.visits.length === 1 && !c.visits[0].disposition)!;
    const x = plan.inspections.find((i) => i.id === forCase.visits[0].inspectionId)!;
    const saved = await saveFor(plan, x);
    expect(await saved.json()).toEqual({ ok: true, id: x.id, created: true });
    // Not planned for a decision: the review step leaves it in the queue.
    expect(await (await step({ intent: "review", now: NOW, inspectionId: x.id })).json()).toEqual({ ok: true, disposed: false });

    const submitted = await env.DB.prepare("SELECT status, inspection_id, met_name FROM cases WHERE id = ?").bind(forCase.id).first();
    expect(submitted).toEqual({ status: "submitted", inspection_id: x.id, met_name: forCase.visits[0].met.name });
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

    // The other case inspections in the seeder's order, each followed by the demo reviewer's planned decision.
    const rest = plan.inspections.filter((i) => i.id !== x.id && caseVisitOf(team, i.id));
    expect(rest).toHaveLength(8);
    for (const i of rest) {
      expect((await saveFor(plan, i)).status).toBe(200);
      const disposed = await (await step({ intent: "review", now: NOW, inspectionId: i.id })).json<{ disposed: boolean }>();
      expect(disposed.disposed).toBe(!!caseVisitOf(team, i.id)!.visit.disposition);
    }
    const dispositions = () => env.DB.prepare("SELECT count(*) AS n FROM dispositions WHERE organization_id = ?").bind(DEMO_ORG.id).first("n");
    const outcomes = await env.DB.prepare("SELECT DISTINCT outcome, reviewer_id FROM dispositions WHERE organization_id = ?")
      .bind(DEMO_ORG.id)
      .all<{ outcome: string; reviewer_id: string }>();
    expect(new Set(outcomes.results.map((r) => r.outcome))).toEqual(new Set(["verified", "not_verified", "revisit", "not_found"]));
    expect(outcomes.results.every((r) => r.reviewer_id === DEMO_REVIEWER_ID)).toBe(true);
    expect(await dispositions()).toBe(6);
    expect(await count("SELECT count(*) AS n FROM cases WHERE organization_id = ? AND status = 'submitted'")).toBe(3);
    // Every case's chain checks with the published keys and its inspections' seals.
    const keys = (await (await get("/.well-known/siteproof-keys.json")).json()) as { keys: { kid: string; jwk: { x: string } }[] };
    for (const c of team.cases.filter((k) => k.visits.some((v) => v.disposition))) {
      const seals: Record<string, string> = {};
      for (const v of c.visits)
        seals[v.inspectionId] = (await env.DB.prepare("SELECT seal FROM inspections WHERE id = ?").bind(v.inspectionId).first<string>("seal"))!;
      const check = await checkDispositionChain(await chainOf(c.id), keys, seals);
      expect(check.ok, check.lines.map((l) => l.text).join("\n")).toBe(true);
    }
    // Residence cases answered through the built-in Residence checklist, the one in the queue with a red flag;
    // the "Other" case keeps the seven questions (no checklist is mapped to that type).
    const answered = await env.DB.prepare(
      `SELECT k.id, k.verification_type AS type, l.built_in AS builtIn, i.checklist_version AS version, i.checklist_answers AS answers, i.insurance_adequacy AS insurance
       FROM inspections i JOIN cases k ON k.id = i.case_id LEFT JOIN checklists l ON l.id = i.checklist_id WHERE k.organization_id = ?`,
    )
      .bind(DEMO_ORG.id)
      .all<{ id: string; type: string; builtIn: string | null; version: number | null; answers: string | null; insurance: string }>();
    for (const r of answered.results) expect(r.builtIn, r.type).toBe(r.type === "other" ? null : r.type);
    const residences = answered.results.filter((r) => r.type === "residence");
    expect(residences.length).toBeGreaterThanOrEqual(2);
    expect(residences.every((r) => r.version === 1 && JSON.parse(r.answers!).person_met === "applicant")).toBe(true);
    expect(residences.filter((r) => JSON.parse(r.answers!).neighbour_check === "does_not_confirm").map((r) => r.id)).toEqual([DEMO_RED_FLAG_CASE]);
    expect(answered.results.find((r) => r.type === "other")?.insurance).not.toBe("");
    // The re-visited case: both visits' inspections linked to it, Re-visit then Verified, decided after each save.
    const twice = team.cases.find((c) => c.visits.length === 2)!;
    const linked = await env.DB.prepare("SELECT id FROM inspections WHERE case_id = ? ORDER BY created_at").bind(twice.id).all<{ id: string }>();
    expect(linked.results.map((r) => r.id)).toEqual(twice.visits.map((v) => v.inspectionId));
    const chain = (await chainOf(twice.id)).map((d) => JSON.parse(d.text) as { outcome: string; visit: number; inspectionId: string; decidedAt: string });
    expect(chain.map((d) => [d.outcome, d.visit, d.inspectionId])).toEqual([
      ["revisit", 1, twice.visits[0].inspectionId],
      ["verified", 2, twice.visits[1].inspectionId],
    ]);
    expect(chain.map((d) => d.decidedAt)).toEqual(twice.visits.map((v) => v.disposition!.at));
    expect(await env.DB.prepare("SELECT status, visit, disposed_at FROM cases WHERE id = ?").bind(twice.id).first()).toEqual({
      status: "verified",
      visit: 2,
      disposed_at: twice.visits[1].disposition!.at,
    });
    // A review step run again finds the cases decided and adds nothing.
    for (const i of rest) expect(await (await step({ intent: "review", now: NOW, inspectionId: i.id })).json()).toEqual({ ok: true, disposed: false });
    expect(await dispositions()).toBe(6);

    // Seeded once: the next start finds the portfolio and only reports it.
    const again = await (await step({ intent: "begin", now: NOW })).json<{ seeded: boolean; summary: { inspections: number; verifyUrl: string } }>();
    expect(again.seeded).toBe(true);
    expect(again.summary.inspections).toBe(9);
    expect(again.summary.verifyUrl).toMatch(/\/verify\/[A-Za-z0-9_-]{32}$/);
    expect(await dispositions()).toBe(6);
    expect(await count("SELECT count(*) AS n FROM cases WHERE organization_id = ?")).toBe(25);
  }, 120_000);
});
