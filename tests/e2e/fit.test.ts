// Screens that fit: every page, at a phone's 390 px and a laptop's 1280 px, signed out, as the demo
// inspector and as the demo admin with the seeded portfolio, never scrolls sideways. Screenshots
// of every page stay in test-results/screenshots/fit-*.png (with SITEPROOF_SCREENSHOTS=1).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { DESKTOP, launch, PHONE, screenshot, signIn, waitsForHydration } from "./browser";
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

const APP_PAGES = [
  "/app",
  "/app/camera",
  "/app/history",
  "/app/database",
  "/app/analytics",
  "/app/scheduling",
  "/app/notifications",
  "/app/profile",
  "/app/help",
  "/app/contact",
  "/app/support",
];
const ACCOUNTS = {
  "signed-out": { email: null, password: null, pages: ["/", "/login", "/login?view=sign-up", "/admin-login", "/dev/outbox", "/no-such-page", "VERIFY"] },
  inspector: { email: "inspector@siteproof.test", password: "inspect123", pages: APP_PAGES },
  admin: { email: "admin@siteproof.test", password: "admin123", pages: [...APP_PAGES, "/app/admin", "/admin-dashboard"] },
} as const;

/** How far the page reaches past the viewport's right edge, and the widest elements that do it. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getBoundingClientRect().width > 0)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).split(" ").slice(0, 2).join(".")} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
}

/** The All Users table shows every column without scrolling inside its own box, each row's buttons included. */
async function usersTableClipped(page: Page, path: string): Promise<string[]> {
  // Radix puts the label on the table's box; the scrolling region and the table are inside it.
  const region = page.getByLabel("All Users");
  const table = region.getByRole("table");
  await table.waitFor();
  const box = await table.evaluate((el) => ({ inner: el.scrollWidth, outer: el.closest(".rt-TableRoot")!.clientWidth, viewport: window.innerWidth }));
  const problems = box.inner > box.outer ? [`${path}: the users table is ${box.inner} px wide in a ${box.outer} px box`] : [];
  for (const button of await table.getByRole("link", { name: /^Details of / }).all()) {
    const b = (await button.boundingBox())!;
    if (b.x + b.width > box.viewport || b.x < 0) problems.push(`${path}: ${await button.getAttribute("aria-label")} is off screen`);
  }
  return problems;
}

describe("no page scrolls sideways", () => {
  for (const [account, { email, password, pages }] of Object.entries(ACCOUNTS)) {
    for (const [label, viewport] of [
      ["390", PHONE],
      ["1280", DESKTOP],
    ] as const) {
      it(`${account} at ${label} px`, async () => {
        const context = await browser.newContext({ viewport, baseURL: demo.baseUrl, serviceWorkers: "block" });
        const page = waitsForHydration(await context.newPage());
        // A test timeout names no step: say which page and which wait it stopped at.
        let step = "signing in";
        onTestFailed(() => console.error(`${account} at ${label} px stopped at: ${step}`));
        if (email) {
          await signIn(page, email, password);
        }
        const wide: string[] = [];
        for (const path of pages) {
          const url = path === "VERIFY" ? demo.verifyUrl : path;
          step = `${path}: opening`;
          await page.goto(url);
          step = `${path}: waiting for the network to be idle`;
          await page.waitForLoadState("networkidle");
          step = `${path}: measuring`;
          const name = path === "VERIFY" ? "verify" : path.replace(/^\//, "").replace(/[/?=]/g, "-") || "home";
          await screenshot(page, `fit-${account}-${label}-${name}`);
          const { scrollWidth, width, culprits } = await overflow(page);
          if (scrollWidth > width) wide.push(`${path}: ${scrollWidth} > ${width} (${culprits.join(", ")})`);
          if (path === "/app/admin" || path === "/admin-dashboard") wide.push(...(await usersTableClipped(page, path)));
        }
        step = "closing";
        await context.close();
        expect(wide).toEqual([]);
      }, 180_000);
    }
  }
});
