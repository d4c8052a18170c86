import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, d1, expectNoConsoleErrors, launch, openPage, PHONE, screenshot, signedInNew } from "./browser";
import { captureInspection } from "./capture-flow";
import { pdfPageCount, pdfText } from "./pdf";

const OUT = "test-results/downloads";
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function downloadReport(page: Page, card: ReturnType<Page["getByRole"]>, item: string, name: string) {
  await card.getByRole("button", { name: "Report" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: item }).click()]);
  const path = `${OUT}/${name}.pdf`;
  await download.saveAs(path);
  return { path, suggested: download.suggestedFilename() };
}

describe("inspection history and reports", () => {
  it("finds a captured inspection, shows its photos, and downloads both reports", async () => {
    const { page, context, errors } = await openPage(browser);
    const email = await signedInNew(page, "Meera Iyer");
    await addCompanyDirect(page, { name: "Malabar Spice Traders", cin: "U51909KL2010PTC026543", gstin: "32AAACM1234F1Z2", address: "Kochi, Kerala" });
    await addCompanyDirect(page, { name: "Other Company", address: "Pune, Maharashtra" });
    await captureInspection(page, "Other Company", 1);
    await captureInspection(page, "Malabar Spice Traders", 2);
    await page.getByText("2 inspection(s) found").waitFor();

    await page.getByRole("searchbox", { name: "Search inspections" }).fill("malabar");
    await page.getByText("1 inspection(s) found").waitFor();
    await expect.poll(() => page.url()).toContain("q=malabar");
    const card = page.getByRole("article", { name: "Malabar Spice Traders" });
    await card.getByText("Uploaded").waitFor();
    await card.getByText("Web", { exact: true }).waitFor();
    await screenshot(page, "history-desktop");

    await card.getByRole("button", { name: "Photos" }).click();
    const viewer = page.getByRole("dialog", { name: "Malabar Spice Traders - Photos (1 of 2)" });
    await viewer.waitFor();
    await expect
      .poll(() => viewer.getByRole("img", { name: /SiteProof_/ }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.getByRole("button", { name: "Next photo" }).click();
    await page.getByRole("dialog", { name: "Malabar Spice Traders - Photos (2 of 2)" }).waitFor();
    await page.getByRole("button", { name: "Next photo" }).click();
    await page.getByRole("dialog", { name: "Malabar Spice Traders - Photos (1 of 2)" }).waitFor();
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });

    const [inspection] = await d1<{ date: string }>(
      `SELECT date FROM inspections i JOIN users u ON u.id = i.user_id WHERE u.email = '${email}' AND company_name = 'Malabar Spice Traders'`,
    );
    const hashes = (
      await d1<{ sha256: string }>(
        `SELECT p.sha256 FROM photos p JOIN inspections i ON i.id = p.inspection_id WHERE i.company_name = 'Malabar Spice Traders' AND i.user_email = '${email}' ORDER BY p.position`,
      )
    ).map((r) => r.sha256);

    const full = await downloadReport(page, card, "Report with Photos", "with-photos");
    // The first report of a sealed inspection makes its verify link, and the page says so.
    const until = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString("en-GB", { timeZone: "UTC" });
    await page
      .getByRole("status")
      .filter({ hasText: `The report carries a new verify link, valid until ${until}. Revoke it under Evidence.` })
      .waitFor();
    expect(full.suggested).toBe(`SiteProof_Inspection_Malabar_Spice_Traders_${inspection.date.replace(/\//g, "-")}.pdf`);
    const fullText = pdfText(full.path);
    expect(fullText).toContain("Malabar Spice Traders");
    expect(fullText).toContain("Assessment Findings");
    expect(fullText).toMatch(/Insurance Adequacy\s+Adequate/);
    expect(fullText).toMatch(/Signboards\s+As per KYC docs/);
    expect(fullText).toContain("Photo 1 of 2");
    expect(fullText).toContain("Photo 2 of 2");
    for (const hash of hashes) expect(fullText).toContain(hash);
    // Cover, findings, one page per photo, closing page.
    expect(pdfPageCount(full.path)).toBe(5);

    const brief = await downloadReport(page, card, "Report Only", "report-only");
    expect(pdfPageCount(brief.path)).toBe(3);
    expect(pdfText(brief.path)).not.toContain("Photo 1 of");

    execFileSync("pdftoppm", ["-r", "40", "-png", full.path, `${OUT}/with-photos`]);
    expect(readdirSync(OUT).filter((f) => f.startsWith("with-photos") && f.endsWith(".png"))).toHaveLength(5);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("deletes an inspection after confirmation and shows the empty state", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await signedInNew(page, "Arun Pillai");
    await page.goto("/app/history");
    await page.getByText("No inspections found").waitFor();
    await page.getByText("Start by capturing your first inspection").waitFor();
    await addCompanyDirect(page, { name: "Nilgiri Tea Estate", address: "Ooty, Tamil Nadu" });
    await captureInspection(page, "Nilgiri Tea Estate", 1);
    await screenshot(page, "history-phone");
    await page.getByRole("link", { name: "Delete inspection of Nilgiri Tea Estate" }).click();
    await page.getByRole("alertdialog", { name: "Delete Inspection" }).getByRole("button", { name: "Delete" }).click();
    await page.getByText("No inspections found").waitFor();
    await page.getByRole("searchbox", { name: "Search inspections" }).fill("zzz");
    await page.getByText("Try adjusting your search criteria").waitFor();
    await context.close();
  });
});
