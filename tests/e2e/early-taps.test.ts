// A tap between the first paint and hydration is kept and played again once React runs
// (app/ui/early-taps.ts); links still navigate natively. The framework's scripts are held back here as
// a slow phone link would (openBeforeHydration), so each tap surely lands before hydration.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, launch, openBeforeHydration, PHONE, screenshot, signedIn, signedInNew } from "./browser";

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  // Without the service worker, which would serve the scripts from its cache past page.route.
  context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), serviceWorkers: "block" });
  page = await context.newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  await signedInNew(page, "Asha Early");
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await page.setViewportSize(DESKTOP);
});
// A tap played too early makes React drop server HTML (error #421), which shows here.
afterEach(() => {
  expect(errors.splice(0)).toEqual([]);
});

const hydrated = (on = page) => on.evaluate(() => document.documentElement.dataset.hydrated ?? null);

describe("a tap before the page has hydrated", () => {
  it("hides the calendar once the scripts arrive, the button marked busy meanwhile", async () => {
    const scripts = await openBeforeHydration(page, "/app/scheduling", "Scheduling");
    const toggle = page.getByRole("button", { name: "Hide Calendar" });
    await toggle.click();
    expect(await hydrated()).toBeNull();
    expect(await toggle.getAttribute("aria-busy")).toBe("true");
    await screenshot(page, "early-tap-held");
    await scripts.release();
    await page.getByRole("heading", { name: "All Scheduled Visits" }).waitFor();
    expect(await page.getByRole("button", { name: "Show Calendar" }).getAttribute("aria-busy")).toBeNull();
  });

  it("plays the tap in a browser without requestIdleCallback too (Safari)", async () => {
    const safari = await context.newPage();
    safari.on("pageerror", (e) => errors.push(e.message));
    await safari.addInitScript(() => delete (window as Partial<Window>).requestIdleCallback);
    const scripts = await openBeforeHydration(safari, "/app/scheduling", "Scheduling");
    expect(await safari.evaluate(() => "requestIdleCallback" in window)).toBe(false);
    await safari.getByRole("button", { name: "Hide Calendar" }).click();
    expect(await hydrated(safari)).toBeNull();
    await scripts.release();
    await safari.getByRole("heading", { name: "All Scheduled Visits" }).waitFor();
    await safari.close();
  });

  it("opens the account menu", async () => {
    const scripts = await openBeforeHydration(page, "/app", /Welcome back, Asha!/);
    await page.getByRole("button", { name: "Account menu" }).click();
    expect(await hydrated()).toBeNull();
    await scripts.release();
    await page.getByRole("menu").getByRole("menuitem", { name: "Sign Out" }).waitFor();
  });

  it("takes a double tap on the phone's menu button as one: the drawer opens and stays open", async () => {
    await page.setViewportSize(PHONE);
    const scripts = await openBeforeHydration(page, "/app", /Welcome back, Asha!/);
    const history = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "History" });
    expect(await history.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Toggle menu" }).dblclick();
    expect(await hydrated()).toBeNull();
    await scripts.release();
    await expect.poll(() => history.isVisible()).toBe(true);
  });

  it("lets a link navigate natively, without waiting for the scripts", async () => {
    const scripts = await openBeforeHydration(page, "/app", /Welcome back, Asha!/);
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "History", exact: true }).click();
    await page.waitForURL("**/app/history", { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1, name: "Inspection History" }).waitFor();
    expect(await hydrated()).toBeNull();
    await scripts.release();
  });

  it("signs an admin in from a form sent before the page hydrated, then goes on to the dashboard", async () => {
    const admin = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), serviceWorkers: "block" });
    const adminPage = await admin.newPage();
    adminPage.on("pageerror", (e) => errors.push(e.message));
    const scripts = await openBeforeHydration(adminPage, "/admin-login", "Admin Login");
    const entries = await adminPage.evaluate(() => history.length);
    await adminPage.getByLabel("Admin email").fill("admin@siteproof.test");
    await adminPage.getByLabel("Password", { exact: true }).fill("admin123");
    // A submit button passes natively: the browser posts the form, the page comes back with the answer.
    await adminPage.getByRole("button", { name: "Sign In" }).click();
    await adminPage.getByRole("status").filter({ hasText: "Login successful! Redirecting..." }).waitFor();
    expect(await hydrated(adminPage)).toBeNull();
    await scripts.release();
    await adminPage.waitForURL("**/admin-dashboard");
    await adminPage.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    // The dashboard took the post's place in the history: Back does not offer to send the form again.
    expect(await adminPage.evaluate(() => history.length)).toBe(entries + 1);
    await admin.close();
  });

  it("switches the admin dashboard's tab, which Radix switches on mousedown", async () => {
    const admin = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), serviceWorkers: "block" });
    await signedIn(admin, { name: "Tara Admin", role: "admin" });
    const adminPage = await admin.newPage();
    adminPage.on("pageerror", (e) => errors.push(e.message));
    const scripts = await openBeforeHydration(adminPage, "/admin-dashboard", "Admin Dashboard");
    await adminPage.getByRole("tab", { name: "Bulk Upload" }).click();
    expect(await hydrated(adminPage)).toBeNull();
    await scripts.release();
    await adminPage.getByRole("tab", { name: "Bulk Upload", selected: true }).waitFor();
    await admin.close();
  });
});
