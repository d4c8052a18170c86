// The lender's API as its tests call it: a key made on the owner's page, requests as a loan system sends them
// (no cookie, no Origin), problem answers, and a case's body.
import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { member, organization } from "./team-factories";
import { ORIGIN } from "./helpers";

export const apiPage = (code: string) => `/app/org/${code}/api?_data=${encodeURIComponent("routes/app.org.$code.api")}`;

/** Posts the API page's form as a script would (a fetcher), answering its JSON. */
export async function apiForm(code: string, cookie: string, form: URLSearchParams) {
  const res = await SELF.fetch(ORIGIN + apiPage(code), {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** An organization with its owner, and a key the owner made on the page with `scopes`. */
export async function keyed(scopes: string[], name = "Loan system") {
  const owner = await member("Vikram Shah");
  const org = await organization([[owner, "owner"]]);
  const form = new URLSearchParams({ intent: "create", name });
  for (const s of scopes) form.append("scopes", s);
  const made = await apiForm(org.code, owner.cookie, form);
  return { owner, org, key: made.key as string, name };
}

/** A request to the API as a lender's system sends it: no cookie, no Origin. */
export function api(method: string, path: string, key: string | null, body?: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(ORIGIN + path, {
    method,
    headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
}

/** The answer is RFC 9457 problem details of this kind and status. */
export async function expectProblem(res: Response, status: number, slug: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("Content-Type")).toBe("application/problem+json");
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ type: `https://siteproof.app/problems/${slug}`, status });
  expect(typeof body.title).toBe("string");
  expect(typeof body.detail).toBe("string");
  return body;
}

export const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16) + ":00+05:30";
export const caseBody = (reference: string, extra: Record<string, unknown> = {}) => ({
  reference,
  company_name: "Deccan Foods Pvt Ltd",
  site_address: "Plot 4, MIDC Bhosari, Pune, Maharashtra",
  site_latitude: 18.62,
  site_longitude: 73.85,
  verification_type: "business_premises",
  instructions: "Meet the proprietor",
  due_at: inAWeek(),
  ...extra,
});
export const casesOf = (orgId: string) => env.DB.prepare("SELECT count(*) AS n FROM cases WHERE organization_id = ?").bind(orgId).first("n");
