import { mkdirSync } from "node:fs";
import { chromium, type APIRequestContext, type APIResponse, type Browser, type BrowserContext, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { HELD_SCRIPTS } from "../../app/ui/held-scripts";
import { FULL_BROWSER, HEADLESS_SHELL } from "./chromium.mjs";

export const baseUrl = () => inject("baseUrl");
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
const ARTIFACTS = "test-results/screenshots";

/** Chromium's headless shell; `full`: the full browser, for Background Sync (chromium.mjs says why). */
export async function launch({ full = false } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: full ? FULL_BROWSER : HEADLESS_SHELL,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  });
  // Every context's request API (page.request too) sends again on a reset connection: see sendsAgainWhenReset.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    sendsAgainWhenReset(context.request);
    return context;
  };
  return browser;
}

/**
 * A page whose console errors fail the test, as a person would notice a broken page. Without the app's
 * service worker unless `serviceWorkers: "allow"`: once idle, each page has the worker cache the whole
 * app for use offline (app/ui/precache.ts), about 0.8 s of CPU a context that only the tests of
 * offline work, icons and push need.
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  { timezoneId, serviceWorkers = "block" }: { timezoneId?: string; serviceWorkers?: "allow" | "block" } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport,
    timezoneId,
    serviceWorkers,
    baseURL: baseUrl(),
    geolocation: { latitude: 19.076, longitude: 72.8777 },
    permissions: ["geolocation"],
  });
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  // The console says only "status of 503"; the answer's own words say which refusal it was.
  context.on("response", async (res) => {
    if (res.status() < 500) return;
    const body = await res.text().catch(() => "(no body)");
    errors.push(`${res.status()} from ${res.request().method()} ${new URL(res.url()).pathname}: ${body.slice(0, 300)}`);
  });
  return { context, page, errors };
}

/**
 * workerd closes a kept-alive connection after 5 s idle, and a Node client can write on one just as it
 * does: ECONNRESET, before the request reached the Worker. Chromium sends such a request again by itself;
 * Playwright's request context (context.request, page.request) only when told to.
 */
function sendsAgainWhenReset(request: APIRequestContext) {
  for (const name of ["get", "post", "put", "patch", "delete", "head", "fetch"] as const) {
    const original = request[name].bind(request) as (url: unknown, options?: object) => Promise<APIResponse>;
    Object.assign(request, { [name]: (url: unknown, options: object = {}) => original(url, { maxRetries: 2, ...options }) });
  }
}

type Navigation = Pick<Page, "goto" | "reload" | "goBack" | "waitForURL">;
const unwrapped = new WeakMap<Page, Navigation>();

/** The page's own navigation methods, which return without waiting for hydration (for tests that hold the scripts back). */
export const withoutHydrationWait = (page: Page): Navigation => unwrapped.get(page) ?? page;

/**
 * A page hydrates after its first paint (app/ui/held-scripts.ts), so a button React handles does
 * nothing for a moment after the load event. As a person waits for a page to be ready, each full
 * load the page's own navigation methods bring waits for hydration too (pages with no React, such
 * as /login, have nothing to wait for).
 */
export function waitsForHydration(page: Page): Page {
  // Once parsed (a goto that returns at "commit" has no held scripts yet), a page with none has nothing to wait for.
  // Then idle, as the early-tap replay waits (app/ui/early-taps.ts): React hydrates Suspense boundaries after
  // the root's effects mark the page, and a tap before that makes React drop the server's HTML (error #421).
  const ready = async () => {
    await page.waitForFunction(
      (held) => document.readyState !== "loading" && (!document.getElementById(held) || document.documentElement.dataset.hydrated === "true"),
      HELD_SCRIPTS,
    );
    // At most 2 s, as the page's own idle work waits (app/ui/idle.ts): a renderer that never idles on a loaded
    // machine would otherwise hold the test with no timeout of Playwright's to say where it stood.
    await page.evaluate(() => new Promise((idle) => (window.requestIdleCallback ?? setTimeout)(() => idle(null), { timeout: 2000 })));
  };
  const originals = { goto: page.goto.bind(page), reload: page.reload.bind(page), goBack: page.goBack.bind(page), waitForURL: page.waitForURL.bind(page) };
  unwrapped.set(page, originals);
  for (const name of ["goto", "reload", "goBack", "waitForURL"] as const) {
    const original = originals[name] as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const result = await original(...args);
        await ready();
        return result;
      },
    });
  }
  return page;
}

/** A full-page PNG for a person to look at, taken only with SITEPROOF_SCREENSHOTS=1: no test reads it, and
 *  the suite's hundred-odd captures are CPU time the tests on two cores need. */
export async function screenshot(page: Page, name: string) {
  if (process.env.SITEPROOF_SCREENSHOTS !== "1") return;
  mkdirSync(ARTIFACTS, { recursive: true });
  // Right after a viewport change Chromium can capture the old page size, or cards with blurred
  // backdrops before it paints them; two frames let layout and paint catch up.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

export const TEST_PASSWORD = "field-work-1";
let accounts = 0;

export interface TestAccount {
  email: string;
  password: string;
  name: string;
  userId: string;
}

/**
 * A new account of the test's own, signed in for every page of `context`: written through the local
 * server's test door (/dev/session, workers/local-doors/doors.ts) instead of typed through the sign-in form, which only the
 * sign-in tests use. Each call makes a new user, so a test owns its data.
 */
export async function signedIn(
  context: BrowserContext,
  {
    name = "Field Inspector",
    role = "user",
    accountType = "free",
    timeZone,
  }: { name?: string; role?: "user" | "admin"; accountType?: "free" | "premium"; timeZone?: string } = {},
): Promise<TestAccount> {
  const email = `${name.split(" ")[0].toLowerCase()}-${process.pid}-${Date.now()}-${++accounts}@example.com`;
  const form: Record<string, string> = { email, displayName: name, password: TEST_PASSWORD, role, accountType, ...(timeZone ? { timeZone } : {}) };
  const res = await context.request.post(`${baseUrl()}/dev/session`, { form, headers: { Origin: baseUrl() } });
  expect(res.status(), await res.text()).toBe(200);
  const { userId } = (await res.json()) as { userId: string };
  return { email, password: TEST_PASSWORD, name, userId };
}

/**
 * Opens `path` as a mid-range phone on a weak network meets it: the CPU four times slower, an empty
 * cache, and the framework's scripts (and the page's later chunks) held back until `release()`. What
 * the test does before releasing happens before hydration; pages reached meanwhile stay unhydrated too.
 * Wait for what a native post brings back by its content (or withoutHydrationWait(page).waitForURL with
 * waitUntil "commit"), since the page's own waitForURL waits for hydration, and its load event may wait
 * for the held scripts (asked for at the first paint, which can come before the load event). The context must block service workers (openPage does by default), which would
 * otherwise serve the scripts from their cache past the hold.
 */
export async function openBeforeHydration(page: Page, path: string, heading: string | RegExp): Promise<{ release: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  const held: string[] = [];
  await page.route("**/assets/*.js", async (route) => {
    held.push(route.request().url());
    await released;
    // Its page may have navigated away meanwhile.
    await route.continue().catch(() => undefined);
  });
  await withoutHydrationWait(page).goto(path, { waitUntil: "commit" });
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  // Drawn, its scripts asked for after the first paint and still waiting: not hydrated.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  return {
    release: async () => {
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    },
  };
}

/** Whether React has hydrated the page (root.tsx marks it). */
export const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/app");
}

/** Waits until the service worker has cached the code this page keeps for later (app/ui/precache.ts),
 *  so its dialogs still open once the network is cut. */
export const offlineReady = (page: Page) => page.locator("html[data-offline-ready]").waitFor({ state: "attached" });

/** Script errors fail; 4xx answers the test provoked on purpose (a wrong password is a 401) do not. */
export function expectNoConsoleErrors(errors: string[]) {
  expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e))).toEqual([]);
}

/**
 * Runs SQL on the served app's local D1 (reads for assertions, a few seeded rows) through the app's own
 * binding (the local server's door /dev/sql, workers/local-doors/doors.ts): wrangler opening the database file from another
 * process could lock it while the app queried.
 */
export async function d1<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  // A new connection each time: see sendsAgainWhenReset.
  const res = await fetch(`${baseUrl()}/dev/sql`, {
    method: "POST",
    body: new URLSearchParams({ sql: sql.replace(/\s+/g, " ").trim() }),
    headers: { Origin: baseUrl(), Connection: "close" },
  });
  const body = (await res.json()) as { results?: T[]; message?: string };
  if (!res.ok || !body.results) throw new Error(`${sql}: ${res.status} ${body.message ?? ""}`);
  return body.results;
}

/** Waits until the service worker is active, so the pages opened next go through it (and are kept for use offline). */
export const serviceWorkerActive = (page: Page) => page.evaluate(async () => void (await navigator.serviceWorker.ready));

/** A new admin of the test's own, signed in (signedIn) and on the admin dashboard; returns its email. */
export async function signedInAdmin(page: Page): Promise<string> {
  const { email } = await signedIn(page.context(), { name: "Admin Tester", role: "admin" });
  await page.goto("/admin-dashboard");
  return email;
}

/** A new account of the test's own, signed in (signedIn) and on its dashboard; returns its email. */
export async function signedInNew(page: Page, name: string): Promise<string> {
  const { email } = await signedIn(page.context(), { name });
  await page.goto("/app");
  return email;
}

/** Adds a company through the same action the dialog uses. */
export async function addCompanyDirect(page: Page, fields: Record<string, string>) {
  const res = await page.request.post("/app/database?_data=routes%2Fapp.database", { form: { intent: "create", ...fields }, headers: { Origin: baseUrl() } });
  expect(res.status()).toBe(200);
}
