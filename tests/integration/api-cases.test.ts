// Issue 45: the lender's API. An owner makes keys on the organization's page (only the key's SHA-256 is
// stored), and the keys act through /api/v1 within their organization and scopes.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cleanUpExpired } from "../../workers/cleanup";
import { member, organization, seedCases } from "./team-factories";
import { get, post } from "./helpers";
import { api, apiForm, apiPage, caseBody, casesOf, expectProblem, keyed } from "./api-factories";

async function hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
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

  it("works as a page before the scripts: an empty state, then a native post answers the page with the key once", async () => {
    const owner = await member("Vikram Shah");
    const org = await organization([[owner, "owner"]]);
    const empty = await (await get(`/app/org/${org.code}/api`, owner.cookie)).text();
    expect(empty).toContain("No keys yet.");
    const made = await post(`/app/org/${org.code}/api`, { intent: "create", name: "Loan system", scopes: "cases:read" }, { cookie: owner.cookie });
    expect([made.status, made.headers.get("Cache-Control")]).toEqual([200, "no-store"]);
    const html = await made.text();
    const key = /sp_live_[A-Za-z0-9_-]{43}/.exec(html)?.[0];
    expect(key).toBeTruthy();
    expect(html).toContain("it will not be shown again");
    const later = await (await get(`/app/org/${org.code}/api`, owner.cookie)).text();
    expect(later).toContain("Loan system");
    expect(later).toContain("Never used");
    expect(later).not.toContain(key!);
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
    const invalid = await expectProblem(await api("GET", "/api/v1/cases?limit=0", y.key), 400, "malformed-request");
    expect(invalid.errors).toHaveProperty("limit");
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

describe("POST /api/v1/cases", () => {
  it("creates the case the pages show, with api and the key's name in its history; a retry with the same Idempotency-Key makes no second case", async () => {
    const { owner, org, key } = await keyed(["cases:write", "cases:read"]);
    const headers = { "Idempotency-Key": "loan-4711-verification" };
    const first = await api("POST", "/api/v1/cases", key, caseBody("LN-4711"), headers);
    expect(first.status).toBe(201);
    const made = (await first.json()) as { id: string };
    expect(first.headers.get("Location")).toBe(`/api/v1/cases/${made.id}`);
    expect(made).toMatchObject({
      reference: "LN-4711",
      status: "unassigned",
      verification_type: "business_premises",
      site: { latitude: 18.62, longitude: 73.85 },
    });
    const again = await api("POST", "/api/v1/cases", key, caseBody("LN-4711"), headers);
    expect([again.status, again.headers.get("Idempotent-Replayed")]).toEqual([201, "true"]);
    expect(await again.json()).toEqual(made);
    expect(await casesOf(org.id)).toBe(1);
    const stored = await env.DB.prepare("SELECT created_by FROM cases WHERE id = ?").bind(made.id).first("created_by");
    expect(stored).toBe(owner.id);
    const event = await env.DB.prepare("SELECT actor_name, kind FROM case_events WHERE case_id = ?").bind(made.id).first();
    expect(event).toEqual({ actor_name: "api (Loan system)", kind: "created" });
    // The same key with another body is refused; the page's case list shows the API's case.
    await expectProblem(await api("POST", "/api/v1/cases", key, caseBody("LN-4712"), headers), 422, "idempotency-key-reused");
    expect(await casesOf(org.id)).toBe(1);
    const page = await get(`/app/org/${org.code}/cases/${made.id}`, owner.cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("api (Loan system)");
  });

  it("answers a reference already used with 409 and the existing case's id", async () => {
    const { org, key } = await keyed(["cases:write"]);
    const made = (await (await api("POST", "/api/v1/cases", key, caseBody("LN-1"))).json()) as { id: string };
    const again = await expectProblem(await api("POST", "/api/v1/cases", key, caseBody("LN-1")), 409, "duplicate-reference");
    expect(again.case_id).toBe(made.id);
    expect(await casesOf(org.id)).toBe(1);
  });

  it("refuses a cases:read key (403), invalid fields by name (422), a body over 64 KB (413), and writes nothing", async () => {
    const reader = await keyed(["cases:read"]);
    await expectProblem(await api("POST", "/api/v1/cases", reader.key, caseBody("LN-2")), 403, "insufficient-scope");
    const { org, key } = await keyed(["cases:write"]);
    const invalid = await expectProblem(
      await api("POST", "/api/v1/cases", key, caseBody("", { verification_type: "castle", due_at: "tomorrow", site_longitude: undefined })),
      422,
      "validation-failed",
    );
    expect(Object.keys(invalid.errors as object).sort()).toEqual(["due_at"]);
    const fields = await expectProblem(
      await api("POST", "/api/v1/cases", key, caseBody("", { verification_type: "castle", site_longitude: undefined })),
      422,
      "validation-failed",
    );
    expect(Object.keys(fields.errors as object).sort()).toEqual(["reference", "site_latitude", "verification_type"]);
    const past = await expectProblem(await api("POST", "/api/v1/cases", key, caseBody("LN-3", { due_at: "2020-01-01T10:00:00Z" })), 422, "validation-failed");
    expect(past.errors).toHaveProperty("due_at");
    await expectProblem(await api("POST", "/api/v1/cases", key, caseBody("LN-4", { colour: "red" })), 422, "validation-failed");
    await expectProblem(await api("POST", "/api/v1/cases", key, caseBody("LN-5", { instructions: "x".repeat(70_000) })), 413, "body-too-large");
    await expectProblem(await api("POST", "/api/v1/cases", key, "{not json"), 400, "malformed-request");
    expect(await casesOf(org.id)).toBe(0);
  });

  it("keeps an Idempotency-Key's answer 24 hours: the daily clean-up removes it after", async () => {
    const { key } = await keyed(["cases:write"]);
    const headers = { "Idempotency-Key": "k-24h" };
    expect((await api("POST", "/api/v1/cases", key, caseBody("LN-24"), headers)).status).toBe(201);
    const kept = () => env.DB.prepare("SELECT count(*) AS n FROM api_idempotency").first("n");
    await cleanUpExpired(env, Date.now() + 23 * 3600_000);
    expect(await kept()).toBe(1);
    await cleanUpExpired(env, Date.now() + 25 * 3600_000);
    expect(await kept()).toBe(0);
    await expectProblem(await api("POST", "/api/v1/cases", key, caseBody("LN-24"), headers), 409, "duplicate-reference");
  });

  it("lets one of two requests sent at once under one Idempotency-Key make the case, and gives a refused request's key back", async () => {
    const { org, key } = await keyed(["cases:write"]);
    const headers = { "Idempotency-Key": "twice-at-once" };
    const both = await Promise.all([0, 1].map(() => api("POST", "/api/v1/cases", key, caseBody("LN-RACE"), headers)));
    const statuses = both.map((r) => r.status).sort();
    await Promise.all(both.map((r) => r.arrayBuffer()));
    expect(
      [
        ["201", "201"],
        ["201", "409"],
      ].map(String),
    ).toContain(statuses.map(String).join(","));
    expect(await casesOf(org.id)).toBe(1);
    const retry = { "Idempotency-Key": "fix-and-retry" };
    await expectProblem(await api("POST", "/api/v1/cases", key, caseBody("LN-FIX", { due_at: "2020-01-01T10:00:00Z" }), retry), 422, "validation-failed");
    expect((await api("POST", "/api/v1/cases", key, caseBody("LN-FIX"), retry)).status).toBe(201);
  });

  it("assigns the inspector nearest the site when asked for nearest", async () => {
    const owner = await member("Vikram Shah");
    const near = await member("Kiran Patil");
    const far = await member("Arun Nair");
    const org = await organization([
      [owner, "owner"],
      [near, "inspector"],
      [far, "inspector"],
    ]);
    await env.DB.batch([
      env.DB.prepare("UPDATE memberships SET last_latitude = 18.6, last_longitude = 73.8 WHERE user_id = ?").bind(near.id),
      env.DB.prepare("UPDATE memberships SET last_latitude = 28.6, last_longitude = 77.2 WHERE user_id = ?").bind(far.id),
    ]);
    const made = await apiForm(org.code, owner.cookie, new URLSearchParams({ intent: "create", name: "LOS", scopes: "cases:write" }));
    const res = await api("POST", "/api/v1/cases", made.key as string, caseBody("LN-NEAR", { assignee: "nearest" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ assignee_id: near.id, status: "assigned" });
  });
});
