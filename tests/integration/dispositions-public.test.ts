// What the lender sees (issue 32): a verify link of an inspection captured for a case carries the case's
// reference and its whole chain of signed dispositions (every visit, in order, a correction beside the
// one it replaces), and the chain checks with nothing but the published keys.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "../../app/platform/db/db.server";
import type { DispositionOutcome } from "../../app/platform/db/schema";
import { canonicalJson } from "../../app/platform/canonical-json";
import { checkSignedMaterial, type SignedMaterial } from "../../app/features/evidence/signed-material-check";
import { checkDispositionChain, type DispositionBody, dispositionHash, type SignedDisposition } from "../../app/features/evidence/disposition";
import { signDisposition } from "../../app/features/review/disposition.server";
import type { CaseReview } from "../../app/features/evidence/disposition-view";
import { sha256Hex } from "../../app/platform/encoding";
import { join, newCase, newOrg } from "./allocation-factories";
import { newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get, ORIGIN, post, signUp } from "./helpers";

const db = () => getDb(env.DB);
const open = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
const published = async () => (await open("/.well-known/siteproof-keys.json")).json<{ keys: { kid: string; jwk: { x: string } }[] }>();
const sealOf = async (inspectionId: string) =>
  (await env.DB.prepare("SELECT seal FROM inspections WHERE id = ?").bind(inspectionId).first<{ seal: string }>())!.seal;

type Material = Omit<SignedMaterial, "case"> & { case?: { reference: string; dispositions: (SignedDisposition & { id: string })[] } };

/**
 * A case of two visits: visit 1 disposed Re-visit, visit 2 Not verified and then corrected to Verified,
 * each disposition signed by the app's own key and chained to the one before.
 */
async function reviewedCase() {
  const org = await newOrg();
  const inspector = await newInspector();
  const reviewer = await signUp(undefined, undefined, "Priya Shah");
  const inspectorId = await join(org.id, inspector.email, "inspector");
  const reviewerId = await join(org.id, reviewer.email, "reviewer");
  const caseId = await newCase(org, { assigneeId: inspectorId });
  const { reference } = (await env.DB.prepare("SELECT reference FROM cases WHERE id = ?").bind(caseId).first<{ reference: string }>())!;
  const capture = async () => {
    const photo = await uploadedPhoto(inspector.cookie, crypto.randomUUID());
    const body = payload(org.companyId, [photo], { case: { id: caseId, metName: "Ravi Shah", metRole: "Proprietor" } });
    expect((await save(inspector.cookie, body)).status).toBe(201);
    return body.id;
  };
  const texts: string[] = [];
  const ids: string[] = [];
  const dispose = async (inspectionId: string, visit: number, outcome: DispositionOutcome, remark: string, replaces: number | null = null) => {
    const id = crypto.randomUUID();
    const decidedAt = new Date(Date.parse("2026-11-20T09:00:00.000Z") + texts.length * 3600_000).toISOString();
    const prev = texts.length ? await dispositionHash(texts.at(-1)!) : null;
    const signed = await signDisposition(env, db(), {
      id,
      organization: org.id,
      caseId,
      caseReference: reference,
      visit,
      inspectionId,
      sealHash: await sha256Hex(await sealOf(inspectionId)),
      outcome,
      remark,
      reviewer: { id: reviewerId, name: "Priya Shah" },
      decidedAt,
      prev,
      replaces: replaces === null ? null : { id: ids[replaces], hash: await dispositionHash(texts[replaces]) },
    });
    await db()
      .insert(schema.dispositions)
      .values({
        id,
        organizationId: org.id,
        caseId,
        inspectionId,
        visit,
        outcome,
        remark,
        reviewerId,
        reviewerName: "Priya Shah",
        replacesId: replaces === null ? null : ids[replaces],
        ...signed,
        createdAt: decidedAt,
      });
    texts.push(signed.body);
    ids.push(id);
  };
  const first = await capture();
  await dispose(first, 1, "revisit", "Signboard missing; visit again in working hours.");
  await env.DB.prepare("UPDATE cases SET status = 'revisit', visit = 2 WHERE id = ?").bind(caseId).run();
  const second = await capture();
  await dispose(second, 2, "not_verified", "Premises closed.");
  await dispose(second, 2, "verified", "", 1);
  const link = async (inspectionId: string) => {
    const res = await post(`/app/evidence/${inspectionId}`, { intent: "create", days: "7" }, { cookie: inspector.cookie });
    return new URL((await res.json<{ link: { url: string } }>()).link.url).pathname;
  };
  return { org, inspector, caseId, reference, first, second, ids, link };
}

describe("a case's dispositions behind a verify link", () => {
  it("publishes the whole chain in the signed evidence, and it checks with the published keys", async () => {
    const t = await reviewedCase();
    const path = await t.link(t.second);
    const material = await (await open(`${path}/evidence.json`)).json<Material>();
    expect(material.case!.reference).toBe(t.reference);
    expect(material.case!.dispositions.map((d) => d.id)).toEqual(t.ids);
    const keys = await published();
    const seal = await sealOf(t.second);
    const chain = await checkDispositionChain(material.case!.dispositions, keys, { [t.second]: seal });
    expect(chain.lines.filter((l) => !l.ok)).toEqual([]);
    expect(chain.lines.map((l) => l.text)).toEqual([
      expect.stringMatching(/^Disposition 1 \(Re-visit by Priya Shah\) is signed with published key [0-9a-f]{16}\.$/),
      expect.stringMatching(/^Disposition 2 \(Not verified by Priya Shah\) is signed/),
      expect.stringMatching(/^Disposition 3 \(Verified by Priya Shah\) is signed/),
    ]);
    // As the visitor's browser runs it: seal, receipts and dispositions, each decision on this seal named.
    const all = await checkSignedMaterial(material, keys);
    expect(all.lines.filter((l) => !l.ok)).toEqual([]);
    expect(all.lines.map((l) => l.text)).toEqual(
      expect.arrayContaining([
        "All 3 disposition signatures verify, each linked to the one before.",
        "Disposition 2 was made on this inspection's seal, unaltered.",
        "Disposition 3 was made on this inspection's seal, unaltered.",
      ]),
    );
    expect(JSON.stringify(material)).not.toContain(t.inspector.email);
  });

  it("fails when any signed field is altered, a link is dropped, or the decision is moved onto other evidence", async () => {
    const t = await reviewedCase();
    const material = await (await open(`${await t.link(t.second)}/evidence.json`)).json<Material>();
    const keys = await published();
    const seals = { [t.second]: await sealOf(t.second) };
    const chain = material.case!.dispositions;
    const altered = (n: number, change: (b: DispositionBody) => DispositionBody) =>
      chain.map((d, i) => (i === n ? { ...d, text: canonicalJson(change(JSON.parse(d.text) as DispositionBody)) } : d));
    const changes: ((b: DispositionBody) => DispositionBody)[] = [
      (b) => ({ ...b, outcome: "verified" }),
      (b) => ({ ...b, remark: "All fine." }),
      (b) => ({ ...b, reviewer: { ...b.reviewer, name: "Someone Else" } }),
      (b) => ({ ...b, decidedAt: "2026-11-19T09:00:00.000Z" }),
      (b) => ({ ...b, caseReference: "OTHER-1" }),
      (b) => ({ ...b, sealHash: "0".repeat(64) }),
      (b) => ({ ...b, prev: null }),
    ];
    for (const change of changes) {
      const check = await checkDispositionChain(altered(1, change), keys, seals);
      expect(check.ok).toBe(false);
      expect(check.lines[1]).toEqual({ ok: false, text: "Disposition 2's signature does not verify." });
    }
    // Dropping the first: the second no longer follows anything.
    expect((await checkDispositionChain(chain.slice(1), keys, seals)).lines).toContainEqual({
      ok: false,
      text: "Disposition 1 does not follow disposition 0.",
    });
    // Another seal text given for this inspection: the decisions on it are not on this evidence.
    const moved = await checkDispositionChain(chain, keys, { [t.second]: `${seals[t.second]} ` });
    expect(moved.lines).toContainEqual({ ok: false, text: "Disposition 2 was not made on this inspection's seal." });
    // The page's whole check in the browser fails with an altered text, and says which.
    const forged = await checkSignedMaterial(
      { ...material, case: { ...material.case!, dispositions: altered(0, (b) => ({ ...b, outcome: "verified" })) } },
      keys,
    );
    expect(forged.ok).toBe(false);
    expect(forged.lines).toContainEqual({ ok: false, text: "Disposition 1's signature does not verify." });
  });

  it("shows visit 1's link the same chain in words, and the owner's Evidence and report carry it", async () => {
    const t = await reviewedCase();
    const page = await open(`${await t.link(t.first)}?_data=${encodeURIComponent("routes/verify.$token")}`);
    expect(page.status).toBe(200);
    const { review } = await page.json<{ review: CaseReview }>();
    expect(review.reference).toBe(t.reference);
    expect(review.dispositions.map((d) => [d.n, d.visit, d.label, d.remark, d.reviewerName, d.replaces, d.replacedBy])).toEqual([
      [1, 1, "Re-visit", "Signboard missing; visit again in working hours.", "Priya Shah", null, null],
      [2, 2, "Not verified", "Premises closed.", "Priya Shah", null, 3],
      [3, 2, "Verified", "", "Priya Shah", 2, null],
    ]);
    expect(review.dispositions[0].decidedAt).toBe("2026-11-20T09:00:00.000Z");
    expect(review.check).toEqual({ ok: true, detail: "All 3 dispositions are signed with a trusted key, each linked to the one before." });

    const owner = await (await get(`/app/evidence/${t.first}`, t.inspector.cookie)).json<{ review: CaseReview }>();
    expect(owner.review).toEqual(review);
    // The report prints the lines; the checks are the verify link's to make.
    const report = await post(`/app/evidence/${t.second}`, { intent: "report" }, { cookie: t.inspector.cookie });
    expect((await report.json<{ review: CaseReview }>()).review).toEqual({ ...review, check: undefined });
  });

  it("says so on the page when a stored disposition was altered", async () => {
    const t = await reviewedCase();
    await env.DB.prepare("UPDATE dispositions SET body = replace(body, 'Premises closed', 'Premises open') WHERE id = ?").bind(t.ids[1]).run();
    const page = await open(`${await t.link(t.second)}?_data=${encodeURIComponent("routes/verify.$token")}`);
    const { review } = await page.json<{ review: CaseReview }>();
    expect(review.dispositions[1].remark).toBe("Premises open.");
    // Its text no longer hashes to what the next one links to, either.
    expect(review.check).toEqual({ ok: false, detail: "Disposition 2's signature does not verify. Disposition 3 does not follow disposition 2." });
  });

  it("shows nothing of another organization's rows, and a personal inspection as before", async () => {
    const t = await reviewedCase();
    const other = await newOrg("Other Lender");
    // A row naming this case under another organization is not this case's decision.
    const [row] = await db().select().from(schema.dispositions).where(eq(schema.dispositions.id, t.ids[0]));
    await db()
      .insert(schema.dispositions)
      .values({ ...row, id: crypto.randomUUID(), organizationId: other.id, createdAt: "2026-11-21T00:00:00.000Z" });
    const material = await (await open(`${await t.link(t.second)}/evidence.json`)).json<Material>();
    expect(material.case!.dispositions.map((d) => d.id)).toEqual(t.ids);

    const personal = await newInspector();
    const photo = await uploadedPhoto(personal.cookie, crypto.randomUUID());
    const body = payload(personal.companyId, [photo]);
    expect((await save(personal.cookie, body)).status).toBe(201);
    const res = await post(`/app/evidence/${body.id}`, { intent: "create", days: "7" }, { cookie: personal.cookie });
    const path = new URL((await res.json<{ link: { url: string } }>()).link.url).pathname;
    const plain = await (await open(`${path}/evidence.json`)).json<Material>();
    expect(Object.keys(plain).sort()).toEqual(["keys", "receipts", "seal"]);
    expect((await checkSignedMaterial(plain, await published())).lines.some((l) => /isposition/.test(l.text))).toBe(false);
    const view = await (await open(`${path}?_data=${encodeURIComponent("routes/verify.$token")}`)).json<{ review: unknown }>();
    expect(view.review).toBeNull();
  });
});
