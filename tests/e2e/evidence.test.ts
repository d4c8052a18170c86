import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { strFromU8, unzipSync } from "fflate";
import jsQR from "jsqr";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, baseUrl, d1, DESKTOP, expectNoConsoleErrors, launch, openPage, PHONE, screenshot, signedInNew } from "./browser";
import { captureInspection } from "./capture-flow";
import { pdfText } from "./pdf";
import { initSync, WasmReader } from "@contentauth/c2pa-wasm";
import { withoutContentCredentials } from "../../app/features/credentials/segments";

const OUT = "test-results/downloads";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
/** The SHA-256 of a download without its Content Credentials: of the photo as the server accepted it. */
const acceptedSha256 = (bytes: Uint8Array) => sha256(withoutContentCredentials(bytes).bytes);

/** The failure codes c2pa-rs (the reference validator, as WebAssembly) reports for a JPEG's Content Credentials. */
async function c2paFailures(bytes: Uint8Array): Promise<string[]> {
  const reader = await WasmReader.fromBytes("image/jpeg", bytes);
  try {
    const store = JSON.parse(reader.json()) as { validation_results: { activeManifest: { failure: { code: string }[] } } };
    return store.validation_results.activeManifest.failure.map((f) => f.code);
  } finally {
    reader.free();
  }
}

/** The text of the first QR code on page 1 of a PDF, as a phone camera would read it from paper. */
function qrOnFirstPage(pdf: string): string | null {
  const bytes = execFileSync("pdftoppm", ["-r", "150", "-f", "1", "-l", "1", "-gray", pdf], { maxBuffer: 64 << 20 });
  // Binary PGM: "P5 width height 255" then one byte per pixel.
  const header = bytes.toString("latin1", 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+255\s/)!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const gray = bytes.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba.set([gray[i], gray[i], gray[i], 255], i * 4);
  return jsQR(rgba, width, height)?.data ?? null;
}

/** Drags a file onto the element the way a desktop browser delivers it: dragenter, dragover, drop with a DataTransfer. */
async function dropFile(page: Page, target: ReturnType<Page["getByText"]>, name: string, bytes: Uint8Array) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const binary = atob(base64);
      const data = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) data[i] = binary.charCodeAt(i);
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type: "image/jpeg" }));
      return transfer;
    },
    { name, base64: Buffer.from(bytes).toString("base64") },
  );
  for (const type of ["dragenter", "dragover", "drop"]) await target.dispatchEvent(type, { dataTransfer });
  await dataTransfer.dispose();
}
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(OUT, { recursive: true });
  initSync({ module: readFileSync(createRequire(import.meta.url).resolve("@contentauth/c2pa-wasm/c2pa.wasm")) });
});
afterAll(async () => {
  await browser?.close();
});

describe("evidence anyone can verify", () => {
  // The longest browser test (two viewports, a PDF, a ZIP, the reference validator on four files), so it has more than the default time.
  it("shares a verify link that a signed-out visitor checks, photo file included, until it is revoked", async () => {
    const { page, context, errors } = await openPage(browser);
    await signedInNew(page, "Kavya Menon");
    await addCompanyDirect(page, { name: "Deccan Textiles", cin: "U17110MH2011PTC215678", address: "Nagpur, Maharashtra" });
    // The site is on record before the visit (where the browser's position will be), so the on-site check has something to pass against.
    const [company] = await d1<{ id: string }>(`SELECT id FROM companies WHERE name = 'Deccan Textiles' ORDER BY created_at DESC LIMIT 1`);
    const site = await page.request.post("/app/database?_data=routes%2Fapp.database", {
      form: { intent: "site-manual", id: company.id, latitude: "19.076", longitude: "72.8777" },
      headers: { Origin: baseUrl() },
    });
    expect(site.status()).toBe(200);
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
    // The page under the open dialog lays itself out again after the resize; wait for that, not a fixed time.
    await page.waitForFunction((width) => document.documentElement.scrollWidth <= width, PHONE.width, { timeout: 5000 });
    await screenshot(page, "evidence-dialog-390");
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole("button", { name: "Close" }).last().click();

    // The report carries the same link as text and as a QR code.
    await card.getByRole("button", { name: "Report" }).click();
    const [report] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Report Only" }).click()]);
    await report.saveAs(`${OUT}/evidence-report.pdf`);
    expect(pdfText(`${OUT}/evidence-report.pdf`)).toContain(url);
    expect(qrOnFirstPage(`${OUT}/evidence-report.pdf`)).toBe(url);
    // With photos: each photo page is headed with the first 12 hex digits of the stored file's SHA-256.
    await card.getByRole("button", { name: "Report" }).click();
    const [withPhotos] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Report with Photos" }).click()]);
    await withPhotos.saveAs(`${OUT}/evidence-report-photos.pdf`);
    expect(qrOnFirstPage(`${OUT}/evidence-report-photos.pdf`)).toBe(url);
    const pdfPages = pdfText(`${OUT}/evidence-report-photos.pdf`).split("\f");
    const printedHashes = [1, 2].map((n) => {
      const pages = pdfPages.filter((text) => text.includes(`Photo ${n} of 2 ·`));
      expect(pages).toHaveLength(1);
      return pages[0].match(new RegExp(`Photo ${n} of 2 · ([0-9a-f]{12})\\b`))?.[1];
    });

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
    // Each file carries Content Credentials that the reference validator accepts (the signer is self-issued,
    // so untrusted), and without them it is the photo whose hash the manifest lists.
    for (const f of manifest.files) {
      expect(acceptedSha256(zip[f.name])).toBe(f.sha256);
      expect(await c2paFailures(zip[f.name])).toEqual(["signingCredential.untrusted"]);
    }
    const geo = JSON.parse(String(await exported("GeoJSON", "evidence.geojson"))) as {
      type: string;
      features: { geometry: { coordinates: number[] }; properties: { photos: unknown[] } }[];
    };
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
      // Scrolled to, as a person would: a lazy image below the fold is not fetched until then.
      await visitor.page.getByRole("img", { name: "Photo 1 of Deccan Textiles" }).scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          visitor.page.getByRole("img", { name: "Photo 1 of Deccan Textiles" }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      await screenshot(visitor.page, `verify-page-${viewport.width}`);
      if (viewport === PHONE) {
        expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await visitor.context.close();
        continue;
      }

      const originals: Buffer[] = [];
      for (const n of [1, 2]) {
        const [download] = await Promise.all([
          visitor.page.waitForEvent("download"),
          visitor.page.getByRole("link", { name: `Download original of Photo ${n}` }).click(),
        ]);
        await download.saveAs(`${OUT}/verify-photo-${n}.jpg`);
        originals.push(readFileSync(`${OUT}/verify-photo-${n}.jpg`));
      }
      // The downloads carry Content Credentials; the report's short hashes are those of the photos as accepted,
      // which is each download without them.
      for (const bytes of originals) expect(await c2paFailures(bytes)).toEqual(["signingCredential.untrusted"]);
      expect(printedHashes).toEqual(originals.map((bytes) => acceptedSha256(bytes).slice(0, 12)));
      expect(pdfPages.join("")).toContain(acceptedSha256(originals[1]));

      // The file picker, then a real drag and drop of the downloaded original, of it without its credentials, and of an edited copy.
      await visitor.page.getByLabel("Choose a photo file to check").setInputFiles(`${OUT}/verify-photo-2.jpg`);
      await visitor.page.getByRole("status").getByText("Match: this file is Photo 2 as downloaded with its Content Credentials").waitFor();
      const dropZone = visitor.page.getByText("Drop a photo file here, or choose one");
      await dropFile(visitor.page, dropZone, "verify-photo-1.jpg", originals[0]);
      await visitor.page
        .getByRole("status")
        .getByText(
          `Match: this file is Photo 1 as downloaded with its Content Credentials; without them it is the original as accepted, byte for byte (SHA-256 ${acceptedSha256(originals[0]).slice(0, 12)}…), as listed in the seal your browser verified.`,
        )
        .waitFor();
      await dropFile(visitor.page, dropZone, "accepted-photo-1.jpg", withoutContentCredentials(originals[0]).bytes);
      await visitor.page
        .getByRole("status")
        .getByText(
          `Match: this file is Photo 1, byte for byte (SHA-256 ${acceptedSha256(originals[0]).slice(0, 12)}…), as listed in the seal your browser verified.`,
        )
        .waitFor();
      const edited = Buffer.from(originals[0]);
      edited[edited.length - 100] ^= 0x01;
      await dropFile(visitor.page, dropZone, "edited.jpg", edited);
      await visitor.page
        .getByRole("alert")
        .getByText(`No match: this file (SHA-256 ${sha256(edited).slice(0, 12)}…) is not any photo of this inspection.`, { exact: false })
        .waitFor();
      expect(await visitor.page.getByRole("status").filter({ hasText: "Match:" }).count()).toBe(0);
      // The page after every check, the refusal showing, on a desktop and on a phone.
      await screenshot(visitor.page, "verify-page-1280-checked");
      await visitor.page.setViewportSize(PHONE);
      await screenshot(visitor.page, "verify-page-390-checked");
      expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
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
  }, 150_000);
});
