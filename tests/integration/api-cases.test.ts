// Issue 45: the lender's API. An owner makes keys on the organization's page (only the key's SHA-256 is
// stored), and the keys act through /api/v1 within their organization and scopes.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { member, organization, seedCases } from "./team-factories";
import { get, ORIGIN, post } from "./helpers";

const apiPage = (code: string) => `/app/org/${code}/api?_data=${encodeURIComponent("routes/app.org.$code.api")}`;

async function hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Posts the API page's form as a script would (a fetcher), answering its JSON. */
async function apiForm(code: string, cookie: string, form: URLSearchParams) {
  const res = await SELF.fetch(ORIGIN + apiPage(code), {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** An organization with its owner, and a key the owner made on the page with `scopes`. */
async function keyed(scopes: string[], name = "Loan system") {
  const owner = await member("Vikram Shah");
  const org = await organization([[owner, "owner"]]);
  const form = new URLSearchParams({ intent: "create", name });
  for (const s of scopes) form.append("scopes", s);
  const made = await apiForm(org.code, owner.cookie, form);
  return { owner, org, key: made.key as string, name };
}

describe("API keys on the owner's page", () => {
  it("makes a key shown once, stores only its hash, lists it and revokes it", async () => {
    const { owner, org, key } = await keyed(["cases:write", "cases:read"]);
    expect(key).toMatch(/^sp_live_[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare("SELECT * FROM api_keys WHERE organization_id = ?").bind(org.id).first<Record<string, string>>();
    expect(row!.key_hash).toBe(await hex(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(16));
    expect(row!.prefix).toBe(key.slice(0, 16));
    expect(JSON.parse(row!.scopes)).toEqual(["cases:write", "cases:read"]);

    const page = await get(apiPage(org.code), owner.cookie);
    const listed = (await page.json()) as { keys: { id: string; name: string; state: string; lastUsed: string | null }[] };
    expect(listed.keys).toMatchObject([{ id: row!.id, name: "Loan system", state: "active", lastUsed: null }]);
    expect(JSON.stringify(listed)).not.toContain(key.slice(16));

    const revoked = await apiForm(org.code, owner.cookie, new URLSearchParams({ intent: "revoke", id: row!.id }));
    expect(revoked).toMatchObject({ ok: true });
    expect(await env.DB.prepare("SELECT revoked_at FROM api_keys WHERE id = ?").bind(row!.id).first("revoked_at")).toBeTruthy();
  });

  it("refuses a key without a name or scope, or expiring today, and writes nothing", async () => {
    const owner = await member();
    const org = await organization([[owner, "owner"]]);
    for (const body of <Record<string, string>[]>[
      { name: "", scopes: "cases:read" },
      { name: "x" },
      { name: "x", scopes: "admin" },
      { name: "x", scopes: "cases:read", expiresOn: "2020-01-01" },
    ]) {
      const res = await post(apiPage(org.code), { intent: "create", ...body }, { cookie: owner.cookie });
      expect(res.status, JSON.stringify(body)).toBe(422);
      await res.arrayBuffer();
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM api_keys").first("n")).toBe(0);
  });
});

/** A request to the API as a lender's system sends it: no cookie, no Origin. */
function api(method: string, path: string, key: string | null, body?: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(ORIGIN + path, {
    method,
    headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
}

/** The answer is RFC 9457 problem details of this kind and status. */
async function expectProblem(res: Response, status: number, slug: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("Content-Type")).toBe("application/problem+json");
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ type: `https://siteproof.app/problems/${slug}`, status });
  expect(typeof body.title).toBe("string");
  expect(typeof body.detail).toBe("string");
  return body;
}

describe("the API's keys", () => {
  it("refuses a missing, malformed, unknown, revoked or expired key with 401 problem details", async () => {
    const { org, key } = await keyed(["cases:read"]);
    const path = "/api/v1/cases?reference=LN-1";
    expect((await api("GET", path, key)).status).toBe(200);
    const missing = await api("GET", path, null);
    expect(missing.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    await expectProblem(missing, 401, "unauthorized");
    await expectProblem(await api("GET", path, "not-a-key"), 401, "unauthorized");
    await expectProblem(await api("GET", path, `${key.slice(0, -4)}AAAA`), 401, "unauthorized");
    await env.DB.prepare("UPDATE api_keys SET expires_at = ? WHERE organization_id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), org.id)
      .run();
    expect((await expectProblem(await api("GET", path, key), 401, "unauthorized")).detail).toBe("This API key has expired.");
    await env.DB.prepare("UPDATE api_keys SET expires_at = NULL, revoked_at = ? WHERE organization_id = ?").bind(new Date().toISOString(), org.id).run();
    expect((await expectProblem(await api("GET", path, key), 401, "unauthorized")).detail).toBe("This API key was revoked.");
  });

  it("acts within its scopes (403) and its organization (another's case is 404), and records its last use", async () => {
    const x = await keyed(["cases:read"]);
    const y = await keyed(["cases:read"]);
    const [caseY] = await seedCases(y.org.id, 1);
    const mine = await api("GET", `/api/v1/cases/${caseY}`, y.key);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ id: caseY, reference: `SEED-${caseY}`, status: "unassigned" });
    await expectProblem(await api("GET", `/api/v1/cases/${caseY}`, x.key), 404, "not-found");
    expect(await (await api("GET", `/api/v1/cases?reference=SEED-${caseY}`, x.key)).json()).toEqual({ cases: [] });
    expect(((await (await api("GET", `/api/v1/cases?reference=SEED-${caseY}`, y.key)).json()) as { cases: unknown[] }).cases).toHaveLength(1);

    const writer = await keyed(["cases:write"]);
    const refused = await expectProblem(await api("GET", `/api/v1/cases?reference=A`, writer.key), 403, "insufficient-scope");
    expect(refused.detail).toBe("This key does not have the cases:read scope.");
    expect(await env.DB.prepare("SELECT last_used_at FROM api_keys WHERE organization_id = ?").bind(y.org.id).first("last_used_at")).toBeTruthy();
    await expectProblem(await api("GET", "/api/v1/nothing-here", y.key), 404, "not-found");
    const invalid = await expectProblem(await api("GET", "/api/v1/cases", y.key), 400, "malformed-request");
    expect(invalid.errors).toHaveProperty("reference");
  });

  it("answers the 601st request within a minute with 429 and Retry-After", async () => {
    const { org, key } = await keyed(["cases:read"]);
    const path = "/api/v1/cases?reference=LN-RATE";
    const count = () => env.DB.prepare("SELECT rate_count AS n FROM api_keys WHERE organization_id = ?").bind(org.id).first("n");
    // Real requests are counted in the key's window; the rest of the 600 are written as counted (600 real
    // requests take half a minute on a shared test machine).
    for (let i = 0; i < 20; i++) expect((await api("GET", path, key)).status).toBe(200);
    expect(await count()).toBe(20);
    await env.DB.prepare("UPDATE api_keys SET rate_count = 599 WHERE organization_id = ?").bind(org.id).run();
    expect((await api("GET", path, key)).status).toBe(200);
    const over = await api("GET", path, key);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    await expectProblem(over, 429, "rate-limited");
    // A new window starts a minute after the first one began.
    await env.DB.prepare("UPDATE api_keys SET rate_window_start = ? WHERE organization_id = ?")
      .bind(new Date(Date.now() - 61_000).toISOString(), org.id)
      .run();
    expect((await api("GET", path, key)).status).toBe(200);
    expect(await count()).toBe(1);
  });
});
