// The fuzz tier: every route module of the build with an action or a loader, from the route manifest
// (a new route is covered without editing this file), gets a matrix of bad requests: bodies that are
// not what it reads, inherited and unknown intents, missing and other users' ids, 100 KB values,
// control characters, impossible dates, deep JSON. Each answer must be a 4xx (a loader may also
// answer a junk query parameter it ignores with 2xx or 3xx), never a 5xx, and the database and R2
// must be exactly as they were.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as build from "../../build/server";
import worker from "../../workers/app";
import { newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { adminSession, ORIGIN, post } from "./helpers";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { action?: unknown; loader?: unknown };
}
const routes = Object.values(build.routes as unknown as Record<string, ManifestRoute>);

/** The URL pattern of a route: its path joined to its parents'. */
function pattern(route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes.find((x) => x.id === r!.parentId) : undefined) if (r.path) parts.unshift(r.path);
  return `/${parts.join("/")}`;
}

/**
 * Actions that take no input by design: signing out and starting Google sign-in answer any POST with
 * a redirect, and an unknown path's POST goes to /login. They are sent the matrix too and must not
 * 5xx, but a redirect is their right answer; signing out is left out of the snapshot (it ends the session).
 */
const NO_INPUT_ACTIONS = new Set(["routes/logout", "routes/auth.google", "routes/$"]);
/** A loader that writes by design: exporting the users logs the export in admin_activity. */
const LOADER_WRITES: Record<string, string[]> = { "routes/app.admin.users-export": ["admin_activity"] };

const INHERITED = ["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf", "isPrototypeOf", "no-such-intent"];
/** Every intent some form of the app sends; a route that has none of them refuses it as unknown. */
const INTENTS = [
  "create", "update", "delete", "cancel", "complete", "read", "read-all", "clear", "settings", "profile", "restore", "restore-preview",
  "import", "import-preview", "site-geocode", "site-manual", "search", "upgrade", "downgrade", "bulk-upgrade", "deactivate", "reactivate",
  "grant-admin", "revoke-admin", "edit", "upload", "broadcast", "revoke", "report", "sign-in", "sign-up", "forgot", "login", "reset",
];
/** Intents that need an id: sent without one. */
const NEEDS_ID = ["update", "delete", "cancel", "complete", "read", "revoke", "upgrade", "downgrade", "deactivate", "reactivate", "grant-admin", "revoke-admin", "edit", "site-geocode", "site-manual"];
const TEXT_FIELDS = ["name", "email", "password", "displayName", "title", "message", "notes", "purpose", "address", "companyName", "subject", "firstName", "reason"];
const BIG = "x".repeat(100_000);

type Sender = { name: string; init: RequestInit };

function bodies(): Sender[] {
  const multipart = new FormData();
  multipart.set("junk", new File([crypto.getRandomValues(new Uint8Array(512))], "junk.bin"));
  return [
    { name: "JSON", init: { body: JSON.stringify({ intent: "delete", id: "x" }), headers: { "Content-Type": "application/json" } } },
    { name: "empty form", init: { body: "", headers: { "Content-Type": "application/x-www-form-urlencoded" } } },
    { name: "empty, no type", init: { body: "" } },
    { name: "binary", init: { body: crypto.getRandomValues(new Uint8Array(2048)), headers: { "Content-Type": "application/octet-stream" } } },
    { name: "binary as multipart", init: { body: crypto.getRandomValues(new Uint8Array(2048)), headers: { "Content-Type": "multipart/form-data; boundary=----nope" } } },
    { name: "multipart with a junk file", init: { body: multipart } },
    { name: "deep JSON", init: { body: "[".repeat(50_000) + "]".repeat(50_000), headers: { "Content-Type": "application/json" } } },
    { name: "JSON of another shape", init: { body: JSON.stringify({ endpoint: 5, id: [], photoIds: {}, keys: null }), headers: { "Content-Type": "application/json" } } },
  ];
}

function form(fields: Record<string, string>): Sender {
  return { name: JSON.stringify(fields).slice(0, 80), init: { body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } } };
}

function forms(victimIds: string[]): Sender[] {
  const out: Sender[] = INHERITED.map((intent) => form({ intent, id: "x" }));
  for (const intent of NEEDS_ID) out.push(form({ intent }));
  for (const [n, intent] of INTENTS.entries()) {
    // Another user's ids, taken in turn, in the fields that name records.
    const id = victimIds[n % victimIds.length];
    out.push(form({ intent, id, link: id, companyId: id }));
    out.push(form({ intent, id, ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, BIG])) }));
    out.push(form({ intent, id: "a\u0000b", name: "Acme\u0000", email: "a\u0007@b.co", purpose: "x\u001b[31m" }));
    out.push(form({ intent, id, scheduledDate: "2099-02-31", scheduledTime: "99:99", days: "constructor", accountType: "__proto__" }));
  }
  return out;
}

/** Every row of every table and every R2 object, to compare before and after. */
async function snapshot(except: string[] = []): Promise<Map<string, string>> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' AND name NOT LIKE 'inspections_search%' ORDER BY name",
  ).all<{ name: string }>();
  const state = new Map<string, string>();
  for (const { name } of tables.results) {
    if (except.includes(name)) continue;
    const rows = await env.DB.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all();
    state.set(name, JSON.stringify(rows.results));
  }
  const objects = await env.PHOTOS.list();
  state.set("R2", JSON.stringify(objects.objects.map((o) => [o.key, o.etag])));
  return state;
}

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((k) => before.get(k) !== after.get(k));
}

/**
 * One request straight into the Worker's fetch handler. (Through SELF, each request of a file costs
 * more than the one before in this test runtime: thousands would take many minutes.)
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch!(new Request(url, init) as Request<unknown, IncomingRequestCfProperties>, env as Env, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return res;
}

/** Runs at most `n` requests at once. */
async function inTurns<T>(items: T[], n: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) await run(items[next++]);
  }));
}

describe("the fuzz tier", () => {
  it("answers every route's bad requests with 4xx, never 5xx, and changes nothing", { timeout: 600_000 }, async () => {
    // The victim holds one of everything; the attacker is another inspector; an admin for admin routes.
    const victim = await newInspector();
    const draft = payload(victim.companyId, [await uploadedPhoto(victim.cookie, crypto.randomUUID())]);
    expect((await save(victim.cookie, draft)).status).toBe(201);
    await post("/app/scheduling?_data=routes%2Fapp.scheduling", { intent: "create", companyId: victim.companyId, scheduledDate: "2099-01-10", scheduledTime: "10:00", purpose: "Audit", notes: "" }, { cookie: victim.cookie });
    const link = await (await post(`/app/evidence/${draft.id}?_data=routes%2Fapp.evidence.%24inspectionId`, { intent: "create", days: "7" }, { cookie: victim.cookie })).json<{ link: { id: string } }>();
    await env.DB.prepare("INSERT INTO notifications (id, user_id, title, message) VALUES (?, ?, 'Hello', 'World')").bind(`${victim.userId}-n`, victim.userId).run();
    const visit = (await env.DB.prepare("SELECT id FROM scheduled_visits WHERE user_id = ?").bind(victim.userId).first<{ id: string }>())!.id;
    const victimIds = [victim.companyId, draft.id, draft.photoIds[0], visit, `${victim.userId}-n`, victim.userId, link.link.id];
    const attacker = await newInspector();
    const admin = await adminSession();
    const params: Record<string, string[]> = {
      inspectionId: [draft.id, "no-such-id", "..%2F..%2Fetc", "a%00b", "x".repeat(300)],
      photoId: [draft.photoIds[0], "no-such-id", "a%00b", "x".repeat(300)],
      companyId: [victim.companyId, "no-such-id", "a%00b", "x".repeat(300)],
      jobId: ["no-such-id", "a%00b", "x".repeat(300)],
      token: ["no-such-token", "a%00b", "x".repeat(300)],
      "*": ["no/such/page", "a%00b"],
    };
    const JUNK_QUERY = `?q=ab%00cd&page=-1&sort=__proto__&dir=constructor&range=constructor&format=toString&state=%00&visit=%00&lat=1e999&lon=NaN&size=thumb%00&source=valueOf&company=${encodeURIComponent(victim.companyId)}`;

    const failures: string[] = [];
    const note = (route: string, what: string, status: number) => failures.push(`${route} ${what} -> ${status}`);
    const fills = (path: string): string[] => {
      let urls = [path];
      for (const [name, values] of Object.entries(params)) {
        const token = name === "*" ? "*" : `:${name}`;
        if (!path.includes(token)) continue;
        urls = urls.flatMap((u) => values.map((v) => u.replace(token, v)));
      }
      // A parameter this file does not know: a junk value.
      return urls.map((u) => u.replace(/:[A-Za-z]+/g, "no-such-id"));
    };

    for (const route of routes) {
      if (!route.module.action && !route.module.loader) continue;
      const path = pattern(route);
      const data = `_data=${encodeURIComponent(route.id)}`;
      const cookies = path.includes("admin") ? [attacker.cookie, admin] : [attacker.cookie];
      const signOut = route.id === "routes/logout";
      const before = await snapshot([...(signOut ? ["sessions"] : []), ...(LOADER_WRITES[route.id] ?? [])]);

      if (route.module.action) {
        const senders = [...bodies(), ...forms(victimIds)];
        // The full matrix on the route's first URL (another user's record where it names one); a junk id on the rest.
        const [first, ...others] = fills(path);
        const methods = /photos\.\$photoId|push/.test(route.id) ? ["POST", "DELETE"] : ["POST"];
        const jobs = [
          ...cookies.flatMap((cookie) => senders.flatMap((s) => methods.map((method) => ({ url: first, cookie, s, method })))),
          ...others.flatMap((url) => bodies().slice(0, 2).map((s) => ({ url, cookie: cookies[0], s, method: "POST" }))),
        ];
        await inTurns(jobs, 6, async ({ url, cookie, s, method }) => {
          const headers = new Headers(s.init.headers);
          headers.set("Origin", ORIGIN);
          // Signing out ends the session the other requests use: it gets a cookie of its own that names no session.
          headers.set("Cookie", signOut ? "sp_session=none" : cookie);
          let res: Response;
          try {
            res = await send(`${ORIGIN}${url}?${data}`, { ...s.init, method, headers, redirect: "manual" });
          } catch (error) {
            failures.push(`${route.id} ${method} ${url} ${s.name} threw ${String(error).slice(0, 120)}`);
            return;
          }
          const ok = res.status >= 400 && res.status < 500;
          // A data request's redirect is a 204 naming where to go.
          const redirected = (res.status >= 300 && res.status < 400) || (res.status === 204 && res.headers.has("X-Remix-Redirect"));
          const allowed = NO_INPUT_ACTIONS.has(route.id) && redirected;
          if (!ok && !allowed) note(route.id, `${method} ${url} ${s.name}`, res.status);
        });
      }
      if (route.module.loader) {
        const urls = fills(path).flatMap((url) => [url, `${url}${JUNK_QUERY}`, `${url}?q=${BIG}`]);
        await inTurns(urls.flatMap((url) => cookies.map((cookie) => ({ url, cookie }))), 6, async ({ url, cookie }) => {
          let res: Response;
          try {
            res = await send(`${ORIGIN}${url}${url.includes("?") ? "&" : "?"}${data}`, { headers: { Cookie: cookie }, redirect: "manual" });
          } catch (error) {
            failures.push(`${route.id} GET ${url.slice(0, 120)} threw ${String(error).slice(0, 120)}`);
            return;
          }
          if (res.status >= 500) note(route.id, `GET ${url.slice(0, 120)}`, res.status);
          // Another user's record is never served: a route named by the victim's private ids answers 4xx or a redirect.
          const victims = [draft.id, draft.photoIds[0], victim.companyId];
          if (victims.some((v) => url.includes(v)) && !url.includes("?") && res.status < 300) note(route.id, `GET ${url} (another user's record)`, res.status);
        });
      }
      const after = await snapshot([...(signOut ? ["sessions"] : []), ...(LOADER_WRITES[route.id] ?? [])]);
      const diff = changed(before, after);
      if (diff.length) failures.push(`${route.id} changed ${diff.join(", ")}`);
    }
    expect(failures).toEqual([]);
    // The matrix reached every kind of route.
    expect(routes.filter((r) => r.module.action).length).toBeGreaterThanOrEqual(15);
  });
});
