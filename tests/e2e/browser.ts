import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { HELD_SCRIPTS } from "../../app/ui/held-scripts";

export const baseUrl = () => inject("baseUrl");
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
const ARTIFACTS = "test-results/screenshots";

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
}

/** A page whose console errors fail the test, as a person would notice a broken page. */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  { timezoneId }: { timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport,
    timezoneId,
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
 * A page hydrates after its first paint (app/ui/held-scripts.ts), so a button React handles does
 * nothing for a moment after the load event. As a person waits for a page to be ready, each full
 * load the page's own navigation methods bring waits for hydration too (pages with no React, such
 * as /login, have nothing to wait for).
 */
export function waitsForHydration(page: Page): Page {
  // Once parsed (a goto that returns at "commit" has no held scripts yet), a page with none has nothing to wait for.
  const ready = () =>
    page.waitForFunction(
      (held) => document.readyState !== "loading" && (!document.getElementById(held) || document.documentElement.dataset.hydrated === "true"),
      HELD_SCRIPTS,
    );
  for (const name of ["goto", "reload", "goBack", "waitForURL"] as const) {
    const original = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page);
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

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Right after a viewport change Chromium can capture the old page size, or cards with blurred
  // backdrops before it paints them; two frames let layout and paint catch up.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

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

/** Runs SQL on the served app's local D1 (reads for assertions, a few seeded rows). */
export function d1<T = Record<string, unknown>>(sql: string): T[] {
  const out = execFileSync("node_modules/.bin/wrangler", ["d1", "execute", "DB", "--local", "--persist-to", inject("stateDir"), "--json", "--command", sql], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return (JSON.parse(out) as { results: T[] }[])[0].results;
}

/** Signs the demo admin in through /admin-login; ends on the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/admin-login");
  await page.getByLabel("Admin email").fill("admin@siteproof.test");
  await page.getByLabel("Password", { exact: true }).fill("admin123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin-dashboard");
}

export async function signUpNew(page: Page, name: string): Promise<string> {
  const email = `${name.split(" ")[0].toLowerCase()}-${Date.now()}@example.com`;
  await page.goto("/login?view=sign-up");
  await page.getByLabel("Display name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("field-work-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/app");
  return email;
}

/** Adds a company through the same action the dialog uses. */
export async function addCompanyDirect(page: Page, fields: Record<string, string>) {
  const res = await page.request.post("/app/database?_data=routes%2Fapp.database", { form: { intent: "create", ...fields }, headers: { Origin: baseUrl() } });
  expect(res.status()).toBe(200);
}
