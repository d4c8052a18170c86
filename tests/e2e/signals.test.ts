// Issue 19 in Chromium: photos taken online carry the capture code in their band and "Taken after"
// on the evidence dialog and the verify page; a file already used by another account is flagged on
// the capture form before saving.
import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, d1, expectNoConsoleErrors, launch, openPage, screenshot, signUpNew } from "./browser";
import { pickCompanyAndStart, shoot } from "./capture-flow";

const OUT = "test-results/downloads";
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe("signals of recycled and borrowed photos", () => {
  it("burns the capture code into the band and says 'taken after'; flags a reused file before saving", async () => {
    const { page, context, errors } = await openPage(browser);
    await signUpNew(page, "Meera Joshi");
    await addCompanyDirect(page, { name: "Sahyadri Foods", cin: "U15490MH2014PTC250001", address: "Satara, Maharashtra" });
    const issued = page.waitForResponse((r) => r.url().includes("/app/capture-code") && r.status() === 200);
    await pickCompanyAndStart(page, "Sahyadri Foods");
    const { code } = (await (await issued).json()) as { code: string };
    await shoot(page, 1);
    await shoot(page, 2);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Save Inspection" }).click();
    await page.getByRole("alertdialog", { name: "Confirm Inspection" }).getByRole("button", { name: "Confirm & Save" }).click();
    await page.waitForURL("**/app/history");

    // The code in the band, as stored: the photo itself, saved and shown full size for the screenshot.
    const [photo] = d1<{ id: string; receipt: string }>(`SELECT id, receipt FROM photos WHERE file_name LIKE 'SiteProof_%' ORDER BY created_at DESC LIMIT 1`);
    expect(JSON.parse(photo.receipt).captureCode.code).toBe(code);
    const bytes = await (await page.request.get(`/app/photos/${photo.id}`)).body();
    writeFileSync(`${OUT}/signals-photo-with-code.jpg`, bytes);
    const viewer = await context.newPage();
    await viewer.goto(`/app/photos/${photo.id}`);
    await screenshot(viewer, "signals-photo-with-code");
    await viewer.close();

    const card = page.getByRole("article", { name: "Sahyadri Foods" });
    await card.getByText("Sealed").waitFor();
    await card.getByRole("button", { name: "Evidence" }).click();
    const dialog = page.getByRole("dialog", { name: "Evidence" });
    await dialog.getByText(`capture code ${code})`, { exact: false }).first().waitFor();
    // Both photos: "Taken after <issue time> (capture code XXXXXX)".
    expect(await dialog.getByText(new RegExp(`Taken after .* \\(capture code ${code}\\)`)).count()).toBe(2);
    await dialog.getByRole("button", { name: "Create verify link" }).click();
    const url = await dialog.getByRole("textbox", { name: "Verify link" }).inputValue();
    const visitor = await openPage(browser);
    await visitor.page.goto(url);
    await visitor.page
      .getByText(new RegExp(`Taken after .* \\(capture code ${code}\\)`))
      .first()
      .waitFor();
    await screenshot(visitor.page, "signals-verify-page");
    await visitor.context.close();

    // Another account adds the same picture from a file: the form says so before saving.
    const other = await openPage(browser);
    await signUpNew(other.page, "Rohan Kale");
    await addCompanyDirect(other.page, { name: "Western Ghats Traders", cin: "U51909MH2016PTC250002", address: "Kolhapur, Maharashtra" });
    await pickCompanyAndStart(other.page, "Western Ghats Traders");
    await other.page.getByLabel("Add photos from files").setInputFiles({ name: "shopfront.jpg", mimeType: "image/jpeg", buffer: bytes });
    await other.page.getByRole("button", { name: "Take photo (1 taken)" }).waitFor();
    await other.page.getByRole("button", { name: "Next" }).click();
    await other.page.getByRole("alert").filter({ hasText: "This picture is also filed for another company" }).waitFor();
    await screenshot(other.page, "signals-reused-file-warning");
    expectNoConsoleErrors(errors);
    expectNoConsoleErrors(other.errors);
    await other.context.close();
    await context.close();
  });
});
