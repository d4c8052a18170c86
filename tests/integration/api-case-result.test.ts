// Issue 45: a case's result through the API carries the signed texts a lender checks with the published keys alone.
import { env, SELF } from "cloudflare:test";
import { expect, it } from "vitest";
import { getDb, schema } from "../../app/platform/db/db.server";
import { checkDispositionChain } from "../../app/features/evidence/disposition";
import { signDisposition } from "../../app/features/review/disposition.server";
import { sha256Hex } from "../../app/platform/encoding";
import { photoLink } from "../../app/features/api/photo-links.server";
import { join, newCase, newOrg } from "./allocation-factories";
import { newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { ORIGIN, signUp } from "./helpers";

const db = () => getDb(env.DB);
const open = (path: string, key?: string) => SELF.fetch(ORIGIN + path, { headers: key ? { Authorization: `Bearer ${key}` } : {} });

it("answers the sealed inspection and the signed disposition, verifiable with the published key", async () => {
  const org = await newOrg();
  const inspector = await newInspector();
  const reviewer = await signUp(undefined, undefined, "Priya Shah");
  const inspectorId = await join(org.id, inspector.email, "inspector");
  const reviewerId = await join(org.id, reviewer.email, "reviewer");
  const caseId = await newCase(org, { assigneeId: inspectorId });
  const { reference } = (await env.DB.prepare("SELECT reference FROM cases WHERE id = ?").bind(caseId).first<{ reference: string }>())!;
  const photo = await uploadedPhoto(inspector.cookie, crypto.randomUUID());
  const body = payload(org.companyId, [photo], { case: { id: caseId, metName: "Ravi Shah", metRole: "Proprietor" } });
  expect((await save(inspector.cookie, body)).status).toBe(201);
  const seal = (await env.DB.prepare("SELECT seal FROM inspections WHERE id = ?").bind(body.id).first<{ seal: string }>())!.seal;
  const id = crypto.randomUUID();
  const decidedAt = "2026-11-20T09:00:00.000Z";
  const signed = await signDisposition(env, db(), {
    id,
    organization: org.id,
    caseId,
    caseReference: reference,
    visit: 1,
    inspectionId: body.id,
    sealHash: await sha256Hex(seal),
    outcome: "verified",
    remark: "",
    reviewer: { id: reviewerId, name: "Priya Shah" },
    decidedAt,
    prev: null,
    replaces: null,
  });
  await db()
    .insert(schema.dispositions)
    .values({
      id,
      organizationId: org.id,
      caseId,
      inspectionId: body.id,
      visit: 1,
      outcome: "verified",
      remark: "",
      reviewerId,
      reviewerName: "Priya Shah",
      replacesId: null,
      ...signed,
      createdAt: decidedAt,
    });

  const key = `sp_live_${"a".repeat(43)}`;
  await db()
    .insert(schema.apiKeys)
    .values({
      id: crypto.randomUUID(),
      organizationId: org.id,
      name: "Loan system",
      scopes: ["results:read"],
      prefix: key.slice(0, 16),
      keyHash: await sha256Hex(key),
      createdAt: decidedAt,
    });

  expect((await open(`/api/v1/cases/${caseId}/result`)).status).toBe(401);
  expect((await open(`/api/v1/cases/${crypto.randomUUID()}/result`, key)).status).toBe(404);
  const res = await open(`/api/v1/cases/${caseId}/result`, key);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const result = await res.json<{
    reference: string;
    inspections: { id: string; seal: { text: string }; photos: { id: string; url: string }[]; verify_url: string; on_site: { verdict: string } }[];
    dispositions: { id: string; body: string; signature: string; key_id: string }[];
  }>();
  expect(result.reference).toBe(reference);
  expect(result.inspections).toMatchObject([{ id: body.id, seal: { text: seal } }]);

  // The lender's check: the published keys and the result's texts, nothing else.
  const keys = await (await open("/.well-known/siteproof-keys.json")).json<{ keys: { kid: string; jwk: { x: string } }[] }>();
  const chain = result.dispositions.map((d) => ({ id: d.id, text: d.body, signature: d.signature, keyId: d.key_id }));
  const check = await checkDispositionChain(chain, keys, { [body.id]: result.inspections[0].seal.text });
  expect(check.ok).toBe(true);

  // The photo links work without a key for 15 minutes; a changed or expired link is refused; the verify link opens.
  const [shown] = result.inspections[0].photos;
  expect(shown.id).toBe(photo);
  const image = await SELF.fetch(shown.url);
  expect(image.status).toBe(200);
  expect(image.headers.get("Content-Type")).toBe("image/jpeg");
  expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
  const forged = await SELF.fetch(shown.url.replace(/signature=./, (m) => m.slice(0, -1) + (m.endsWith("A") ? "B" : "A")));
  expect([forged.status, (await forged.json<{ type: string }>()).type]).toEqual([403, "https://siteproof.app/problems/invalid-link"]);
  const stale = await photoLink(env, ORIGIN, photo, new Date(Date.now() - 16 * 60_000));
  const expired = await SELF.fetch(stale.url);
  expect([expired.status, (await expired.json<{ type: string }>()).type]).toEqual([403, "https://siteproof.app/problems/link-expired"]);
  expect(result.inspections[0].on_site.verdict).toMatch(/^(on-site|far|poor-accuracy|site-pinned|no-site|no-location)$/);
  const verify = await SELF.fetch(result.inspections[0].verify_url);
  expect(verify.status).toBe(200);
  expect(await verify.text()).toContain("Shree Ganesh Traders");
});
