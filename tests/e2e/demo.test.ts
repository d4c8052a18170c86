// The first run a new user sees: `npm start` seeds the demo portfolio and prints what it made and a
// verify link; signed in as the demo inspector every screen has something in it, the printed link
// opens signed out with every check passing, and the demo admin sees users, a finished CSV job and
// a broadcast. On the run's demo app (demo-server.ts): the shared e2e app starts with --no-demo.
import { execFileSync } from "node:child_process";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoConsoleErrors, launch, PHONE, screenshot, signIn, waitsForHydration } from "./browser";
import { type DemoServer, startDemoServer } from "./demo-server";

let demo: DemoServer;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemoServer();
  browser = await launch();
}, 330_000);

afterAll(async () => {
  await browser?.close();
});

async function open(viewport = DESKTOP, account?: { email: string; password: string }): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport, baseURL: demo.baseUrl, serviceWorkers: "block" });
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  if (account) {
    await signIn(page, account.email, account.password);
  }
  return { page, errors, close: () => context.close() };
}
const INSPECTOR = { email: "inspector@siteproof.test", password: "inspect123" };
const ADMIN = { email: "admin@siteproof.test", password: "admin123" };

describe("the demo portfolio npm start seeds", () => {
  // How long seeding takes is measured and printed, never asserted: a test has no timed assertion.
  it("prints what it made and a verify link", () => {
    const log = demo.log();
    expect(log).toMatch(/Demo portfolio: seeded 32 companies, 40 sealed inspections with \d+ photos, 11 visits, 7 unread notifications in [\d.]+ s/);
    expect(demo.verifyUrl).toMatch(new RegExp(`^${demo.baseUrl}/verify/[A-Za-z0-9_-]{32}$`));
    console.log(`Demo seeding took ${demo.seededInSeconds} s`);
  });

  it("is seeded once: a second run finds it and adds nothing", () => {
    const out = execFileSync("node_modules/.bin/tsx", ["scripts/demo/seed-demo.ts", demo.baseUrl], { encoding: "utf8" });
    expect(out).toContain("Demo portfolio: already there (32 companies, 40 sealed inspections");
    expect(out).toContain(`Verify link:    ${demo.verifyUrl}`);
  });

  it("fills the inspector's history, analytics, calendar and bell", async () => {
    const { page, errors, close } = await open(DESKTOP, INSPECTOR);
    await page.getByRole("link", { name: "Notifications, 7 unread" }).waitFor();

    // Of the 40, the 9 saved for Deccan Finance's cases are the organization's: not in History nor analytics.
    await page.goto("/app/history");
    await page.getByText("31 inspection(s) found").waitFor();
    expect(await page.getByText("Sealed", { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, "demo-history-1280");

    await page.goto("/app/analytics?range=year");
    await page.getByLabel("Total Inspections: 31").waitFor();
    await expect.poll(() => page.getByLabel("Companies Added: ", { exact: false }).textContent()).not.toBe("0");
    const monthly = await page.getByRole("img", { name: /^Monthly Inspections:/ }).getAttribute("aria-label");
    // Six months, each with inspections in it.
    expect(monthly!.split(", ").filter((m) => Number(m.split(" ").pop()) > 0).length).toBe(6);
    const states = await page.getByRole("img", { name: /^Top States by Companies:/ }).getAttribute("aria-label");
    expect(states!.split(", ")).toHaveLength(5);
    await screenshot(page, "demo-analytics-1280");

    await page.goto("/app/scheduling");
    // Overdue, today's and upcoming visits fall on at least three days around today.
    const busy = page.getByLabel("Calendar").getByRole("gridcell", { name: /, has visits$/ });
    await busy.first().waitFor();
    expect(await busy.count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator(".sp-calendar .sp-dot").count()).toBe(await busy.count());
    await screenshot(page, "demo-scheduling-1280");
    expectNoConsoleErrors(errors);
    await close();
  });

  it("opens the printed verify link signed out with every check passing", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, close } = await open(viewport);
      await page.goto(demo.verifyUrl);
      await page.getByRole("heading", { name: "Verified", level: 1 }).waitFor();
      await page.getByText(/^Sealed and intact: the record and all \d photos match/).waitFor();
      expect(await page.getByLabel("Failed", { exact: true }).count()).toBe(0);
      expect(await page.getByLabel("Passed", { exact: true }).count()).toBe(5);
      await expect.poll(() => page.getByLabel("Passed in your browser").count()).toBe(3);
      expect(await page.getByLabel("Failed in your browser").count()).toBe(0);
      await screenshot(page, `demo-verify-${viewport.width}`);
      expectNoConsoleErrors(errors);
      await close();
    }
  });

  it("shows the admin users of both account types, the finished CSV job and the broadcast", async () => {
    const { page, errors, close } = await open(DESKTOP, ADMIN);
    await page.goto("/app/admin");
    const users = page.getByLabel("All Users");
    await users.getByText("premium", { exact: true }).first().waitFor();
    expect(await users.getByText("free", { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole("tab", { name: "Analytics" }).click();
    const log = page.getByRole("list", { name: "Admin activity log" });
    await log.getByText(/Uploaded directory-companies\.csv/).waitFor();
    await log.getByText('"Monsoon site visits" to all users').waitFor();
    await screenshot(page, "demo-admin-activity-1280");
    expectNoConsoleErrors(errors);
    await close();
  });
});
