// Issue 45, webhooks on the owner's page: an endpoint is added with its events (https, or http to this
// machine while the app runs locally), its secret shown once; rolled, turned off and on, deleted; the
// delivery log lists each delivery with its attempts and last answer, and Send again queues it anew.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { WEBHOOK_MESSAGES } from "../../app/features/api/webhooks";
import { RECEIVER_URL, stubWebhookReceiver } from "../stubs/webhook-receiver";
import { join, newCase } from "./allocation-factories";
import { newInspector } from "./capture-helpers";
import { sha256Hex } from "../../app/platform/encoding";
import { get, ORIGIN, post } from "./helpers";
import { member, organization } from "./team-factories";

const page = (code: string) => `/app/org/${code}/api/webhooks`;
const data = (code: string) => `${page(code)}?_data=${encodeURIComponent("routes/app.org.$code.api_.webhooks")}`;

async function form(code: string, cookie: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) body.append(k, x);
  const res = await SELF.fetch(ORIGIN + data(code), {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function owned() {
  const owner = await member("Vikram Shah");
  const org = await organization([[owner, "owner"]]);
  return { owner, org };
}

const endpoints = (orgId: string) =>
  env.DB.prepare("SELECT * FROM webhook_endpoints WHERE organization_id = ?")
    .bind(orgId)
    .all<Record<string, string | null>>()
    .then((r) => r.results);

describe("webhook endpoints on the owner's page", () => {
  it("works before the scripts: an empty state, then a native post answers the page with the secret once", async () => {
    const { owner, org } = await owned();
    const empty = await (await get(page(org.code), owner.cookie)).text();
    expect(empty).toContain("No endpoints yet.");
    expect(empty).toContain("No deliveries yet.");
    const made = await post(page(org.code), { intent: "add", url: RECEIVER_URL, events: "case.disposed" }, { cookie: owner.cookie });
    expect([made.status, made.headers.get("Cache-Control")]).toEqual([200, "no-store"]);
    const html = await made.text();
    const secret = /whsec_[A-Za-z0-9_-]{43}/.exec(html)?.[0];
    expect(secret).toBeTruthy();
    expect(html).toContain("it will not be shown again");
    const [row] = await endpoints(org.id);
    expect(row).toMatchObject({ url: RECEIVER_URL, secret, events: '["case.disposed"]', disabled_at: null });
    const later = await (await get(page(org.code), owner.cookie)).text();
    expect(later).toContain(RECEIVER_URL);
    expect(later).not.toContain(secret!);
  });

  it("refuses an address that is not https (http only to this machine, which the test app is) or no event, and writes nothing", async () => {
    const { owner, org } = await owned();
    const refused = [
      [{ url: "http://loans.example.com/hook", events: "case.assigned" }, "url"],
      [{ url: "not an address", events: "case.assigned" }, "url"],
      [{ url: RECEIVER_URL }, "events"],
      [{ url: RECEIVER_URL, events: "case.deleted" }, "events"],
    ] as const;
    for (const [fields, field] of refused) {
      const res = await form(org.code, owner.cookie, { intent: "add", ...fields });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.fieldErrors as object)).toEqual([field]);
    }
    expect(await endpoints(org.id)).toEqual([]);
    const local = await form(org.code, owner.cookie, { intent: "add", url: "http://127.0.0.1:9000/hook", events: ["case.assigned", "case.submitted"] });
    expect(local).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("rolls the secret, keeping the old one for 24 hours; turns the endpoint off and on; deletes it", async () => {
    const { owner, org } = await owned();
    const made = await form(org.code, owner.cookie, { intent: "add", url: RECEIVER_URL, events: "case.assigned" });
    const [row] = await endpoints(org.id);
    const rolled = await form(org.code, owner.cookie, { intent: "roll", id: row.id! });
    expect(rolled.body).toMatchObject({ ok: true, message: WEBHOOK_MESSAGES.rolled });
    const [after] = await endpoints(org.id);
    expect([after.secret, after.previous_secret]).toEqual([rolled.body.secret, made.body.secret]);
    expect(Date.parse(after.previous_secret_expires_at!) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    expect((await form(org.code, owner.cookie, { intent: "disable", id: row.id! })).status).toBe(200);
    expect((await endpoints(org.id))[0].disabled_at).toBeTruthy();
    expect((await form(org.code, owner.cookie, { intent: "enable", id: row.id! })).status).toBe(200);
    expect((await endpoints(org.id))[0].disabled_at).toBeNull();

    const stranger = await owned();
    expect((await form(stranger.org.code, stranger.owner.cookie, { intent: "delete", id: row.id! })).status).toBe(404);
    expect((await form(org.code, owner.cookie, { intent: "delete", id: row.id! })).status).toBe(200);
    expect(await endpoints(org.id)).toEqual([]);
  });

  it("lists deliveries with attempts and the last answer, and sends one again with the same event id", async () => {
    const received = stubWebhookReceiver([200]);
    const { owner, org } = await owned();
    const manager = await member("Meena Iyer");
    await join(org.id, manager.email, "manager");
    const inspector = await newInspector();
    const inspectorId = await join(org.id, inspector.email, "inspector");
    await form(org.code, owner.cookie, { intent: "add", url: RECEIVER_URL, events: "case.assigned" });
    const companyId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO companies (id, organization_id, is_global, name, address) VALUES (?, ?, 0, 'Shree Ganesh Traders', 'Pune')")
      .bind(companyId, org.id)
      .run();
    const caseId = await newCase({ id: org.id, companyId });
    const assign = `/app/org/${org.code}/cases/${caseId}/assign?_data=${encodeURIComponent("routes/app.org.$code.cases.$caseId.assign")}`;
    expect((await post(assign, { intent: "assign", assigneeId: inspectorId }, { cookie: manager.cookie })).status).toBe(200);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 20_000, interval: 200 });

    type Listed = { deliveries: { seq: number; eventType: string; status: string; attempts: number; lastStatus: number; lastAnswer: string }[] };
    const listed = async () => ((await (await get(data(org.code), owner.cookie)).json()) as Listed).deliveries;
    await vi.waitFor(async () =>
      expect((await listed())[0]).toMatchObject({ eventType: "case.assigned", status: "delivered", attempts: 1, lastStatus: 200, lastAnswer: "ok" }),
    );
    const [{ seq }] = await listed();
    expect((await form(org.code, owner.cookie, { intent: "resend", seq: String(seq) })).body).toMatchObject({ ok: true, message: WEBHOOK_MESSAGES.resent });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 20_000, interval: 200 });
    expect(received[1].headers.get("SiteProof-Event-Id")).toBe(received[0].headers.get("SiteProof-Event-Id"));
    await vi.waitFor(async () => expect((await listed())[0]).toMatchObject({ status: "delivered", attempts: 2 }));
    const stranger = await owned();
    expect((await form(stranger.org.code, stranger.owner.cookie, { intent: "resend", seq: String(seq) })).status).toBe(404);
  });
});

async function apiKey(orgId: string, scopes: string[]) {
  const key = `sp_live_${crypto.randomUUID().replaceAll("-", "").padEnd(43, "k")}`;
  await env.DB.prepare("INSERT INTO api_keys (id, organization_id, name, scopes, prefix, key_hash) VALUES (?, ?, 'Loan system', ?, ?, ?)")
    .bind(crypto.randomUUID(), orgId, JSON.stringify(scopes), key.slice(0, 16), await sha256Hex(key))
    .run();
  return key;
}

const api = (key: string, body?: unknown) =>
  SELF.fetch(`${ORIGIN}/api/v1/webhooks`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("GET and POST /api/v1/webhooks", () => {
  it("adds and lists the key's organization's endpoints for a webhooks:manage key, never showing a secret again", async () => {
    const { org } = await owned();
    const key = await apiKey(org.id, ["webhooks:manage"]);
    const reader = await apiKey(org.id, ["cases:read"]);
    const anonymous = await SELF.fetch(`${ORIGIN}/api/v1/webhooks`);
    expect([anonymous.status, anonymous.headers.get("Content-Type")]).toEqual([401, "application/problem+json"]);
    expect((await api(reader)).status).toBe(403);
    expect((await api(reader, { url: RECEIVER_URL, events: ["case.disposed"] })).status).toBe(403);

    for (const [body, field] of [
      [{ url: RECEIVER_URL, events: ["case.disposed", "case.deleted"] }, "events"],
      [{ url: "http://loans.example.com/hook", events: ["case.disposed"] }, "url"],
    ] as const) {
      const bad = await api(key, body);
      expect([bad.status, bad.headers.get("Content-Type")]).toEqual([422, "application/problem+json"]);
      expect(Object.keys(((await bad.json()) as { errors: object }).errors)).toEqual([field]);
    }
    expect(await endpoints(org.id)).toEqual([]);

    const made = await api(key, { url: RECEIVER_URL, events: ["case.disposed"] });
    expect(made.status).toBe(201);
    const body = (await made.json()) as { id: string; secret: string };
    expect(body).toMatchObject({ url: RECEIVER_URL, events: ["case.disposed"], enabled: true });
    expect(body.secret).toMatch(/^whsec_/);
    expect(made.headers.get("Location")).toBe(`/api/v1/webhooks/${body.id}`);

    const listed = await (await api(key)).text();
    expect(JSON.parse(listed)).toMatchObject({ webhooks: [{ id: body.id, url: RECEIVER_URL, events: ["case.disposed"], enabled: true }] });
    expect(listed).not.toContain(body.secret);
    const other = await owned();
    expect(await (await api(await apiKey(other.org.id, ["webhooks:manage"]))).json()).toEqual({ webhooks: [] });
  });
});
