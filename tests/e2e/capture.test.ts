import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, d1, expectNoConsoleErrors, launch, openPage, offlineReady, PHONE, screenshot, serviceWorkerActive, signedInNew } from "./browser";
import { pickCompanyAndStart, shoot } from "./capture-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Mean luminance of a horizontal strip of a stored photo, read by the browser from the server. */
async function stripLuminance(page: Page, photoId: string, fromBottom: boolean): Promise<number> {
  return page.evaluate(
    async ({ photoId, fromBottom }) => {
      const img = new Image();
      img.src = `/app/photos/${photoId}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(img, 0, 0);
      const rows = 8;
      const data = ctx.getImageData(0, fromBottom ? canvas.height - rows : Math.floor(canvas.height / 2), canvas.width, rows).data;
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) sum += 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
      return sum / (data.length / 4);
    },
    { photoId, fromBottom },
  );
}

describe("site inspection capture", () => {
  it("picks a company, takes two watermarked photos, saves, and lands on history", async () => {
    const { page, context, errors } = await openPage(browser);
    const email = await signedInNew(page, "Sunita Pawar");
    await addCompanyDirect(page, { name: "Godavari Agro Mills", cin: "U01100MH2012PTC123456", address: "Nashik, Maharashtra" });

    await page.goto("/app/camera");
    await page.getByRole("button", { name: /^Take photo/ }).isDisabled();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("alert").filter({ hasText: "Please select a company and capture at least one photo" }).waitFor();

    // A company picked just before a reload (a tab closed, a phone's browser killed) is kept.
    await page.getByRole("button", { name: "Select Company" }).click();
    await page.getByRole("dialog", { name: "Select Company" }).getByRole("listitem").filter({ hasText: "Godavari Agro Mills" }).click();
    await page.getByRole("button", { name: "Change Company" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Change Company" }).waitFor();
    await page.getByText("Godavari Agro Mills").first().waitFor();

    await pickCompanyAndStart(page, "Godavari Agro Mills");
    await page.getByRole("button", { name: "Flash: off" }).click();
    await page.getByRole("button", { name: "Flash: auto" }).waitFor();
    await shoot(page, 1);
    await shoot(page, 2);
    await screenshot(page, "capture-desktop");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Assessment" }).waitFor();
    await expect.poll(() => page.getByText("Uploaded", { exact: true }).count(), { timeout: 20_000 }).toBe(2);

    await page
      .getByRole("button", { name: /^Open SiteProof_/ })
      .first()
      .click();
    await page.getByRole("dialog", { name: "Photo 1 of 2" }).waitFor();
    await page.getByRole("button", { name: "Next photo" }).click();
    await page.getByRole("dialog", { name: "Photo 2 of 2" }).waitFor();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByText("150%").waitFor();
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });

    await page.getByLabel("Activity Level").selectOption({ label: "High" });
    await page.getByLabel("Overall Position").selectOption("");
    await page.getByRole("button", { name: "Save Inspection" }).click();
    await page.getByRole("alert").filter({ hasText: "Please fill in all required inspection fields." }).waitFor();
    await page.getByLabel("Overall Position").selectOption({ label: "Not Satisfactory" });
    await page.getByLabel("Additional Notes").fill("Loading bay active; signboard matches.");
    await page.getByRole("button", { name: "Save Inspection" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirm Inspection" });
    await confirm.getByText("Once saved, this inspection cannot be modified.").waitFor();
    await confirm.getByRole("button", { name: "Confirm & Save" }).click();
    await page.getByRole("status").filter({ hasText: "Inspection saved successfully" }).waitFor();
    // Back on the capture view the preview is live again, ready for the next inspection.
    await expect.poll(() => page.getByLabel("Camera preview").evaluate((v: HTMLVideoElement) => v.srcObject !== null && v.videoWidth > 0)).toBe(true);
    await page.waitForURL("**/app/history");

    const [inspection] = await d1<{ id: string; activity_level: string; overall_position: string; photo_count: number; notes: string }>(
      `SELECT i.id, activity_level, overall_position, photo_count, notes FROM inspections i JOIN users u ON u.id = i.user_id WHERE u.email = '${email}'`,
    );
    expect(inspection).toMatchObject({
      activity_level: "high",
      overall_position: "not_satisfactory",
      photo_count: 2,
      notes: "Loading bay active; signboard matches.",
    });
    const photos = await d1<{ id: string; watermark_verified: number; width: number }>(
      `SELECT id, watermark_verified, width FROM photos WHERE inspection_id = '${inspection.id}' ORDER BY position`,
    );
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo.watermark_verified).toBe(1);
      // The stored image carries the dark band at the bottom; the fake camera's scene above it is bright green.
      expect(await stripLuminance(page, photo.id, true)).toBeLessThan(90);
      expect(await stripLuminance(page, photo.id, false)).toBeGreaterThan(90);
    }
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("keeps an inspection saved with no network, also across a reload, and sends it once when the network returns", async () => {
    const { page, context } = await openPage(browser, PHONE, { serviceWorkers: "allow" });
    const email = await signedInNew(page, "Farhan Qureshi");
    await addCompanyDirect(page, { name: "Konkan Fisheries", address: "Ratnagiri, Maharashtra" });
    // The camera page is kept for use offline when it is opened through the service worker.
    await serviceWorkerActive(page);
    await pickCompanyAndStart(page, "Konkan Fisheries");
    // The camera page's dialogs are cached (app/ui/precache.ts) before the network drops.
    await offlineReady(page);
    await shoot(page, 1);
    await context.setOffline(true);
    await shoot(page, 2);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Save Inspection" }).click();
    await page.getByRole("alertdialog", { name: "Confirm Inspection" }).getByRole("button", { name: "Confirm & Save" }).click();
    await page.getByRole("status").filter({ hasText: "No network: the inspection is kept on this device" }).waitFor();
    await page.getByText("1 inspection is waiting on this device to be sent.").waitFor();
    await screenshot(page, "capture-offline-phone");

    await page.reload();
    await page.getByRole("heading", { name: "Site Inspection" }).waitFor();
    await page.getByText("1 inspection is waiting on this device to be sent.").waitFor();
    // Its icons draw offline too: the sprite they refer to comes from the service worker's cache.
    const iconDrawn = await page.evaluate(async () => {
      const [file, id] = document.querySelector("svg use")!.getAttribute("href")!.split("#");
      return (await (await fetch(file)).text()).includes(`<symbol id="${id}"`);
    });
    expect(iconDrawn).toBe(true);
    expect(await d1(`SELECT i.id FROM inspections i JOIN users u ON u.id = i.user_id WHERE u.email = '${email}'`)).toHaveLength(0);

    await context.setOffline(false);
    await page.getByRole("status").filter({ hasText: "A waiting inspection was sent" }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByText("waiting on this device").count()).toBe(0);
    const saved = await d1<{ id: string; photo_count: number }>(
      `SELECT i.id, photo_count FROM inspections i JOIN users u ON u.id = i.user_id WHERE u.email = '${email}'`,
    );
    expect(saved).toHaveLength(1);
    expect(saved[0].photo_count).toBe(2);
    expect(await d1(`SELECT id FROM photos WHERE inspection_id = '${saved[0].id}'`)).toHaveLength(2);
    await page.reload();
    await page.getByRole("heading", { name: "Site Inspection" }).waitFor();
    // The reloaded page's sender has looked for waiting work and sent what it would send.
    await page.waitForLoadState("networkidle");
    expect(await d1(`SELECT i.id FROM inspections i JOIN users u ON u.id = i.user_id WHERE u.email = '${email}'`)).toHaveLength(1);
    await context.close();
  });
});
