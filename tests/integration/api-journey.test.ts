// Issue 45's journey, end to end in workerd: a loan system creates a case with a key (a retry with the same
// Idempotency-Key makes no second case), SiteProof assigns it to the nearest inspector, the inspector captures
// and a reviewer records Verified through the pages; the lender's receiver gets case.assigned, case.submitted
// and case.disposed in that order, each signed with the endpoint's secret; the result's disposition checks with
// the published keys alone.
import { env, SELF } from "cloudflare:test";
import { expect, it, vi } from "vitest";
import { hmacHex } from "../../app/features/api/webhook-secrets.server";
import { createWebhookEndpoint } from "../../app/features/api/webhooks.server";
import { checkDispositionChain } from "../../app/features/evidence/disposition";
import { getDb } from "../../app/platform/db/db.server";
import { RECEIVER_URL, stubWebhookReceiver } from "../stubs/webhook-receiver";
import { join } from "./allocation-factories";
import { newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { ORIGIN, post, signUp } from "./helpers";
import { api, keyed } from "./api-factories";
import { directoryCompany } from "./team-factories";

it("a loan system's case goes to the nearest inspector, is captured and verified, and every step reaches the lender signed", async () => {
  const received = stubWebhookReceiver();
  const { org, key } = await keyed(["cases:write", "cases:read", "results:read"]);
  const endpoint = await createWebhookEndpoint(env, getDb(env.DB), org.id, { url: RECEIVER_URL, events: ["case.assigned", "case.submitted", "case.disposed"] });

  // Two inspectors: Pune's is nearer the Pune site than Kochi's.
  const near = await newInspector();
  const far = await newInspector();
  const nearId = await join(org.id, near.email, "inspector", { latitude: 18.53, longitude: 73.85 });
  await join(org.id, far.email, "inspector", { latitude: 9.97, longitude: 76.28 });
  const reviewer = await signUp(undefined, undefined, "Priya Shah");
  await join(org.id, reviewer.email, "reviewer");
  const companyId = await directoryCompany(org.id, { name: "Shree Ganesh Traders", address: "14 MG Road, Pune" });

  const body = {
    reference: `LN-J-${crypto.randomUUID().slice(0, 8)}`,
    company_id: companyId,
    site_latitude: 18.5204,
    site_longitude: 73.8567,
    verification_type: "business_premises",
    due_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    assignee: "nearest",
  };
  const idem = { "Idempotency-Key": crypto.randomUUID() };
  const first = await api("POST", "/api/v1/cases", key, body, idem);
  expect(first.status).toBe(201);
  const created = await first.json<{ id: string; assignee_id: string; status: string }>();
  const retried = await api("POST", "/api/v1/cases", key, body, idem);
  expect([retried.status, retried.headers.get("Idempotent-Replayed"), (await retried.json<{ id: string }>()).id]).toEqual([201, "true", created.id]);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM cases WHERE reference = ?").bind(body.reference).first("n")).toBe(1);
  expect(created).toMatchObject({ assignee_id: nearId, status: "assigned" });

  // The inspector captures; the reviewer records Verified, both through the pages.
  const photo = await uploadedPhoto(near.cookie, crypto.randomUUID());
  const capture = payload(companyId, [photo], { case: { id: created.id, metName: "Ravi Shah", metRole: "Proprietor" } });
  expect((await save(near.cookie, capture)).status).toBe(201);
  const review = `/app/org/${org.code}/review/${created.id}?_data=${encodeURIComponent("routes/app.org.$code.review.$caseId")}`;
  expect((await post(review, { intent: "dispose", outcome: "verified", remark: "" }, { cookie: reviewer.cookie })).status).toBe(200);

  await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 20_000, interval: 200 });
  const events = received.map((r) => JSON.parse(r.body) as { id: string; type: string; data: { case_id: string } });
  expect(events.map((e) => [e.type, e.data.case_id])).toEqual([
    ["case.assigned", created.id],
    ["case.submitted", created.id],
    ["case.disposed", created.id],
  ]);
  for (const [n, r] of received.entries()) {
    const timestamp = r.headers.get("SiteProof-Timestamp")!;
    expect(r.headers.get("SiteProof-Event-Id")).toBe(events[n].id);
    expect(r.headers.get("SiteProof-Signature")).toBe(`v1=${await hmacHex(endpoint.secret, `${timestamp}.${r.body}`)}`);
  }

  // The result, checked as the lender would: the published keys and the result's own texts.
  const result = await (
    await api("GET", `/api/v1/cases/${created.id}/result`, key)
  ).json<{
    status: string;
    inspections: { id: string; seal: { text: string } }[];
    dispositions: { id: string; body: string; signature: string; key_id: string }[];
  }>();
  expect(result.status).toBe("verified");
  const keys = await (await SELF.fetch(`${ORIGIN}/.well-known/siteproof-keys.json`)).json<{ keys: { kid: string; jwk: { x: string } }[] }>();
  const chain = result.dispositions.map((d) => ({ id: d.id, text: d.body, signature: d.signature, keyId: d.key_id }));
  const seals = Object.fromEntries(result.inspections.map((i) => [i.id, i.seal.text]));
  expect(await checkDispositionChain(chain, keys, seals)).toMatchObject({ ok: true });
  expect(JSON.parse(result.dispositions[0].body)).toMatchObject({ outcome: "verified" });
});
