// Issue 19 in Chromium: photos taken online carry the capture code in their band and "Taken after"
// on the evidence dialog and the verify page; a file already used by another account is flagged on
// the capture form before saving. The admin then opens that match in the dashboard's Signals tab and
// compares both pictures.
import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCompanyDirect,
  d1,
  DESKTOP,
  expectNoConsoleErrors,
  launch,
  openPage,
  PHONE,
  screenshot,
  signedInAdmin,
  signedInNew,
  waitsForHydration,
} from "./browser";
import { pickCompanyAndStart, shoot } from "./capture-flow";
import { demoFrame } from "../../app/features/demo/frame";

const OUT = "test-results/downloads";
let browser: Browser;
/** The two accounts of the first test, whose match the admin opens in the second. */
const filed = { first: "", second: "" };
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
    filed.first = await signedInNew(page, "Meera Joshi");
    await addCompanyDirect(page, { name: "Sahyadri Foods", cin: "U15490MH2014PTC250001", address: "Satara, Maharashtra" });
    const issued = page.waitForResponse((r) => r.url().includes("/app/capture-code") && r.status() === 200);
    await pickCompanyAndStart(page, "Sahyadri Foods");
    const { code } = (await (await issued).json()) as { code: string };
    await shoot(page, 1);
    await shoot(page, 2);
    // And a shopfront from a file, the picture the second account reuses. Not a fake-camera frame:
    // those are nearly flat, so redrawing one's band can move its fingerprint past the threshold.
    const shopfront = demoFrame(
      { capturedAt: new Date(), latitude: 19.076, longitude: 72.8777, address: "Satara, Maharashtra", photoId: crypto.randomUUID(), fileName: "shopfront.jpg" },
      Date.now() % 100_000,
    );
    await page.getByLabel("Add photos from files").setInputFiles({ name: "shopfront.jpg", mimeType: "image/jpeg", buffer: Buffer.from(shopfront) });
    await page.getByRole("button", { name: "Take photo (3 taken)" }).waitFor();
    // Filed twice, so the account that reuses it below matches at least two photos of another company.
    await page.getByLabel("Add photos from files").setInputFiles({ name: "shopfront-again.jpg", mimeType: "image/jpeg", buffer: Buffer.from(shopfront) });
    await page.getByRole("button", { name: "Take photo (4 taken)" }).waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Save Inspection" }).click();
    await page.getByRole("alertdialog", { name: "Confirm Inspection" }).getByRole("button", { name: "Confirm & Save" }).click();
    await page.waitForURL("**/app/history");

    // The code in the band, as stored: the photo itself, saved and shown full size for the screenshot.
    const photosOf = async (email: string) =>
      await d1<{ id: string; receipt: string }>(
        `SELECT p.id, p.receipt FROM photos p JOIN users u ON u.id = p.user_id WHERE u.email = '${email}' ORDER BY p.created_at DESC`,
      );
    const [photo] = (await photosOf(filed.first)).filter((p) => JSON.parse(p.receipt).captureCode);
    expect(JSON.parse(photo.receipt).captureCode.code).toBe(code);
    const bytes = await (await page.request.get(`/app/photos/${photo.id}`)).body();
    writeFileSync(`${OUT}/signals-photo-with-code.jpg`, bytes);
    const viewer = waitsForHydration(await context.newPage());
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

    // Another account adds the first account's shopfront, as stored, from a file: the form says so before saving.
    const [filedShopfront] = (await photosOf(filed.first)).filter((p) => !JSON.parse(p.receipt).captureCode);
    const reused = await (await page.request.get(`/app/photos/${filedShopfront.id}`)).body();
    const other = await openPage(browser);
    filed.second = await signedInNew(other.page, "Rohan Kale");
    await addCompanyDirect(other.page, { name: "Western Ghats Traders", cin: "U51909MH2016PTC250002", address: "Kolhapur, Maharashtra" });
    await pickCompanyAndStart(other.page, "Western Ghats Traders");
    await other.page.getByLabel("Add photos from files").setInputFiles({ name: "shopfront.jpg", mimeType: "image/jpeg", buffer: reused });
    await other.page.getByRole("button", { name: "Take photo (1 taken)" }).waitFor();
    await other.page.getByRole("button", { name: "Next" }).click();
    const notice = other.page.getByRole("alert").filter({ hasText: "This picture is also filed for another company" });
    await notice.waitFor();
    // Said once for the photo, though it matches both copies on record.
    expect((await notice.textContent())!.split("This picture is also filed for another company").length - 1).toBe(1);
    await screenshot(other.page, "signals-reused-file-warning");
    expectNoConsoleErrors(errors);
    expectNoConsoleErrors(other.errors);
    await other.context.close();
    await context.close();
  });
  it("lets the admin open that match in the Signals tab and compare both pictures, side by side or stacked", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signedInAdmin(page);
    await page.getByRole("tab", { name: "Signals" }).click();
    await page.getByRole("combobox", { name: "Show" }).click();
    await page.getByRole("option", { name: "Matches" }).click();
    await page.getByRole("row").filter({ hasText: filed.second }).getByRole("button", { name: "Open evidence" }).click();

    const dialog = page.getByRole("dialog", { name: "Photo evidence" });
    // The reused file may match more than one photo on record (each "Matched photo N", up to five).
    // The first match sits beside this photo; the first inspector's is found by who filed it.
    const mySide = dialog.getByRole("region", { name: "This photo" });
    const matched = dialog.getByRole("region", { name: /^Matched photo( \d+)?$/ });
    const byFirst = new RegExp(`^Matched photo( \\d+)?, filed by ${filed.first.replace(/[.+]/g, "\\$&")}$`);
    const theirSide = matched.filter({ has: page.getByRole("img", { name: byFirst }) }).first();
    const mine = mySide.getByRole("img", { name: `This photo, filed by ${filed.second}` });
    const theirs = theirSide.getByRole("img", { name: byFirst });
    const beside = matched.first().getByRole("img");
    await mine.waitFor();
    await theirs.waitFor();
    await dialog.getByText("Loading picture...").first().waitFor({ state: "detached" });
    // Both thumbnails are real pictures (320 pixels wide), not broken images.
    for (const img of [mine, theirs]) expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(320);
    await theirSide.getByText("This picture is also filed for another company", { exact: false }).waitFor();
    // Both pictures came from files.
    for (const side of [theirSide, mySide]) expect(await side.getByText("Taken without a capture code (offline or from a file)").count()).toBe(1);
    // Side by side at 1280 px.
    const [a, b] = [(await mine.boundingBox())!, (await beside.boundingBox())!];
    expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
    expect(Math.abs(b.y - a.y)).toBeLessThan(2);
    await screenshot(page, "signals-admin-evidence-1280");

    // The full-size picture opens in a tab of its own, from the keyboard.
    const full = theirSide.getByRole("link", { name: /^Open (the matched photo|matched photo \d+) at full size$/ });
    await full.focus();
    const [tab] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/app\/admin\/photos\/[0-9a-f-]{36}$/);
    expect(await tab.evaluate(() => (document.querySelector("img") as HTMLImageElement).naturalWidth)).toBe(1280);
    await tab.close();

    // Stacked at 390 px, with nothing wider than the screen.
    await page.setViewportSize(PHONE);
    const [c, d] = [(await mine.boundingBox())!, (await beside.boundingBox())!];
    expect(d.y).toBeGreaterThanOrEqual(c.y + c.height);
    expect(c.width).toBeLessThanOrEqual(PHONE.width);
    const content = page.locator(".rt-DialogContent");
    expect(await content.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, "signals-admin-evidence-390");
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await dialog.waitFor({ state: "detached" });
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
