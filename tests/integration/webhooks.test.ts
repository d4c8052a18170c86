// Issue 45, webhooks: a case's events reach a lender's receiver through the Queue, in order and signed
// with the endpoint's secret ("timestamp.body", HMAC-SHA256); a failed delivery is retried with the same
// event id; during a secret's roll both signatures are sent; three days of failures turn an endpoint off.
import { env } from "cloudflare:test";
import { expect, it, vi } from "vitest";
import { createWebhookEndpoint, rollWebhookSecret } from "../../app/features/api/webhooks.server";
import { hmacHex } from "../../app/features/api/webhook-secrets.server";
import { deliverWebhook } from "../../app/features/api/webhook-delivery.server";
import type { MemberContext } from "../../app/features/organizations/membership.server";
import { getDb } from "../../app/platform/db/db.server";
import { WEBHOOK_EVENTS } from "../../app/platform/webhooks/events";
import { queueDelivery, sweepWebhooks } from "../../app/platform/webhooks/outbox.server";
import { RECEIVER_URL, type Received, stubWebhookReceiver } from "../stubs/webhook-receiver";
import { join, newCase, newOrg } from "./allocation-factories";
import { newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { post, signUp } from "./helpers";

const db = () => getDb(env.DB);
const assignPath = (code: string, caseId: string) =>
  `/app/org/${code}/cases/${caseId}/assign?_data=${encodeURIComponent("routes/app.org.$code.cases.$caseId.assign")}`;
const reviewPath = (code: string, caseId: string) => `/app/org/${code}/review/${caseId}?_data=${encodeURIComponent("routes/app.org.$code.review.$caseId")}`;

async function team() {
  const org = await newOrg();
  const owner = await signUp(undefined, undefined, "Anil Owner");
  const manager = await signUp(undefined, undefined, "Meena Iyer");
  const reviewer = await signUp(undefined, undefined, "Priya Shah");
  const inspector = await newInspector();
  const ids = {
    owner: await join(org.id, owner.email, "owner"),
    manager: await join(org.id, manager.email, "manager"),
    reviewer: await join(org.id, reviewer.email, "reviewer"),
    inspector: await join(org.id, inspector.email, "inspector"),
  };
  const endpoint = await createWebhookEndpoint(env, db(), org.id, { url: RECEIVER_URL, events: [...WEBHOOK_EVENTS] });
  return { org, manager, reviewer, inspector, ids, endpoint, member: { org: { id: org.id } } as MemberContext };
}
type Team = Awaited<ReturnType<typeof team>>;

const assign = async (t: Team, caseId: string, assigneeId: string) =>
  expect((await post(assignPath(t.org.code, caseId), { intent: "assign", assigneeId }, { cookie: t.manager.cookie })).status).toBe(200);

async function submit(t: Team, caseId: string) {
  const photo = await uploadedPhoto(t.inspector.cookie, crypto.randomUUID());
  const body = payload(t.org.companyId, [photo], { case: { id: caseId, metName: "Ravi Shah", metRole: "Proprietor" } });
  expect((await save(t.inspector.cookie, body)).status).toBe(201);
}

interface Delivery {
  seq: number;
  event_id: string;
  event_type: string;
  status: string;
  attempts: number;
  last_status: number | null;
}
const deliveries = async (caseId: string) =>
  (await env.DB.prepare("SELECT * FROM webhook_deliveries WHERE case_id = ? ORDER BY seq").bind(caseId).all<Delivery>()).results;

/** Each `v1=` signature of a request, checked against `secrets` in the order given. */
async function signaturesMatch(request: Received, secrets: string[]) {
  const timestamp = request.headers.get("SiteProof-Timestamp")!;
  const signed = `${timestamp}.${request.body}`;
  const sent = request.headers
    .get("SiteProof-Signature")!
    .split(",")
    .map((v) => v.replace(/^v1=/, ""));
  expect(sent).toEqual(await Promise.all(secrets.map((s) => hmacHex(s, signed))));
}

it("sends case.assigned, case.submitted and case.disposed through the Queue, in order, each signed", async () => {
  const received = stubWebhookReceiver();
  const t = await team();
  const caseId = await newCase(t.org);
  await assign(t, caseId, t.ids.inspector);
  await submit(t, caseId);
  const res = await post(reviewPath(t.org.code, caseId), { intent: "dispose", outcome: "verified", remark: "" }, { cookie: t.reviewer.cookie });
  expect(res.status).toBe(200);

  await vi.waitFor(async () => expect((await deliveries(caseId)).map((d) => d.status)).toEqual(["delivered", "delivered", "delivered"]), {
    timeout: 20_000,
    interval: 200,
  });
  expect(received).toHaveLength(3);
  const bodies = received.map((r) => JSON.parse(r.body) as { id: string; type: string; data: Record<string, unknown> });
  expect(bodies.map((b) => b.type)).toEqual(["case.assigned", "case.submitted", "case.disposed"]);
  for (const [n, r] of received.entries()) {
    expect(r.method).toBe("POST");
    expect(r.headers.get("SiteProof-Event-Id")).toBe(bodies[n].id);
    await signaturesMatch(r, [t.endpoint.secret]);
  }
  const reference = (await env.DB.prepare("SELECT reference FROM cases WHERE id = ?").bind(caseId).first<{ reference: string }>())!.reference;
  expect(bodies[0].data).toMatchObject({ case_id: caseId, reference, status: "assigned", disposition: null });
  const disposition = (await env.DB.prepare("SELECT id, body, signature, key_id FROM dispositions WHERE case_id = ?").bind(caseId).first())!;
  expect(bodies[2].data).toMatchObject({ case_id: caseId, disposition: { ...disposition, outcome: "verified" } });
});

it("retries a delivery the receiver refuses, with the same event id, and holds the case's next event until it is through", async () => {
  const received = stubWebhookReceiver([500, 500, 200]);
  const t = await team();
  const caseId = await newCase(t.org);
  await assign(t, caseId, t.ids.inspector);
  const attempted = (n: number) =>
    vi.waitFor(async () => expect((await deliveries(caseId))[0]).toMatchObject({ attempts: n, last_status: n < 3 ? 500 : 200 }), {
      timeout: 20_000,
      interval: 200,
    });
  await attempted(1);
  const [first] = await deliveries(caseId);
  expect(first.status).toBe("pending");
  const due = await env.DB.prepare("SELECT next_attempt_at FROM webhook_deliveries WHERE seq = ?").bind(first.seq).first<{ next_attempt_at: string }>();
  expect(Date.parse(due!.next_attempt_at) - Date.now()).toBeGreaterThan(50_000); // a minute's backoff

  // The case's next event waits behind the failing one.
  await submit(t, caseId);
  const [, second] = await deliveries(caseId);
  await deliverWebhook(env, second.seq);
  expect(received).toHaveLength(1);

  // The backoff is the Queue's delay; the test brings the attempt forward instead of waiting it out.
  const retryNow = async () => {
    await env.DB.prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE seq = ?").bind(new Date().toISOString(), first.seq).run();
    await queueDelivery(env, first.seq);
  };
  await retryNow();
  await attempted(2);
  await retryNow();
  await attempted(3);
  await vi.waitFor(async () => expect((await deliveries(caseId)).map((d) => d.status)).toEqual(["delivered", "delivered"]), { timeout: 20_000 });
  const ids = received.map((r) => r.headers.get("SiteProof-Event-Id"));
  expect(ids.slice(0, 3)).toEqual([first.event_id, first.event_id, first.event_id]);
  expect(ids[3]).toBe(second.event_id);
});

it("signs with the new and the old secret for 24 hours after a roll", async () => {
  const received = stubWebhookReceiver();
  const t = await team();
  const { secret } = await rollWebhookSecret(db(), t.member, t.endpoint.id);
  const caseId = await newCase(t.org);
  await assign(t, caseId, t.ids.inspector);
  await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 20_000, interval: 200 });
  await signaturesMatch(received[0], [secret, t.endpoint.secret]);

  // A day later only the new secret signs.
  await env.DB.prepare("UPDATE webhook_endpoints SET previous_secret_expires_at = ? WHERE id = ?")
    .bind(new Date(Date.now() - 1000).toISOString(), t.endpoint.id)
    .run();
  await submit(t, caseId);
  await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 20_000, interval: 200 });
  await signaturesMatch(received[1], [secret]);
});

it("turns off an endpoint failing for three days and tells the organization's owner", async () => {
  stubWebhookReceiver([503]);
  const t = await team();
  const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000).toISOString();
  await env.DB.prepare("UPDATE webhook_endpoints SET failing_since = ? WHERE id = ?").bind(fourDaysAgo, t.endpoint.id).run();
  const caseId = await newCase(t.org);
  await assign(t, caseId, t.ids.inspector);
  const disabledAt = () => env.DB.prepare("SELECT disabled_at FROM webhook_endpoints WHERE id = ?").bind(t.endpoint.id).first<string>("disabled_at");
  await vi.waitFor(async () => expect(await disabledAt()).toBeTruthy(), { timeout: 20_000, interval: 200 });
  expect((await deliveries(caseId))[0]).toMatchObject({ attempts: 1, status: "pending", last_status: 503 });
  const notes = await env.DB.prepare("SELECT user_id, title FROM notifications WHERE kind = 'webhook_disabled'").all<{ user_id: string; title: string }>();
  expect(notes.results).toEqual([{ user_id: t.ids.owner, title: "Webhook endpoint turned off" }]);

  // An endpoint that is off gets no new deliveries.
  await submit(t, caseId);
  expect(await deliveries(caseId)).toHaveLength(1);
});

it("sends case.assigned for each case that Nearest available gives out", async () => {
  const received = stubWebhookReceiver();
  const t = await team();
  await env.DB.prepare("UPDATE memberships SET last_latitude = 18.52, last_longitude = 73.85 WHERE user_id = ?").bind(t.ids.inspector).run();
  const cases = [await newCase(t.org), await newCase(t.org)];
  const allocate = `/app/org/${t.org.code}/cases/allocate?_data=${encodeURIComponent("routes/app.org.$code.cases_.allocate")}`;
  expect((await post(allocate, { intent: "allocate" }, { cookie: t.manager.cookie })).status).toBe(200);
  await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 20_000, interval: 200 });
  const bodies = received.map((r) => JSON.parse(r.body) as { type: string; data: { case_id: string } });
  expect(bodies.map((b) => b.type)).toEqual(["case.assigned", "case.assigned"]);
  expect(bodies.map((b) => b.data.case_id).sort()).toEqual([...cases].sort());
});

it("the hourly sweep sends a delivery whose message was lost, and leaves one that waits behind its case's earlier one", async () => {
  const received = stubWebhookReceiver();
  const t = await team();
  const caseId = await newCase(t.org);
  const lost = (eventId: string) =>
    env.DB.prepare(
      "INSERT INTO webhook_deliveries (endpoint_id, organization_id, event_id, event_type, case_id, body) VALUES (?, ?, ?, 'case.assigned', ?, '{}')",
    )
      .bind(t.endpoint.id, t.org.id, eventId, caseId)
      .run();
  await lost("e-first");
  await lost("e-second");
  expect(await sweepWebhooks(env, new Date())).toBe(1);
  await vi.waitFor(() => expect(received.map((r) => r.headers.get("SiteProof-Event-Id"))).toEqual(["e-first", "e-second"]), {
    timeout: 20_000,
    interval: 200,
  });
});
