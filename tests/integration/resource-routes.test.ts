// Routes without a page are called by the app's scripts (fetch, XHR, the live socket). A caller with no
// session (signed out, a stale cookie, a deactivated user) gets 401 and the refusal body from every one
// of them, never a redirect: the capture's XHR followed one to the sign-in page's 200 and took it for a
// stored photo. Listed from the build's route manifest, as the fuzz tier does, so a new route is covered.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as build from "../../build/server";
import { SESSION_ENDED } from "../../app/features/account/session.server";
import { randomToken, sha256Hex } from "../../app/platform/encoding";
import { get, ORIGIN, post, signUp, userByEmail } from "./helpers";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: { default?: unknown; loader?: unknown; action?: unknown };
}
const manifest = Object.values(build.routes as unknown as Record<string, ManifestRoute>);

/** Resource routes not asked, each public or a redirect by design. */
const NOT_ASKED: Record<string, string> = {
  "routes/$": "an unknown address: a visitor is sent to sign in",
  "routes/_index": "the site's root: sends to the app or to sign in",
  "routes/app.org.$code._index":
    "an organization's address, reached by links and the side menu: it only redirects to the role's page, so it keeps a page's redirect to sign in",
  "routes/auth.google": "starts Google sign-in: a redirect to Google by design",
  "routes/auth.google.callback": "Google's return: redirects to the app or to sign in by design",
  "routes/logout": "signing out ends with a redirect to sign in by design",
  "routes/healthz": "public: the deployment's health check",
  "routes/[.well-known].siteproof-keys[.json]": "public: the keys receipts and seals are checked with",
  "routes/verify.$token.evidence[.json]": "public: a verify link's evidence, for anyone holding the link",
  "routes/verify.$token.photos.$photoId": "public: a verify link's photos, for anyone holding the link",
  "routes/api.$": "the lender's API: keys, not sessions; its 401 is a problem+json answer (api-cases.test.ts)",
  "routes/api.v1.cases": "the lender's API: keys, not sessions; its 401 is a problem+json answer (api-cases.test.ts)",
  "routes/api.v1.cases.$caseId": "the lender's API: keys, not sessions; its 401 is a problem+json answer (api-cases.test.ts)",
  "routes/api.v1.cases.$caseId.cancel": "the lender's API: keys, not sessions; its 401 is a problem+json answer (api-openapi.test.ts)",
  "routes/api.v1.cases.bulk": "the lender's API: keys, not sessions; its 401 is a problem+json answer (api-openapi.test.ts)",
  "routes/api.v1.jobs.$jobId": "the lender's API: keys, not sessions; its 401 is a problem+json answer (api-openapi.test.ts)",
  "routes/api.v1.cases.$caseId.result": "the lender's API: keys, not sessions; its 401 is a problem+json answer (api-openapi.test.ts)",
  "routes/api.v1.photos.$photoId": "a result's photo link: the signed link is the permission, no session (api-case-result.test.ts)",
  "routes/api.v1.openapi[.json]": "the API's public OpenAPI document",
  "routes/api.v1.webhooks": "the lender's API: keys, not sessions; its 401 is a problem+json answer (webhook-pages.test.ts)",
};
/** The local-only test doors (/dev/*), which are leaving the production Worker, are not the app's routes. */
const isTestDoor = (r: ManifestRoute) => r.id.startsWith("routes/dev.");

function pattern(route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.find((x) => x.id === r!.parentId) : undefined) if (r.path) parts.unshift(r.path);
  return `/${parts.join("/")}`.replace(/:[A-Za-z]+/g, "no-such-id");
}

const resourceRoutes = manifest.filter((r) => r.id !== "root" && !r.module.default && (r.module.loader || r.module.action));
const asked = resourceRoutes.filter((r) => !isTestDoor(r) && !(r.id in NOT_ASKED));
/** Each way a script calls a resource route: a loader by GET, an action by POST (the socket by its upgrade). */
const calls = [
  ...asked.flatMap((r) => [
    ...(r.module.loader ? [{ method: "GET", path: pattern(r) }] : []),
    ...(r.module.action ? [{ method: "POST", path: pattern(r) }] : []),
  ]),
  { method: "GET", path: "/app/live", headers: { Upgrade: "websocket" } },
];

function call({ method, path, headers = {} }: { method: string; path: string; headers?: Record<string, string> }, cookie: string | null) {
  return SELF.fetch(ORIGIN + path, {
    method,
    redirect: "manual",
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...headers },
    ...(method === "POST" ? { body: new URLSearchParams({ intent: "create" }) } : {}),
  });
}

async function expectSessionEnded(res: Response, seen: string) {
  expect(res.status, seen).toBe(401);
  expect(res.headers.get("Location"), seen).toBeNull();
  expect(res.headers.get("Content-Type"), seen).toMatch(/^application\/json/);
  expect(await res.json(), seen).toEqual({ ok: false, message: SESSION_ENDED });
}

/** A live session of a user an administrator deactivated (it ends at its first request). */
async function deactivatedSession(userId: string): Promise<string> {
  const token = randomToken();
  await env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)")
    .bind(await sha256Hex(token), userId, new Date(Date.now() + 86_400_000).toISOString())
    .run();
  return `sp_session=${token}`;
}

describe("resource routes and a caller without a session", () => {
  it("lists the build's resource routes, and every route left out is still one of them", () => {
    const ids = new Set(resourceRoutes.map((r) => r.id));
    expect(Object.keys(NOT_ASKED).filter((id) => !ids.has(id))).toEqual([]);
    expect(asked.map((r) => r.id)).toEqual(expect.arrayContaining(["routes/app.photos", "routes/app.inspections", "routes/app.geocode", "routes/app.push"]));
  });

  it("answers a signed-out script, a stale cookie and a deactivated user with 401 and the refusal body, never a redirect", async () => {
    const { email } = await signUp();
    const userId = String((await userByEmail(email))!.id);
    await env.DB.prepare("UPDATE users SET is_active = 0 WHERE id = ?").bind(userId).run();
    for (const c of calls) {
      const seen = `${c.method} ${c.path}`;
      await expectSessionEnded(await call(c, null), `${seen} signed out`);
      await expectSessionEnded(await call(c, `sp_session=${randomToken()}`), `${seen} with a stale cookie`);
      await expectSessionEnded(await call(c, await deactivatedSession(userId)), `${seen} deactivated`);
    }
  });

  it("still sends a person's own navigation to sign in and back (a download link, a form posted before the scripts)", async () => {
    const download = await get("/app/history/export?format=csv", null, { "Sec-Fetch-Mode": "navigate" });
    expect(download.status).toBe(302);
    expect(download.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: "/app/history/export?format=csv" })}`);
    const nativePost = await post("/app/evidence/no-such-id", { intent: "create", days: "7" }, { headers: { "Sec-Fetch-Mode": "navigate" } });
    expect([nativePost.status, nativePost.headers.get("Location")]).toEqual([302, "/login"]);
  });

  it("leaves pages and their data requests to Remix's redirect to sign in", async () => {
    const page = await get("/app/camera");
    expect([page.status, page.headers.get("Location")]).toEqual([302, "/login?redirectTo=%2Fapp%2Fcamera"]);
    const data = await get("/app/camera?_data=routes%2Fapp.camera");
    expect(data.status).toBe(204);
    expect(data.headers.get("X-Remix-Redirect")).toMatch(/^\/login/);
  });
});
