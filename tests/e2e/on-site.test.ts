import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, baseUrl, d1, DESKTOP, expectNoConsoleErrors, launch, openPage, PHONE, screenshot, signedInNew } from "./browser";
import { pickCompanyAndStart, shoot } from "./capture-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SITE = { latitude: 12.9716, longitude: 77.5946 };
/** Metres to degrees of latitude (one degree is about 111.2 km). */
const northOf = (m: number) => SITE.latitude + m / 111_195;

/** The page at both widths, with the notice in view (screenshots with SITEPROOF_SCREENSHOTS=1). */
async function shots(page: Page, name: string, focus?: Locator) {
  for (const [label, size] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await focus?.scrollIntoViewIfNeeded();
    await screenshot(page, `on-site-${name}-${label}`);
  }
}

describe("on-site check", () => {
  it("sets a company's site by hand in the dialog, then warns before saving photos taken 5 km away", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const email = await signedInNew(page, "Meera Iyer");
    await addCompanyDirect(page, { name: "Cubbon Precision Tools", address: "Kasturba Road, Bengaluru, Karnataka" });

    await page.goto("/app/database");
    const card = page.getByRole("article", { name: "Cubbon Precision Tools" });
    await card.getByText("No site location yet").waitFor();
    // Keyboard: focus the card's control and open it with Enter.
    await card.getByRole("link", { name: /^Set site location/ }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Set site location" });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await dialog.getByText("No site location yet").waitFor();

    await dialog.getByLabel("Latitude").fill("95");
    await dialog.getByLabel("Longitude").fill("77.5946");
    await dialog.getByRole("button", { name: "Save site location" }).click();
    await dialog.getByText("Latitude must be between -90 and 90").waitFor();
    expect(await dialog.getByLabel("Latitude").getAttribute("aria-invalid")).toBe("true");

    // "Use my current position" fills both fields from the device.
    await context.setGeolocation({ ...SITE, accuracy: 15 });
    await dialog.getByRole("button", { name: "Use my current position" }).click();
    await dialog.getByText("Filled from your position (±15 m). Save to keep it.").waitFor();
    expect(await dialog.getByLabel("Latitude").inputValue()).toBe("12.971600");
    expect(await dialog.getByLabel("Longitude").inputValue()).toBe("77.594600");
    await shots(page, "dialog");

    // A pasted pair splits into both fields; Enter saves.
    await dialog.getByLabel("Longitude").fill("");
    await dialog.getByLabel("Latitude").fill("12.97160, 77.59460");
    expect(await dialog.getByLabel("Longitude").inputValue()).toBe("77.59460");
    await dialog.getByLabel("Latitude").press("Enter");
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("status").filter({ hasText: "Site location saved" }).waitFor();
    await card.getByText("Site location: 12.97160, 77.59460 (set by hand)").waitFor();
    await shots(page, "card", card);
    const [row] = await d1<{ site_latitude: number; site_longitude: number; site_source: string }>(
      `SELECT site_latitude, site_longitude, site_source FROM companies c JOIN users u ON u.id = c.user_id WHERE u.email = '${email}'`,
    );
    expect(row).toEqual({ site_latitude: 12.9716, site_longitude: 77.5946, site_source: "manual" });

    // Capture 5 km north of the site: the warning shows before saving, in the workspace and the confirm dialog.
    await context.setGeolocation({ latitude: northOf(5000), longitude: SITE.longitude, accuracy: 20 });
    await pickCompanyAndStart(page, "Cubbon Precision Tools");
    await shoot(page, 1);
    const far =
      "These photos look far from the site: 1 of 1 photo taken more than 250 m from the site (up to 5.0 km). Check you are at Cubbon Precision Tools before you leave.";
    const warning = page.getByRole("alert").filter({ hasText: "These photos look far from the site" });
    await warning.waitFor();
    expect(await warning.innerText()).toContain(far);
    expect(await warning.innerText()).toContain("A trust signal, not proof");
    await shots(page, "capture-warning", warning);

    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Assessment" }).waitFor();
    await warning.waitFor();
    await page.getByRole("button", { name: "Save Inspection" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirm Inspection" });
    const confirmWarning = confirm.getByRole("alert").filter({ hasText: "These photos look far from the site" });
    await confirmWarning.waitFor();
    expect(await confirmWarning.innerText()).toContain(far);
    await shots(page, "confirm-warning");

    // A trust signal only: saving goes ahead.
    await confirm.getByRole("button", { name: "Confirm & Save" }).click();
    await page.waitForURL("**/app/history", { timeout: 60_000 }).catch(async (error: Error) => {
      throw new Error(`${error.message}\nOn the page: ${(await page.getByRole("alert").allInnerTexts()).join(" | ")}`);
    });
    expect((await d1<{ n: number }>(`SELECT count(*) AS n FROM inspections i JOIN users u ON u.id = i.user_id WHERE u.email = '${email}'`))[0].n).toBe(1);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("says quietly that photos are on site, and warns about a poor fix, on a phone", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signedInNew(page, "Farhan Sheikh");
    await addCompanyDirect(page, { name: "Ulsoor Lake Printers", address: "Ulsoor, Bengaluru, Karnataka" });
    const [company] = await d1<{ id: string }>(`SELECT id FROM companies WHERE name = 'Ulsoor Lake Printers' ORDER BY created_at DESC LIMIT 1`);
    const set = await page.request.post("/app/database?_data=routes%2Fapp.database", {
      form: { intent: "site-manual", id: company.id, latitude: String(SITE.latitude), longitude: String(SITE.longitude) },
      headers: { Origin: baseUrl() },
    });
    expect(set.status()).toBe(200);

    await context.setGeolocation({ latitude: northOf(30), longitude: SITE.longitude, accuracy: 10 });
    await pickCompanyAndStart(page, "Ulsoor Lake Printers");
    await shoot(page, 1);
    const onSite = page.getByRole("status").filter({ hasText: "On site: The photo was taken within 30 m of the site (GPS ±10 m)." });
    await onSite.waitFor();
    await onSite.scrollIntoViewIfNeeded();
    await screenshot(page, "on-site-on-site-390");
    expect(await page.getByRole("alert").filter({ hasText: "look far from the site" }).count()).toBe(0);

    // A second photo with a 300 m fix near the site cannot be judged. (The page keeps positions for a minute, so open it again.)
    await context.setGeolocation({ latitude: northOf(60), longitude: SITE.longitude, accuracy: 300 });
    await page.reload();
    await page.getByRole("button", { name: "Start Camera" }).click();
    await page.getByRole("button", { name: "Stop Camera" }).waitFor();
    await page.getByText("accuracy ±300 m").waitFor();
    await shoot(page, 2);
    const poor = page.getByRole("alert").filter({ hasText: "Cannot confirm you are on site" });
    await poor.waitFor();
    expect(await poor.innerText()).toContain(
      "Cannot confirm you are on site: GPS accuracy was poor (±300 m), so the distance to the site cannot be judged. Wait for a better fix or move into the open before you leave.",
    );
    await poor.scrollIntoViewIfNeeded();
    await screenshot(page, "on-site-poor-390");
    expectNoConsoleErrors(errors);
    await context.close();
  });
  it("pins the site of a company without one from its first inspection, says so, and checks the next against it", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signedInNew(page, "Kavya Menon");
    await addCompanyDirect(page, { name: "Malleshwaram Foundry", address: "Malleshwaram, Bengaluru, Karnataka" });

    await context.setGeolocation({ ...SITE, accuracy: 12 });
    await pickCompanyAndStart(page, "Malleshwaram Foundry");
    await shoot(page, 1);
    await page
      .getByText(
        "No site location on record for Malleshwaram Foundry yet. Saving sets it where these photos were taken, if the GPS fix is good, and later inspections are checked against it.",
      )
      .waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Save Inspection" }).click();
    await page.getByRole("alertdialog", { name: "Confirm Inspection" }).getByRole("button", { name: "Confirm & Save" }).click();
    await page.waitForURL("**/app/history", { timeout: 60_000 });
    // Judged against a point made from its own photo, the first inspection is not called on site.
    const first = page.getByRole("article", { name: "Malleshwaram Foundry" });
    await first.getByText("Site pinned here").waitFor();
    expect(await first.getByText("On site", { exact: true }).count()).toBe(0);
    await shots(page, "pinned-history", first);
    await first.getByRole("button", { name: "Evidence" }).click();
    const evidence = page.getByRole("dialog", { name: "Evidence" });
    await evidence.getByText("Site location set from this inspection's own photos, so there was no earlier location to compare with").waitFor();
    expect(await evidence.getByLabel("Not compared").count()).toBe(1);
    await evidence.getByRole("button", { name: "Close" }).last().click();

    await page.goto("/app/database");
    await page.getByRole("article", { name: "Malleshwaram Foundry" }).getByText("Site location: 12.97160, 77.59460 (pinned by first inspection)").waitFor();

    await context.setGeolocation({ latitude: northOf(5000), longitude: SITE.longitude, accuracy: 12 });
    await pickCompanyAndStart(page, "Malleshwaram Foundry");
    await shoot(page, 1);
    await page
      .getByRole("alert")
      .filter({ hasText: "These photos look far from the site: 1 of 1 photo taken more than 250 m from the site (up to 5.0 km)" })
      .waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
