// Issue 42: an organization's retention rule is the only thing that removes a case's sealed evidence. Only the owner
// sets it (invalid values are refused and change nothing); the daily clean-up removes the inspections and photos (R2
// objects too) of cases closed longer ago than the rule, and their verify links then answer 404; everything else stays,
// and an organization without a rule keeps everything.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cleanUpExpired } from "../../workers/cleanup";
import { caseRow, eventsOf, join, newCase, newOrg } from "./allocation-factories";
import { count, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { ORIGIN, post, signUp } from "./helpers";

const retentionPath = (code: string) => `/app/org/${code}/retention?_data=${encodeURIComponent("routes/app.org.$code.retention")}`;
const YEAR = 365.25 * 86_400_000;
const rule = async (orgId: string) =>
  (await env.DB.prepare("SELECT evidence_retention_years AS y FROM organizations WHERE id = ?").bind(orgId).first<{ y: number | null }>())!.y;

async function team() {
  const org = await newOrg("Deccan Finance");
  const owner = await signUp(undefined, undefined, "Vikram Shah");
  const manager = await signUp(undefined, undefined, "Meena Iyer");
  const inspector = await newInspector();
  const ids = {
    owner: await join(org.id, owner.email, "owner"),
    manager: await join(org.id, manager.email, "manager"),
    inspector: await join(org.id, inspector.email, "inspector"),
  };
  return { org, owner, manager, inspector, ids };
}
type Team = Awaited<ReturnType<typeof team>>;

/** A case captured through the app with two photos, then closed `yearsAgo` years ago; with a live verify link. */
async function closedCase(t: Team, yearsAgo: number, status = "verified") {
  const caseId = await newCase(t.org, { assigneeId: t.ids.inspector });
  const draft = crypto.randomUUID();
  const photos = [await uploadedPhoto(t.inspector.cookie, draft), await uploadedPhoto(t.inspector.cookie, draft)];
  const body = payload(t.org.companyId, photos, { case: { id: caseId, metName: "Anil Joshi", metRole: "Owner" } });
  expect((await save(t.inspector.cookie, body)).status).toBe(201);
  const inspectionId = body.id as string;
  const closedAt = new Date(Date.now() - yearsAgo * YEAR).toISOString();
  await env.DB.prepare("UPDATE cases SET status = ?, disposed_at = ? WHERE id = ?").bind(status, closedAt, caseId).run();
  const token = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
  await env.DB.prepare("INSERT INTO verify_links (id, user_id, inspection_id, expires_at) VALUES (?, ?, ?, ?)")
    .bind(token, t.ids.inspector, inspectionId, new Date(Date.now() + 30 * 86_400_000).toISOString())
    .run();
  const keys = await env.DB.prepare("SELECT r2_key, thumb_key FROM photos WHERE inspection_id = ?")
    .bind(inspectionId)
    .all<{ r2_key: string; thumb_key: string }>();
  return { caseId, inspectionId, token, objects: keys.results.flatMap((k) => [k.r2_key, k.thumb_key]) };
}

const verifyStatus = async (token: string) => {
  const res = await SELF.fetch(`${ORIGIN}/verify/${token}`, { redirect: "manual" });
  await res.arrayBuffer();
  return res.status;
};
const stored = async (keys: string[]) => (await Promise.all(keys.map((k) => env.PHOTOS.head(k)))).filter(Boolean).length;

describe("the retention rule", () => {
  it("is set by the owner alone; an invalid value is refused and changes nothing", async () => {
    const t = await team();
    expect(await rule(t.org.id)).toBeNull();
    expect((await post(retentionPath(t.org.code), { years: "5" }, { cookie: t.manager.cookie })).status).toBe(403);
    expect((await post(retentionPath(t.org.code), { years: "5" }, { cookie: t.inspector.cookie })).status).toBe(403);
    expect(await rule(t.org.id)).toBeNull();
    for (const years of ["1", "0", "-5", "five", ""]) {
      expect((await post(retentionPath(t.org.code), { years }, { cookie: t.owner.cookie })).status, years).toBe(422);
    }
    expect(await rule(t.org.id)).toBeNull();
    const saved = await post(retentionPath(t.org.code), { years: "8" }, { cookie: t.owner.cookie });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ ok: true, message: "Retention rule saved." });
    expect(await rule(t.org.id)).toBe(8);
    expect((await post(retentionPath(t.org.code), { years: "keep" }, { cookie: t.owner.cookie })).status).toBe(200);
    expect(await rule(t.org.id)).toBeNull();
  });

  it("lets the daily clean-up remove the evidence of cases closed longer ago than the rule, and keeps the rest", async () => {
    const t = await team();
    expect((await post(retentionPath(t.org.code), { years: "5" }, { cookie: t.owner.cookie })).status).toBe(200);
    const old = await closedCase(t, 6, "not_verified");
    const recent = await closedCase(t, 4);
    // Reopened: no longer closed, however old its last decision.
    const reopened = await closedCase(t, 7, "revisit");
    expect(await verifyStatus(old.token)).toBe(200);
    expect(await stored(old.objects)).toBe(4);

    await cleanUpExpired(env);

    expect(await count("SELECT count(*) AS n FROM inspections WHERE id = ?", old.inspectionId)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM photos WHERE inspection_id = ?", old.inspectionId)).toBe(0);
    expect(await stored(old.objects)).toBe(0);
    expect(await verifyStatus(old.token)).toBe(404);
    // The case, its status and its history stay, and the history says what happened.
    expect(await caseRow(old.caseId)).toMatchObject({ status: "not_verified", evidence_removed_at: expect.any(String) });
    expect((await eventsOf(old.caseId)).at(-1)).toEqual({
      kind: "evidence_removed",
      detail: "Evidence removed: the organization keeps it 5 years after a case closes",
      actor_id: null,
    });

    for (const kept of [recent, reopened]) {
      expect(await count("SELECT count(*) AS n FROM photos WHERE inspection_id = ?", kept.inspectionId)).toBe(2);
      expect(await stored(kept.objects)).toBe(4);
      expect(await verifyStatus(kept.token)).toBe(200);
      expect(await caseRow(kept.caseId)).toMatchObject({ evidence_removed_at: null });
    }
    // A second run finds nothing more to do.
    const events = (await eventsOf(old.caseId)).length;
    await cleanUpExpired(env);
    expect((await eventsOf(old.caseId)).length).toBe(events);
  });

  it("keeps everything by default", async () => {
    const t = await team();
    const old = await closedCase(t, 30);
    await cleanUpExpired(env);
    expect(await count("SELECT count(*) AS n FROM photos WHERE inspection_id = ?", old.inspectionId)).toBe(2);
    expect(await stored(old.objects)).toBe(4);
    expect(await verifyStatus(old.token)).toBe(200);
  });
});
