// Auto Backup's server backups in Profile & Settings: the daily job (run by hand through the local
// /__scheduled endpoint, as `wrangler dev --test-scheduled` offers) writes one, the user downloads it,
// deletes a company and restores the backup through plan-and-confirm; before hydration too.
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCompanyDirect,
  baseUrl,
  d1,
  expectNoConsoleErrors,
  isHydrated,
  launch,
  openBeforeHydration,
  openPage,
  PHONE,
  screenshot,
  signedIn,
} from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const phone = () => openPage(browser, PHONE);
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const companies = async (userId: string) => (await d1<{ name: string }>(`SELECT name FROM companies WHERE user_id = '${userId}'`)).map((r) => r.name);

/** Runs the daily job now; its backups are written by the queue right after, so wait for this user's. */
async function dailyJob(page: Page): Promise<string> {
  const res = await fetch(`${baseUrl()}/__scheduled`);
  const answer = (await res.json()) as { ok: boolean; ranAt: string };
  expect(answer.ok).toBe(true);
  const day = answer.ranAt.slice(0, 10);
  await expect.poll(async () => (await page.request.get(`/app/profile/backups/${day}`)).status(), { timeout: 20_000 }).toBe(200);
  return day;
}

const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const backupRow = (page: Page, day: string) => page.getByRole("listitem", { name: `Server backup of ${dayText(day)}` });

describe("server backups", () => {
  it("turned on, the daily job backs a user up; the backup downloads, and restores a deleted company through plan and confirm", async () => {
    const { context, page, errors } = await phone();
    const user = await signedIn(context, { name: "Kavita Backup" });
    await addCompanyDirect(page, { name: "Bhima Agro Mills", address: "Solapur, Maharashtra" });
    await page.goto("/app/profile");
    await page.getByText("No server backups yet.").waitFor();
    await page.getByText("Keeps the last 7 daily backups on the server").waitFor();
    await page.getByRole("switch", { name: /Auto Backup/ }).click();
    await status(page, "Settings saved").waitFor();

    const day = await dailyJob(page);
    await page.reload();
    const row = backupRow(page, day);
    await row.getByText("Companies 1 · Inspections 0 · Visits 0").waitFor();
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, "server-backups-phone");

    const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("link", { name: "Download" }).click()]);
    expect(download.suggestedFilename()).toBe(`SiteProof_Backup_${day}.json`);
    const file = JSON.parse(readFileSync((await download.path())!, "utf8")) as { version: string; companies: { name: string }[] };
    expect(file.version).toBe("1.0");
    expect(file.companies.map((c) => c.name)).toEqual(["Bhima Agro Mills"]);

    await page.goto("/app/database");
    await page.getByRole("link", { name: "Delete Bhima Agro Mills" }).click();
    await page.getByRole("alertdialog", { name: "Delete Company" }).getByRole("button", { name: "Delete" }).click();
    await status(page, "Company deleted successfully").waitFor();
    expect(await companies(user.userId)).toEqual([]);

    await page.goto("/app/profile");
    await backupRow(page, day).getByRole("link", { name: "Restore" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Restore Data" });
    await dialog.getByRole("list", { name: "Restore plan" }).getByText("Companies: 1 to add, 0 to update, 0 already here").waitFor();
    await dialog.getByRole("button", { name: "Restore" }).click();
    await status(page, "Restore complete: 1 added, 0 updated").waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect(await companies(user.userId)).toEqual(["Bhima Agro Mills"]);
    await page.goto("/app/database");
    await page.getByRole("article", { name: "Bhima Agro Mills" }).waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("Premium has it on by default and keeps 30; Restore before hydration is a page with the same plan and confirm", async () => {
    const { context, page, errors } = await phone();
    const user = await signedIn(context, { name: "Rohan Premium", accountType: "premium" });
    await addCompanyDirect(page, { name: "Wardha Cotton Ginning", address: "Wardha, Maharashtra" });
    const day = await dailyJob(page);
    await d1(`DELETE FROM companies WHERE user_id = '${user.userId}'`);

    const held = await openBeforeHydration(page, "/app/profile", "Profile & Settings");
    await page.getByText("Keeps the last 30 daily backups on the server").waitFor();
    await backupRow(page, day).getByRole("link", { name: "Restore" }).click();
    await page.getByRole("heading", { level: 1, name: "Restore Data" }).waitFor();
    await page.getByRole("list", { name: "Restore plan" }).getByText("Companies: 1 to add, 0 to update, 0 already here").waitFor();
    await page.getByRole("button", { name: "Restore" }).click();
    await status(page, "Restore complete: 1 added, 0 updated").waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await companies(user.userId)).toEqual(["Wardha Cotton Ginning"]);
    await held.release();
    await page.getByRole("link", { name: "Back to Profile & Settings" }).click();
    await backupRow(page, day).waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
