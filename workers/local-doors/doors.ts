// Which local door a request opens, and who may open it. Each answers only the person running the app
// on this machine (loopback.server.ts: a local APP_URL, a loopback host, no edge client from
// elsewhere), and a door that changes anything only a request whose Origin is the app itself: a page on
// another site posting to http://localhost:8787/dev/sql is refused, and so is a request without an Origin.
// A door closed to the request answers 404; any other path goes on to the app.
import * as v from "valibot";
import { insertAccount } from "../../app/features/account/auth.server";
import { signInCookies } from "../../app/features/account/auth-actions.server";
import { getDb } from "../../app/platform/db/db.server";
import { fromThisMachine } from "../../app/platform/loopback.server";
import { outboxOpenTo } from "../../app/platform/mail.server";
import { done, readForm, Refusal, refusalResponse } from "../../app/platform/request.server";
import { newNonce, secured } from "../../app/platform/security.server";
import { seedDemoStep } from "./demo";
import { outboxPage } from "./outbox";
import { buildId, DEV_BUILD_PATH, DEV_RELOAD_PATH, reloadScript } from "./reload";
import { runTestScheduled, TEST_SCHEDULED_PATH } from "./scheduled";

type Door = { method: "GET" | "POST"; open: (env: Env, request: Request) => boolean; answer: (env: Env, request: Request) => Promise<Response> | Response };

const devReloading = (env: Env, request: Request) => env.DEV_RELOAD === "1" && fromThisMachine(env, request);

const DOORS: Record<string, Door> = {
  "/dev/outbox": { method: "GET", open: outboxOpenTo, answer: outboxPage },
  "/dev/demo": { method: "POST", open: outboxOpenTo, answer: seedDemoStep },
  "/dev/session": { method: "POST", open: outboxOpenTo, answer: newSignedInAccount },
  "/dev/sql": { method: "POST", open: outboxOpenTo, answer: runSql },
  // The cron by hand (npm start's .dev.vars sets TEST_SCHEDULED=1), as `wrangler dev --test-scheduled` offers.
  [TEST_SCHEDULED_PATH]: { method: "GET", open: (env, request) => env.TEST_SCHEDULED === "1" && fromThisMachine(env, request), answer: runTestScheduled },
  [DEV_BUILD_PATH]: { method: "GET", open: devReloading, answer: buildId },
  [DEV_RELOAD_PATH]: { method: "GET", open: devReloading, answer: reloadScript },
};

/** Whether a request comes from the app's own pages or scripts (or a local client that says so), not from another site. */
export function fromTheAppItself(env: Env, request: Request): boolean {
  const origin = request.headers.get("Origin");
  const site = request.headers.get("Sec-Fetch-Site");
  return (origin === new URL(env.APP_URL).origin || origin === new URL(request.url).origin) && (site === null || site === "same-origin");
}

/** The local door's answer, with the security headers every response has; null when the request opens none. */
export async function openLocalDoor(request: Request, env: Env): Promise<Response | null> {
  const door = DOORS[new URL(request.url).pathname];
  if (!door) return null;
  const https = new URL(request.url).protocol === "https:";
  if (door.method !== request.method || !door.open(env, request)) return secured(new Response("Not Found", { status: 404 }), newNonce(), https);
  // A GET door either shows a page or runs the cron: only a cross-site GET (an image on another site) is refused.
  const refused = door.method === "POST" ? !fromTheAppItself(env, request) : request.headers.get("Sec-Fetch-Site") === "cross-site";
  if (refused) return secured(new Response("Cross-site request refused", { status: 403 }), newNonce(), https);
  try {
    return secured(await door.answer(env, request), newNonce(), https);
  } catch (error) {
    if (error instanceof Refusal) return secured(refusalResponse(error), newNonce(), https);
    throw error;
  }
}

const NewAccount = v.object({
  email: v.pipe(v.string(), v.email()),
  displayName: v.pipe(v.string(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(8)),
  role: v.optional(v.picklist(["user", "admin"]), "user"),
  accountType: v.optional(v.picklist(["free", "premium"]), "free"),
  timeZone: v.optional(v.string()),
});

/**
 * The browser tests' account (tests/e2e/browser.ts `signedIn`): an account and its session in one
 * request, as the Epic Stack's fixtures write the user and session straight to the database, so a test
 * owns its user without typing through the sign-in form.
 */
async function newSignedInAccount(env: Env, request: Request): Promise<Response> {
  const { role, accountType, ...input } = await readForm(request, NewAccount);
  const db = getDb(env.DB);
  const user = await insertAccount(env, db, input, { role, accountType });
  if (!user) throw new Refusal(409, "That email is already in use.");
  const context = { cloudflare: { env, ctx: undefined as unknown as ExecutionContext }, db, nonce: "", responseCookies: [], cf: null };
  return done({ userId: user.id }, { headers: await signInCookies(context, request, user) });
}

const Statement = v.object({ sql: v.pipe(v.string(), v.minLength(1)) });

/**
 * The browser tests' reads of the served app's database (tests/e2e/browser.ts `d1`), through the app's
 * own D1 binding: a second process opening the database file (wrangler d1 execute) could lock it while
 * the app queried, and the app's query then failed.
 */
async function runSql(env: Env, request: Request): Promise<Response> {
  const { sql } = await readForm(request, Statement, { maxChars: 20_000 });
  const { results } = await env.DB.prepare(sql).all();
  return done({ results });
}
