// No test doors in production: `npm run deploy:dry`'s bundle holds none of the local-only doors
// (workers/local.ts), the deployed Worker answers their paths as any unknown page, and the local server's
// doors refuse what another site's page sends them.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { ORIGIN, uniqueEmail, userByEmail } from "./helpers";
import { localFetch } from "./local-server";

/** The deployed Worker's own fetch, with the vars that open every door in a local run. */
async function deployed(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const vars = { ...env, TEST_SCHEDULED: "1", DEV_RELOAD: "1" };
  const res = await worker.fetch(new Request(ORIGIN + path, init) as Request<unknown, IncomingRequestCfProperties>, vars, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const form = (fields: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN }) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields),
});
const account = (email: string) => ({ email, displayName: "Door Tester", password: "field-work-1" });
const tableExists = async (name: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?").bind(name).first<number>("n")) === 1;

describe("the deployed Worker", () => {
  it("is bundled with no /dev/ route, no local door's path and none of their code", async () => {
    const bundle = await (await env.PRODUCTION_BUNDLE.fetch("http://bundle/")).json<{ bytes: number; routes: string[]; localOnly: string[] }>();
    // The bundle was read: the app and its route manifest are in it.
    expect(bundle.bytes).toBeGreaterThan(1_000_000);
    expect(bundle.routes).toEqual(expect.arrayContaining(["routes/login", "routes/app.history"]));
    expect(bundle.routes.filter((id) => id.startsWith("routes/dev"))).toEqual([]);
    expect(bundle.localOnly).toEqual([]);
  }, 240_000);

  it("answers the doors' paths as any unknown page, on this machine with the local outbox and the cron variable", async () => {
    const email = uniqueEmail();
    const doors: [string, RequestInit][] = [
      ["/dev/outbox", {}],
      ["/dev/sql", form({ sql: "CREATE TABLE door_test (x)" })],
      ["/dev/session", form(account(email))],
      ["/dev/demo", form({ intent: "begin", now: "2026-11-24T08:00:00.000Z" })],
      ["/__scheduled", {}],
      ["/dev/build", {}],
    ];
    const answers: Response[] = [];
    for (const [path, init] of doors) {
      const res = await deployed(path, init);
      const unknown = await deployed("/no-such-page", init);
      expect([path, res.status, res.headers.get("Location")?.replace(encodeURIComponent(path), "")]).toEqual([
        path,
        unknown.status,
        unknown.headers.get("Location")?.replace(encodeURIComponent("/no-such-page"), ""),
      ]);
      answers.push(res);
    }
    expect(answers.flatMap((res) => res.headers.getSetCookie())).toEqual([]);
    expect(await tableExists("door_test")).toBe(false);
    expect(await userByEmail(email)).toBeNull();
    // The local server's Worker has them.
    expect((await localFetch("/dev/outbox")).status).toBe(200);
  });
});

describe("the local server's doors", () => {
  it("refuse a post from another site's page, or one that does not say where it comes from", async () => {
    const email = uniqueEmail();
    const refusals: Record<string, string>[] = [
      { Origin: "https://elsewhere.example" },
      // Another port of this machine is another origin (a dev server of some other project).
      { Origin: "http://localhost:3000" },
      {},
      { Origin: "null" },
      { Origin: ORIGIN, "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of refusals) {
      const sql = await localFetch("/dev/sql", form({ sql: "CREATE TABLE door_test (x)" }, headers));
      const session = await localFetch("/dev/session", form(account(email), headers));
      expect([headers, sql.status, session.status]).toEqual([headers, 403, 403]);
      expect(session.headers.getSetCookie()).toEqual([]);
    }
    expect(await tableExists("door_test")).toBe(false);
    expect(await userByEmail(email)).toBeNull();
    const crossSiteCron = await localFetch("/__scheduled", { headers: { "Sec-Fetch-Site": "cross-site" } }, { TEST_SCHEDULED: "1" });
    expect(crossSiteCron.status).toBe(403);

    // The app's own pages and the tests' clients, which say the app's origin, are served.
    const sql = await localFetch("/dev/sql", form({ sql: "SELECT 1 AS one" }, { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" }));
    expect(await sql.json()).toEqual({ ok: true, results: [{ one: 1 }] });
    const session = await localFetch("/dev/session", form(account(email)));
    expect(session.status).toBe(200);
    expect(session.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(await userByEmail(email)).not.toBeNull();
  });

  it("reload npm run dev's pages after a rebuild, and nothing else's", async () => {
    const page = await (await localFetch("/login", {}, { DEV_RELOAD: "1" })).text();
    expect(page).toContain('<script src="/dev/reload.js"></script>');
    const script = await localFetch("/dev/reload.js", {}, { DEV_RELOAD: "1" });
    expect(await script.text()).toContain("/dev/build");
    expect((await localFetch("/dev/build", {}, { DEV_RELOAD: "1" })).status).toBe(200);
    expect(await (await localFetch("/login")).text()).not.toContain("/dev/reload.js");
    expect((await localFetch("/dev/build")).status).toBe(404);
  });
});
