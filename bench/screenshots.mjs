// Full-page Chromium screenshots of the main pages at 390 and 1280 px, plus the add-company dialog,
// for comparing a styling change before and after by eye. Builds nothing; serves the existing build.
// Usage: npm run build && npx tsx bench/screenshots.mjs OUTDIR
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { signIn, startServer } from "./server.mjs";
import { verifyPage } from "./verify-page.mjs";

const out = process.argv[2] ?? "test-results/screens";
mkdirSync(out, { recursive: true });
const { base } = await startServer(8795);
const cookies = { inspector: (await signIn(base)).cookie, admin: (await signIn(base, "admin@siteproof.test", "admin123")).cookie };
const verify = await verifyPage(base, cookies.inspector);
const pages = [
  ["login", "/login", null],
  ["app", "/app", "inspector"],
  ["camera", "/app/camera", "inspector"],
  ["history", "/app/history", "inspector"],
  ["database", "/app/database", "inspector"],
  ["scheduling", "/app/scheduling", "inspector"],
  ["analytics", "/app/analytics", "inspector"],
  ["notifications", "/app/notifications", "inspector"],
  ["profile", "/app/profile", "inspector"],
  ["admin", "/admin-dashboard", "admin"],
  ["verify", verify, null],
];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
});
const frames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, reducedMotion: "reduce" });
  for (const [name, path, as] of pages) {
    await context.clearCookies();
    if (as) {
      const [k, v] = cookies[as].split("=");
      await context.addCookies([{ name: k, value: v, url: base }]);
    }
    const page = await context.newPage();
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    await frames(page);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
    if (name === "database") {
      await page
        .getByRole("button", { name: /add company/i })
        .first()
        .click();
      await page.getByRole("dialog").waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/database-dialog-${width}.png` });
    }
    await page.close();
  }
  await context.close();
}
await browser.close();
process.exit(0);
