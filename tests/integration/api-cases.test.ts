// Issue 45: the lender's API. An owner makes keys on the organization's page (only the key's SHA-256 is
// stored), and the keys act through /api/v1 within their organization and scopes.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { member, organization } from "./team-factories";
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
