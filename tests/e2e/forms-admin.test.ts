// The admin dashboard's forms before the page has hydrated (issue "Before the script"): `?tab=` opens a
// tab, its forms post natively to the page's own action and the page comes back with the answer; what
// was typed, or the CSV chosen, is still there once the scripts run.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d1, expectNoConsoleErrors, isHydrated, launch, openBeforeHydration, openPage, PHONE, signedIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function start() {
  const { context, page, errors } = await openPage(browser, PHONE);
  const admin = await signedIn(context, { name: "Admin Forms", role: "admin" });
  return { context, page, errors, admin };
}

/** A premium user of the test's own, whose notifications the test reads back. */
async function premiumUser(): Promise<{ context: BrowserContext; userId: string }> {
  const context = await browser.newContext();
  const { userId } = await signedIn(context, { name: "Pia Premium", accountType: "premium" });
  return { context, userId };
}

const received = (userId: string, title: string) => async () =>
  (await d1<{ n: number }>(`SELECT count(*) AS n FROM notifications WHERE user_id = '${userId}' AND title = '${title}'`))[0].n;

const csv = (tag: string) => `name,cin,gstin,address\n"Forms ${tag} Mills",U1,G1,"Pune, Maharashtra"\nForms ${tag} Agro,U2,G2,Patna Bihar\n`;

describe("admin forms before hydration", () => {
  it("upgrades a user from the list before the scripts ran, and downgrades them after", async () => {
    const { context, page, errors } = await start();
    const other = await browser.newContext();
    const user = await signedIn(other, { name: "Uma Upgrade" });
    const plan = async () => (await d1<{ plan: string }>(`SELECT account_type AS plan FROM users WHERE id = '${user.userId}'`))[0].plan;
    const held = await openBeforeHydration(page, "/admin-dashboard", "Admin Dashboard");
    await page.getByRole("button", { name: `Upgrade ${user.email}` }).click();
    await page.getByRole("status").filter({ hasText: "upgraded" }).waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await plan()).toBe("premium");
    await held.release();
    await page.getByRole("button", { name: `Downgrade ${user.email}` }).click();
    await expect.poll(plan).toBe("free");
    await page.getByRole("button", { name: `Upgrade ${user.email}` }).waitFor();
    expectNoConsoleErrors(errors);
    await other.close();
    await context.close();
  });

  it("sends a broadcast posted before the scripts ran, after a refusal that keeps what was typed", async () => {
    const { context, page, errors } = await start();
    const premium = await premiumUser();
    const title = `Native broadcast ${Date.now()}`;
    await openBeforeHydration(page, "/admin-dashboard?tab=notify", "Admin Dashboard");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Target audience").selectOption("premium");
    await page.getByRole("button", { name: "Send Notification" }).click();
    await page.getByRole("alert").filter({ hasText: "Please fill in title and message" }).waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe(title);
    expect(await page.getByLabel("Target audience").inputValue()).toBe("premium");
    expect(await isHydrated(page)).toBe(false);
    await page.getByLabel("Message").fill("Sent before the scripts ran.");
    await page.getByRole("button", { name: "Send Notification" }).click();
    await page.getByRole("status").filter({ hasText: "Sending..." }).waitFor();
    expect(await isHydrated(page)).toBe(false);
    await expect.poll(received(premium.userId, title), { timeout: 30_000 }).toBe(1);
    expectNoConsoleErrors(errors);
    await premium.context.close();
    await context.close();
  });

  it("keeps a broadcast typed before hydration and sends it once the scripts run", async () => {
    const { context, page, errors } = await start();
    const premium = await premiumUser();
    const title = `Typed broadcast ${Date.now()}`;
    const held = await openBeforeHydration(page, "/admin-dashboard?tab=notify", "Admin Dashboard");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Message").fill("Typed before the scripts ran.");
    await page.getByLabel("Target audience").selectOption("premium");
    await held.release();
    // The preview follows the form once its tab has hydrated.
    await page.getByRole("heading", { name: title }).waitFor();
    expect(await page.getByLabel("Message").inputValue()).toBe("Typed before the scripts ran.");
    await page.getByRole("button", { name: "Send Notification" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /^Notification sent to \d+ users!$/ })
      .waitFor({ timeout: 30_000 });
    expect(await received(premium.userId, title)()).toBe(1);
    expectNoConsoleErrors(errors);
    await premium.context.close();
    await context.close();
  });

  it("uploads a CSV posted before the scripts ran, and follows its job once they run", async () => {
    const { context, page, errors } = await start();
    const tag = String(Date.now());
    const held = await openBeforeHydration(page, "/admin-dashboard?tab=upload", "Admin Dashboard");
    await page.getByLabel("CSV file").setInputFiles({ name: "directory.csv", mimeType: "text/csv", buffer: Buffer.from(csv(tag)) });
    await page.getByRole("button", { name: "Upload Companies" }).click();
    await page.getByRole("status").filter({ hasText: "Upload started" }).waitFor();
    expect(await isHydrated(page)).toBe(false);
    await held.release();
    await page.getByRole("status").filter({ hasText: "Successfully uploaded 2 companies!" }).waitFor({ timeout: 30_000 });
    expect((await d1<{ n: number }>(`SELECT count(*) AS n FROM companies WHERE name LIKE 'Forms ${tag} %' AND is_global = 1`))[0].n).toBe(2);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("uploads a CSV chosen before hydration once the scripts run", async () => {
    const { context, page, errors } = await start();
    const tag = String(Date.now());
    const held = await openBeforeHydration(page, "/admin-dashboard?tab=upload", "Admin Dashboard");
    await page.getByLabel("CSV file").setInputFiles({ name: "directory.csv", mimeType: "text/csv", buffer: Buffer.from(csv(tag)) });
    await held.release();
    await page.getByRole("button", { name: "Upload Companies" }).click();
    await page.getByRole("status").filter({ hasText: "Successfully uploaded 2 companies!" }).waitFor({ timeout: 30_000 });
    expect((await d1<{ n: number }>(`SELECT count(*) AS n FROM companies WHERE name LIKE 'Forms ${tag} %' AND is_global = 1`))[0].n).toBe(2);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("searches a user before hydration, refused and found, on both admin pages", async () => {
    const { context, page, errors, admin } = await start();
    await openBeforeHydration(page, "/admin-dashboard", "Admin Dashboard");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter a user email" }).waitFor();
    await page.getByLabel("Search user by email").fill(admin.email);
    await page.getByRole("button", { name: "Search" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `User found: ${admin.email}` })
      .waitFor();
    await page.getByLabel("User details").getByText(admin.email).waitFor();
    expect(await isHydrated(page)).toBe(false);

    const held = await openBeforeHydration(page, "/app/admin", "Admin Panel");
    await page.getByLabel("Search user by email").fill(admin.email);
    await held.release();
    expect(await page.getByLabel("Search user by email").inputValue()).toBe(admin.email);
    await page.getByRole("button", { name: "Search" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `User found: ${admin.email}` })
      .waitFor();
    await page.getByLabel("User details").getByText(admin.email).waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
