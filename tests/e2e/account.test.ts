import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, d1, expectNoConsoleErrors, launch, openPage, screenshot, signedInNew } from "./browser";
import { captureInspection } from "./capture-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Sunday 00:00 UTC of this week, minus one second: last week, and (but for the week of 1 January) this year. */
function justBeforeThisWeek(): string {
  const now = new Date();
  const sunday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay());
  return new Date(sunday - 1000).toISOString();
}

describe("analytics, profile, backup and support", () => {
  it("changes every figure with the time range", async () => {
    const { page, context, errors } = await openPage(browser);
    const email = await signedInNew(page, "Lata Joshi");
    await d1(`UPDATE users SET time_zone = 'UTC' WHERE email = '${email}'`);
    await addCompanyDirect(page, { name: "Narmada Textiles", address: "Surat, Gujarat" });
    await captureInspection(page, "Narmada Textiles", 1);
    const [{ id }] = await d1<{ id: string }>(`SELECT id FROM users WHERE email = '${email}'`);
    const before = justBeforeThisWeek();
    await d1(
      `INSERT INTO inspections (id, user_id, user_email, inspector_name, company_name, timestamp, date, time, insurance_adequacy, activity_level, signboards, property_valuation, inventory_level, market_enquiry, overall_position, photo_count, created_at) VALUES ('${id}-old', '${id}', '${email}', 'Lata Joshi', 'Older Co', '${before}', 'd', 't', 'adequate', 'moderate', 'as_per_kyc_docs', 'adequate', 'sufficient', 'satisfactory', 'not_satisfactory', 3, '${before}')`,
    );

    await page.goto("/app/analytics");
    await page.getByLabel("Time Range").selectOption({ label: "This Week" });
    await page.getByLabel("Total Inspections: 1").waitFor();
    await page.getByRole("img", { name: /^Monthly Inspections:/ }).waitFor();
    await screenshot(page, "analytics-desktop");
    await page.getByLabel("Time Range").selectOption({ label: "This Year" });
    if (new Date(before).getUTCFullYear() === new Date().getUTCFullYear()) {
      await page.getByLabel("Total Inspections: 2").waitFor();
      await page.getByLabel("Photos captured: 4").waitFor();
    }
    await expect.poll(() => page.url()).toContain("range=year");
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("edits the profile (refusing a bad phone number), downloads a backup, restores it and sends a support message", async () => {
    const { page, context } = await openPage(browser);
    const email = await signedInNew(page, "Vikram Sethi");
    await page.goto("/app/profile");
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.getByLabel("Organization").fill("Sethi Audits");
    await page.getByLabel("Address").fill("Indore, Madhya Pradesh");
    await page.getByLabel("Phone Number").fill("call me maybe");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Invalid phone number format").waitFor();
    await page.getByLabel("Phone Number").fill("+91 98765 43210");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Profile updated successfully" }).waitFor();
    await page.getByText("+91 98765 43210").waitFor();
    await screenshot(page, "profile-desktop");

    await page.getByRole("link", { name: "Backup Data" }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download Backup" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^SiteProof_Backup_\d{4}-\d{2}-\d{2}\.json$/);
    const backup = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(backup).toMatchObject({
      version: "1.0",
      profile: { organization: "Sethi Audits", phoneNumber: "+91 98765 43210" },
      companies: [],
      inspections: [],
      visits: [],
    });
    await page.getByRole("status").filter({ hasText: "Data backup downloaded successfully" }).waitFor();

    // Restoring the same file: the preview says nothing would change, and the restore adds nothing.
    await page.getByLabel("Restore Data").setInputFiles((await download.path())!);
    const plan = page.getByRole("list", { name: "Restore plan" });
    await plan.getByText("Companies: 0 to add, 0 to update, 0 already here").waitFor();
    await page.getByRole("alertdialog", { name: "Restore Data" }).getByRole("button", { name: "Restore", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Restore complete: 0 added, 0 updated" }).waitFor();
    await page.getByRole("alertdialog", { name: "Restore Data" }).waitFor({ state: "hidden" });

    await page.goto("/app/contact");
    await expect(page.getByLabel("Name", { exact: true }).inputValue()).resolves.toBe("Vikram Sethi");
    await page.getByLabel("Category").selectOption({ label: "Feature Request" });
    await page.getByLabel("Subject").fill("Offline maps");
    await page.getByLabel("Message", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message must be at least 10 characters").waitFor();
    await page.getByLabel("Message", { exact: true }).fill("Please add offline maps for remote sites.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("link", { name: "Send Another Message" }).waitFor();
    // This user's own: forms-support.test.ts sends the same subject, maybe at the same time.
    expect(await d1(`SELECT m.subject FROM support_messages m JOIN users u ON u.id = m.user_id WHERE u.email = '${email}'`)).toEqual([
      { subject: "Offline maps" },
    ]);

    // Profile's Sign Out asks first; Cancel keeps the session, Sign Out ends it.
    await page.goto("/app/profile");
    await page.getByRole("button", { name: "Sign Out" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Sign Out" });
    await confirm.getByText("Sign out of SiteProof on this device?").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Sign Out" }).click();
    await confirm.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL("**/login");
    await page.goto("/app/profile");
    await expect.poll(() => page.url()).toMatch(/\/login\?redirectTo=%2Fapp%2Fprofile$/);
    await context.close();
  });
});
