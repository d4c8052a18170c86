import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, baseUrl, DESKTOP, expectNoConsoleErrors, launch, openPage, PHONE, screenshot, signUpNew } from "./browser";
import { captureInspection } from "./capture-flow";

const OUT = "test-results/downloads";
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe("evidence anyone can verify", () => {
  it("shares a verify link that a signed-out visitor checks, photo file included, until it is revoked", async () => {
    const { page, context, errors } = await openPage(browser);
    await signUpNew(page, "Kavya Menon");
    await addCompanyDirect(page, { name: "Deccan Textiles", cin: "U17110MH2011PTC215678", address: "Nagpur, Maharashtra" });
    await captureInspection(page, "Deccan Textiles", 2);

    const card = page.getByRole("article", { name: "Deccan Textiles" });
    await card.getByText("Sealed").waitFor();
    await card.getByRole("button", { name: "Evidence" }).click();
    const dialog = page.getByRole("dialog", { name: "Evidence" });
    await dialog.getByText(/^Sealed and intact: the record and all 2 photos match/).waitFor();
    expect(await dialog.getByLabel("Failed", { exact: true }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Create verify link" }).click();
    const linkField = dialog.getByRole("textbox", { name: "Verify link" });
    await linkField.waitFor();
    const url = await linkField.inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl()}/verify/[A-Za-z0-9_-]{32}$`));
    await screenshot(page, "evidence-dialog");
    await page.setViewportSize(PHONE);
    await screenshot(page, "evidence-dialog-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole("button", { name: "Close" }).last().click();

    // The report carries the same link as text and as a QR code.
    await card.getByRole("button", { name: "Report" }).click();
    const [report] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Report Only" }).click()]);
    await report.saveAs(`${OUT}/evidence-report.pdf`);
    expect(execFileSync("pdftotext", ["-layout", `${OUT}/evidence-report.pdf`, "-"], { encoding: "utf8" })).toContain(url);

    // The photos as a ZIP whose manifest holds each file's hash, and the inspection as a GeoJSON point.
    const exported = async (item: string, file: string) => {
      await page.getByRole("button", { name: "Export" }).click();
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: item }).click()]);
      await download.saveAs(`${OUT}/${file}`);
      return readFileSync(`${OUT}/${file}`);
    };
    const zip = unzipSync(new Uint8Array(await exported("Photos (ZIP)", "evidence-photos.zip")));
    const manifest = JSON.parse(strFromU8(zip["manifest.json"])) as { files: { name: string; sha256: string }[] };
    expect(manifest.files.map((f) => f.name)).toEqual([expect.stringMatching(/^Deccan_Textiles_\d{4}-\d{2}-\d{2}_1\.jpg$/), expect.stringMatching(/_2\.jpg$/)]);
    for (const f of manifest.files) expect(createHash("sha256").update(zip[f.name]).digest("hex")).toBe(f.sha256);
    const geo = JSON.parse(String(await exported("GeoJSON", "evidence.geojson"))) as { type: string; features: { geometry: { coordinates: number[] }; properties: { photos: unknown[] } }[] };
    expect(geo.type).toBe("FeatureCollection");
    expect(geo.features).toHaveLength(1);
    expect(geo.features[0].geometry.coordinates).toEqual([72.8777, 19.076]);
    expect(geo.features[0].properties.photos).toHaveLength(2);

    // A visitor who is not signed in.
    for (const viewport of [PHONE, DESKTOP]) {
      const visitor = await openPage(browser, viewport);
      await visitor.page.goto(url);
      await visitor.page.getByRole("heading", { name: "Verified", level: 1 }).waitFor();
      await visitor.page.getByText("Sealed and intact: the record and all 2 photos match").waitFor();
      expect(await visitor.page.getByLabel("Passed", { exact: true }).count()).toBe(5);
      expect(await visitor.page.getByLabel("Failed", { exact: true }).count()).toBe(0);
      // The page repeats the signature and chain checks in the browser with the published keys.
      await visitor.page.getByText("All 2 receipts are the ones the seal lists, each linked to the one before.").waitFor();
      expect(await visitor.page.getByLabel("Passed in your browser").count()).toBe(3);
      await expect.poll(() => visitor.page.getByRole("img", { name: "Photo 1 of Deccan Textiles" }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await screenshot(visitor.page, `verify-page-${viewport.width}`);
      if (viewport === PHONE) {
        expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await visitor.context.close();
        continue;
      }

      const [download] = await Promise.all([visitor.page.waitForEvent("download"), visitor.page.getByRole("link", { name: "Download original of Photo 1" }).click()]);
      const original = `${OUT}/verify-photo-1.jpg`;
      await download.saveAs(original);
      const chooser = visitor.page.getByLabel("Choose a photo file to check");
      await chooser.setInputFiles(original);
      await visitor.page.getByText("Match: this file is Photo 1, byte for byte").waitFor();

      const edited = Buffer.from(readFileSync(original));
      edited[edited.length - 100] ^= 0x01;
      await chooser.setInputFiles({ name: "edited.jpg", mimeType: "image/jpeg", buffer: edited });
      await visitor.page.getByRole("alert").getByText(/^No match: this file/).waitFor();
      expectNoConsoleErrors(visitor.errors);
      await visitor.context.close();
    }

    // Revoked: the link stops working for everyone.
    await card.getByRole("button", { name: "Evidence" }).click();
    await dialog.getByRole("button", { name: "Revoke" }).click();
    await dialog.getByText("Revoked").waitFor();
    const gone = await openPage(browser);
    const res = await gone.page.goto(url);
    expect(res?.status()).toBe(404);
    await gone.page.getByRole("heading", { name: "This verify link is not valid" }).waitFor();
    await gone.context.close();
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
