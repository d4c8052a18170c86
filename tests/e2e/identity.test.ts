import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, d1, expectNoConsoleErrors, launch, openPage, screenshot, signedInNew } from "./browser";
import { captureInspection, pickCompanyAndStart } from "./capture-flow";
import { pdfProse } from "./pdf";

const OUT = "test-results/downloads";
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const field = (page: Page, name: string) => page.getByRole("dialog").getByRole("textbox", { name, exact: true });
const count = (page: Page) => page.getByText(/^\d+ compan(y|ies) found$/).textContent();
/** The PDF's text with its line breaks as spaces: a sentence may wrap. */

// 27AAPFU0939F1ZV is the GSTN's published example; a 5 in place of its V breaks the check character.
const WRONG_CHECK = "The GSTIN's check character is 5; by the published scheme it should be V.";
// 27AADCD4417K1ZM: a Maharashtra GSTIN with the right check character (computed by the scheme).
const DISAGREE = "The states disagree: the GSTIN says Maharashtra, the address says Karnataka";

describe("identity checks", () => {
  it("warns of a wrong GSTIN check character, naming the right one, and still saves", async () => {
    const { page, context, errors } = await openPage(browser);
    const email = await signedInNew(page, "Farah Sheikh");
    await addCompanyDirect(page, { name: "Ratnagiri Traders Private Limited", gstin: "27AAACR5055K1Z7", address: "Ratnagiri, Maharashtra" });
    await page.goto("/app/database");
    await page.getByRole("link", { name: "Add Company" }).first().click();
    await page.getByRole("dialog", { name: "Add New Company" }).waitFor();
    await field(page, "Company Name").fill("Umbrella Foods LLP");
    await field(page, "GSTIN").fill("27aapfu0939f1z5");
    await field(page, "Address").fill("Baner, Pune, Maharashtra");
    const checks = page.getByRole("dialog").getByRole("region", { name: "Identity checks" });
    await checks.getByText(WRONG_CHECK).waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Add Company" }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await page.getByRole("status").filter({ hasText: "Company added successfully" }).waitFor();

    const card = page.getByRole("article", { name: "Umbrella Foods LLP" });
    await card.getByRole("region", { name: "Identity checks" }).getByText(WRONG_CHECK).waitFor();
    expect(await d1(`SELECT c.gstin FROM companies c JOIN users u ON u.id = c.user_id WHERE u.email = '${email}' AND c.name = 'Umbrella Foods LLP'`)).toEqual([
      { gstin: "27AAPFU0939F1Z5" },
    ]);
    await expect.poll(() => count(page)).toBe("2 companies found");

    // The filter is a plain link: only the company with a warning is left.
    await page.getByRole("link", { name: "Show companies with warnings" }).click();
    await expect.poll(() => count(page)).toBe("1 company found");
    expect(page.url()).toContain("warnings=1");
    await expect(page.getByRole("article", { name: "Ratnagiri Traders Private Limited" }).count()).resolves.toBe(0);
    await screenshot(page, "identity-warnings");
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("shows a Maharashtra GSTIN with a Karnataka address on the card, in the capture view and in the report", async () => {
    const { page, context, errors } = await openPage(browser);
    await signedInNew(page, "Girish Rao");
    const name = "Deccan Polymers Private Limited";
    await addCompanyDirect(page, { name, gstin: "27AADCD4417K1ZM", address: "Plot 41, Peenya, Bengaluru, Karnataka 560058" });
    await page.goto("/app/database");
    await page.getByRole("article", { name }).getByText(DISAGREE).waitFor();

    await pickCompanyAndStart(page, name);
    const notice = page.getByRole("note", { name: "Identity warnings" });
    await notice.getByText(DISAGREE).waitFor();
    await expect(page.getByRole("button", { name: "Take photo (0 taken)" }).count()).resolves.toBe(1);
    await screenshot(page, "identity-capture");

    await captureInspection(page, name, 1);
    const card = page.getByRole("article", { name });
    await card.getByRole("button", { name: "Report" }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Report Only" }).click()]);
    const path = `${OUT}/identity-report.pdf`;
    await download.saveAs(path);
    const text = pdfProse(path);
    expect(text).toContain("Identity checks");
    expect(text).toContain(DISAGREE);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
