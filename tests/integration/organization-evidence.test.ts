// Issue 42: an inspection captured for a case is the organization's evidence. It is never in its
// inspector's personal History, search, exports, analytics or backups; its inspector (a member, then a
// removed one) cannot delete it by any route; after the removal every owner's view refuses them with a
// 404, while the verify link they gave out keeps working signed out. Existing case inspections move to
// the organization by the migration, and the rollups stop counting them.
import { env, SELF } from "cloudflare:test";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { join, newCase, newOrg } from "./allocation-factories";
import { count, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { backupInspection, seed } from "./factories";
import { get, ORIGIN, post, signUp } from "./helpers";
import { schema } from "../../app/platform/db/db.server";

const HISTORY = "routes/app.history";
const history = (q = "") => `/app/history?_data=${encodeURIComponent(HISTORY)}${q}`;

async function team() {
  const org = await newOrg();
  const owner = await signUp(undefined, undefined, "Omkar Owner");
  const manager = await signUp(undefined, undefined, "Meena Iyer");
  const reviewer = await signUp(undefined, undefined, "Meera Reviewer");
  const inspector = await newInspector();
  const ids = {
    owner: await join(org.id, owner.email, "owner"),
    manager: await join(org.id, manager.email, "manager"),
    reviewer: await join(org.id, reviewer.email, "reviewer"),
    inspector: await join(org.id, inspector.email, "inspector"),
  };
  return { org, owner, manager, reviewer, inspector, ids };
}
type Team = Awaited<ReturnType<typeof team>>;

/** The inspector captures for a case (the real save), makes a verify link, and a reviewer verifies it. */
async function decidedCase(t: Team) {
  const caseId = await newCase(t.org, { assigneeId: t.ids.inspector });
  const draft = crypto.randomUUID();
  const photoId = await uploadedPhoto(t.inspector.cookie, draft);
  const body = payload(t.org.companyId, [photoId], { case: { id: caseId, metName: "Ravi Shah", metRole: "Proprietor" } });
  expect((await save(t.inspector.cookie, body)).status).toBe(201);
  const inspectionId = body.id as string;
  const link = await post(`/app/evidence/${inspectionId}`, { intent: "create", days: "30" }, { cookie: t.inspector.cookie });
  expect(link.status).toBe(200);
  const token = ((await link.json()) as { link: { id: string } }).link.id;
  const decided = await post(
    `/app/org/${t.org.code}/review/${caseId}?_data=${encodeURIComponent("routes/app.org.$code.review.$caseId")}`,
    { intent: "dispose", outcome: "verified" },
    { cookie: t.reviewer.cookie },
  );
  expect(decided.status).toBe(200);
  return { caseId, inspectionId, photoId, token };
}

/** Everything a deletion would change: the case, its dispositions, the inspection, its photos and objects, its links. */
async function evidenceState(caseId: string, inspectionId: string) {
  const rows = await env.DB.batch([
    // The case as review and the verify page see it (a removal may unassign an open case; this one is decided).
    env.DB.prepare(
      "SELECT id, organization_id, reference, status, inspection_id, visit, submitted_at, disposition_id, disposed_at, met_name FROM cases WHERE id = ?",
    ).bind(caseId),
    env.DB.prepare("SELECT * FROM dispositions WHERE case_id = ? ORDER BY rowid").bind(caseId),
    env.DB.prepare("SELECT * FROM inspections WHERE id = ?").bind(inspectionId),
    env.DB.prepare("SELECT * FROM photos WHERE inspection_id = ? ORDER BY id").bind(inspectionId),
    env.DB.prepare("SELECT * FROM verify_links WHERE inspection_id = ? ORDER BY id").bind(inspectionId),
  ]);
  const objects = (await env.PHOTOS.list()).objects.map((o) => o.key).sort();
  return JSON.stringify([rows.map((r) => r.results), objects]);
}

const restoreFile = (cookie: string, inspections: unknown[]) => {
  const form = new FormData();
  form.set("intent", "restore");
  const file = { version: "1.0", exportDate: new Date().toISOString(), profile: {}, companies: [], inspections, visits: [] };
  form.set("file", new File([JSON.stringify(file)], "backup.json", { type: "application/json" }));
  return SELF.fetch(`${ORIGIN}/app/profile?_data=routes%2Fapp.profile`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost" },
    body: form,
  });
};

/** Every route through which an inspector might take the inspection away; each must answer without a deletion. */
async function tryEveryDeletion(t: Team, e: Awaited<ReturnType<typeof decidedCase>>) {
  const cookie = t.inspector.cookie;
  expect((await post(history(), { intent: "delete", id: e.inspectionId }, { cookie })).status).toBe(404);
  // The history's delete page posted natively, before the scripts ran.
  expect(
    (await post(`/app/history?delete=${e.inspectionId}`, { intent: "delete", id: e.inspectionId }, { cookie, headers: { Accept: "text/html" } })).status,
  ).toBe(404);
  // A saved inspection's photo is never removed.
  const photo = await SELF.fetch(`${ORIGIN}/app/photos/${e.photoId}`, { method: "DELETE", headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost" } });
  expect(photo.status).toBe(404);
  // A restore adds and skips; the case's row in an old backup file changes nothing.
  const row = await env.DB.prepare("SELECT * FROM inspections WHERE id = ?").bind(e.inspectionId).first<Record<string, unknown>>();
  const restored = await restoreFile(cookie, [backupInspection(String(row!.created_at), { id: e.inspectionId, companyName: String(row!.company_name) })]);
  expect(restored.status).toBe(200);
  // The account itself: its deletion would cascade to the organization's evidence, so it is refused.
  await expect(env.DB.prepare("DELETE FROM users WHERE id = ?").bind(t.ids.inspector).run()).rejects.toThrow(/case evidence/);
}

describe("a case's inspection is the organization's evidence", () => {
  it("is kept out of the inspector's History, search, exports, backup and analytics, and is readable by the organization's roles", async () => {
    const t = await team();
    // A personal inspection of the same inspector, for contrast.
    const draft = crypto.randomUUID();
    const personal = payload(t.inspector.companyId, [await uploadedPhoto(t.inspector.cookie, draft)]);
    expect((await save(t.inspector.cookie, personal)).status).toBe(201);
    const e = await decidedCase(t);
    const cookie = t.inspector.cookie;

    const row = await env.DB.prepare("SELECT organization_id, case_id FROM inspections WHERE id = ?").bind(e.inspectionId).first();
    expect(row).toEqual({ organization_id: t.org.id, case_id: e.caseId });

    type List = { inspections: { id: string }[]; total: number };
    const listed = async (q: string) => ((await (await get(history(q), cookie)).json()) as List).inspections.map((x) => x.id);
    expect(await listed("")).toEqual([personal.id]);
    // The case's company name through the full-text index (3+ letters) and the short-term scan.
    expect(await listed("&q=Ganesh")).toEqual([]);
    expect(await listed("&q=Sh")).toEqual([]);
    expect(await listed("&q=Acme")).toEqual([personal.id]);
    expect(await count("SELECT count(*) AS n FROM inspections_search WHERE inspections_search MATCH '\"Ganesh\"'")).toBe(0);

    for (const format of ["csv", "json", "geojson", "kml"]) {
      const res = await get(`/app/history/export?format=${format}`, cookie);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain("Acme Cold Storage");
      expect(text).not.toContain("Shree Ganesh");
      expect(text).not.toContain(e.inspectionId);
    }
    const zip = new Uint8Array(await (await get("/app/history/export?format=zip", cookie)).arrayBuffer());
    const zipText = new TextDecoder("latin1").decode(zip);
    expect(zipText).toContain(personal.id);
    expect(zipText).not.toContain(e.inspectionId);

    const backup = (await (await get("/app/profile/backup", cookie)).json()) as { inspections: { id: string }[] };
    expect(backup.inspections.map((x) => x.id)).toEqual([personal.id]);

    expect(await count("SELECT coalesce(sum(inspections), 0) AS n FROM inspection_days WHERE user_id = ?", t.ids.inspector)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM inspected_companies WHERE user_id = ? AND company_id = ?", t.ids.inspector, t.org.companyId)).toBe(0);

    // Its own inspector, the manager and the reviewer read it through the owner's views; another user does not.
    const stranger = await signUp();
    for (const [who, status] of [
      [cookie, 200],
      [t.manager.cookie, 200],
      [t.reviewer.cookie, 200],
      [stranger.cookie, 404],
    ] as const) {
      expect((await get(`/app/evidence/${e.inspectionId}`, who)).status).toBe(status);
      expect((await get(`/app/photos/${e.photoId}?size=thumb`, who)).status).toBe(status);
    }
  });

  it("cannot be deleted by its inspector, a member or a removed one, by any route; the case, its disposition and its verify link stay", async () => {
    const t = await team();
    const e = await decidedCase(t);
    const before = await evidenceState(e.caseId, e.inspectionId);

    await tryEveryDeletion(t, e);
    expect(await evidenceState(e.caseId, e.inspectionId)).toBe(before);

    // The manager removes the inspector.
    const removed = await post(
      `/app/org/${t.org.code}/members/${t.ids.inspector}/remove?_data=${encodeURIComponent("routes/app.org.$code.members.$userId.remove")}`,
      { intent: "remove", userId: t.ids.inspector },
      { cookie: t.manager.cookie },
    );
    expect(removed.status).toBe(200);
    expect(await evidenceState(e.caseId, e.inspectionId)).toBe(before);
    await tryEveryDeletion(t, e);
    expect(await evidenceState(e.caseId, e.inspectionId)).toBe(before);

    // The removed inspector is refused every view of it on the next request.
    const cookie = t.inspector.cookie;
    expect((await get(`/app/evidence/${e.inspectionId}`, cookie)).status).toBe(404);
    expect((await get(`/app/photos/${e.photoId}`, cookie)).status).toBe(404);
    expect((await get(`/app/photos/${e.photoId}?size=thumb`, cookie)).status).toBe(404);
    for (const fields of [{ intent: "report" }, { intent: "create", days: "7" }, { intent: "revoke", link: e.token }] as Record<string, string>[])
      expect((await post(`/app/evidence/${e.inspectionId}`, fields, { cookie })).status).toBe(404);
    expect((await get(`/app/org/${t.org.code}/cases/${e.caseId}`, cookie)).status).toBe(404);
    expect(((await (await get(history(`&evidence=${e.inspectionId}`), cookie)).json()) as { evidence: unknown }).evidence).toBeNull();
    expect(await evidenceState(e.caseId, e.inspectionId)).toBe(before);
    // The review screen still has the inspection to show.
    const review = await get(`/app/org/${t.org.code}/review/${e.caseId}?_data=${encodeURIComponent("routes/app.org.$code.review.$caseId")}`, t.reviewer.cookie);
    expect(review.status).toBe(200);

    // The link given out while a member still opens the evidence, signed out.
    expect((await get(`/verify/${e.token}`)).status).toBe(200);
    expect((await get(`/verify/${e.token}/evidence.json`)).status).toBe(200);
    expect((await get(`/verify/${e.token}/photos/${e.photoId}`)).status).toBe(200);
  });
});

describe("the migration to the organization's side", () => {
  it("moves an old case inspection to its case's organization and takes it out of the rollups and the search index", async () => {
    const t = await team();
    const caseId = await newCase(t.org, { assigneeId: t.ids.inspector, status: "submitted" });
    // As the old code stored it: case_id set, no organization, so counted as personal by the triggers.
    const old = backupInspection("2026-03-02T10:00:00.000Z", { companyId: t.org.companyId, companyName: "Shree Ganesh Traders", photoCount: 2 });
    const kept = backupInspection("2026-03-02T11:00:00.000Z", { companyId: t.inspector.companyId, companyName: "Acme Cold Storage" });
    await seed(schema.inspections, [
      { ...old, userId: t.ids.inspector, userEmail: t.inspector.email, inspectorName: "Asha", caseId },
      { ...kept, userId: t.ids.inspector, userEmail: t.inspector.email, inspectorName: "Asha" },
    ] as (typeof schema.inspections.$inferInsert)[]);
    const day = () => env.DB.prepare("SELECT inspections, photos FROM inspection_days WHERE user_id = ?").bind(t.ids.inspector).first();
    const indexed = () => count("SELECT count(*) AS n FROM inspections_search WHERE inspections_search MATCH '\"Ganesh\"'");
    expect(await day()).toEqual({ inspections: 2, photos: 2 + Number(kept.photoCount) });
    expect(await indexed()).toBe(1);

    // The migration's own data statement, as it ran on the stored inspections.
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.endsWith("_organization_evidence.sql"))!;
    const move = migration.queries.find((q) => q.includes("UPDATE inspections SET organization_id"))!;
    await env.DB.prepare(move.slice(move.indexOf("UPDATE inspections SET organization_id"))).run();

    expect(await env.DB.prepare("SELECT organization_id FROM inspections WHERE id = ?").bind(old.id).first("organization_id")).toBe(t.org.id);
    expect(await env.DB.prepare("SELECT organization_id FROM inspections WHERE id = ?").bind(kept.id).first("organization_id")).toBeNull();
    expect(await day()).toEqual({ inspections: 1, photos: Number(kept.photoCount) });
    expect(await count("SELECT count(*) AS n FROM inspected_companies WHERE user_id = ? AND company_id = ?", t.ids.inspector, t.org.companyId)).toBe(0);
    expect(await indexed()).toBe(0);
    type List = { inspections: { id: string }[] };
    expect(((await (await get(history(), t.inspector.cookie)).json()) as List).inspections.map((x) => x.id)).toEqual([kept.id]);
    // Deleting the organization's row later leaves the personal rollups as they are.
    await env.DB.prepare("DELETE FROM inspections WHERE id = ?").bind(old.id).run();
    expect(await day()).toEqual({ inspections: 1, photos: Number(kept.photoCount) });
  });
});

describe("the owner's export", () => {
  it("downloads every case inspection with its table, report, signed evidence and photos, for the owner alone", async () => {
    const t = await team();
    const e = await decidedCase(t);
    const page = `/app/org/${t.org.code}/evidence?_data=${encodeURIComponent("routes/app.org.$code.evidence")}`;
    type Page = { parts: { part: number; inspections: number; photos: number }[]; years: { year: number; cases: number; direct: boolean }[] };
    const data = (await (await get(page, t.owner.cookie)).json()) as Page;
    expect(data.parts).toEqual([expect.objectContaining({ part: 1, inspections: 1, photos: 1 })]);
    expect(data.years[0]).toEqual(expect.objectContaining({ year: new Date().getUTCFullYear(), cases: 1, direct: true }));

    const res = await get(`/app/org/${t.org.code}/evidence/export?part=1`, t.owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(strFromU8(files["inspections.csv"])).toContain("Shree Ganesh Traders");
    const report = names.find((n) => n.startsWith("reports/") && n.endsWith(`_${e.inspectionId}.pdf`))!;
    expect(strFromU8(files[report].slice(0, 5))).toBe("%PDF-");
    const signed = JSON.parse(strFromU8(files[`evidence/${e.inspectionId}.json`])) as {
      seal: { text: string };
      receipts: unknown[];
      case: { dispositions: unknown[] };
    };
    expect(signed.seal.text).toBe(await env.DB.prepare("SELECT seal FROM inspections WHERE id = ?").bind(e.inspectionId).first("seal"));
    expect(signed.receipts).toHaveLength(1);
    expect(signed.case.dispositions).toHaveLength(1);
    const manifest = JSON.parse(strFromU8(files["manifest.json"])) as { files: { name: string; photoId: string }[]; missing: unknown[] };
    expect(manifest.files.map((f) => f.photoId)).toEqual([e.photoId]);
    expect(manifest.missing).toEqual([]);
    expect(names).toContain(manifest.files[0].name);

    expect((await get(`/app/org/${t.org.code}/evidence/export?part=2`, t.owner.cookie)).status).toBe(404);
    expect((await get(`/app/org/${t.org.code}/evidence/export?part=x`, t.owner.cookie)).status).toBe(404);
    for (const cookie of [t.manager.cookie, t.reviewer.cookie, t.inspector.cookie]) {
      expect((await get(`/app/org/${t.org.code}/evidence/export?part=1`, cookie)).status).toBe(403);
      expect((await get(page, cookie)).status).toBe(403);
    }
  });
});
