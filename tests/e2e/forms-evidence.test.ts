// Photo files and the history's delete before the page has hydrated (issue "Before the script"): a file
// chosen on the verify page or in "Add photos from files" is taken up once the scripts run, and an
// inspection is deleted from a confirmation page (`/app/history?delete=<id>`) that posts natively.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, baseUrl, d1, expectNoConsoleErrors, isHydrated, launch, openBeforeHydration, openPage, PHONE, signedIn } from "./browser";
import { captureInspection } from "./capture-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function start(name: string) {
  const { context, page, errors } = await openPage(browser, PHONE);
  const user = await signedIn(context, { name });
  return { context, page, errors, user };
}

/** A saved inspection of one photo at `company`, captured through the camera page; returns its id. */
async function inspectionOf(page: Page, userId: string, company: string): Promise<string> {
  await addCompanyDirect(page, { name: company, address: "Nashik, Maharashtra" });
  await captureInspection(page, company, 1);
  return (await d1<{ id: string }>(`SELECT id FROM inspections WHERE user_id = '${userId}'`))[0].id;
}

const inspectionsOf = async (userId: string) => (await d1<{ n: number }>(`SELECT count(*) AS n FROM inspections WHERE user_id = '${userId}'`))[0].n;

describe("photo files before hydration", () => {
  it("checks a photo file chosen on the verify page before the scripts ran, once they run", async () => {
    const { context, page, errors, user } = await start("Vera Forms");
    const id = await inspectionOf(page, user.userId, "Godavari Paper Mills");
    const created = await page.request.post(`/app/evidence/${id}?_data=routes%2Fapp.evidence.%24inspectionId`, {
      form: { intent: "create", days: "7" },
      headers: { Origin: baseUrl() },
    });
    expect(created.status()).toBe(200);
    const { link } = (await created.json()) as { link: { url: string } };
    const [photo] = await d1<{ id: string }>(`SELECT id FROM photos WHERE inspection_id = '${id}'`);
    const original = await page.request.get(`${link.url}/photos/${photo.id}`);
    expect(original.status()).toBe(200);

    const visitor = await openPage(browser, PHONE);
    const held = await openBeforeHydration(visitor.page, new URL(link.url).pathname, "Verified");
    const waiting = visitor.page.getByText("The check runs once the page has loaded.");
    await waiting.waitFor();
    await visitor.page.getByLabel("Choose a photo file to check").setInputFiles({ name: "photo-1.jpg", mimeType: "image/jpeg", buffer: await original.body() });
    expect(await isHydrated(visitor.page)).toBe(false);
    await held.release();
    await visitor.page
      .getByRole("status")
      .getByText(/^Match: this file is Photo 1 /)
      .waitFor();
    await waiting.waitFor({ state: "detached" });
    expectNoConsoleErrors(visitor.errors);
    expectNoConsoleErrors(errors);
    await visitor.context.close();
    await context.close();
  });

  it("adds a photo chosen in 'Add photos from files' before the scripts ran, once they run", async () => {
    const { context, page, errors } = await start("Kiran Forms");
    await addCompanyDirect(page, { name: "Tapti Oil Mills", address: "Surat, Gujarat" });
    // The company is picked once (the workspace remembers it), as an inspector does before going on site.
    await page.goto("/app/camera");
    await page.getByRole("button", { name: "Select Company" }).click();
    await page.getByRole("dialog", { name: "Select Company" }).getByRole("listitem").filter({ hasText: "Tapti Oil Mills" }).click();
    await page.getByRole("button", { name: "Change Company" }).waitFor();
    const jpeg = await page.screenshot({ type: "jpeg" });

    const held = await openBeforeHydration(page, "/app/camera", "Site Inspection");
    await page.getByText("The camera can start once the page has loaded.").waitFor();
    await page.getByLabel("Add photos from files").setInputFiles({ name: "site.jpg", mimeType: "image/jpeg", buffer: jpeg });
    expect(await isHydrated(page)).toBe(false);
    await held.release();
    await page.getByRole("button", { name: "Take photo (1 taken)" }).waitFor();
    await page.getByText("Camera is off").waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe("deleting an inspection before hydration", () => {
  it("deletes from the confirmation page, posted before the scripts ran", async () => {
    const { context, page, errors, user } = await start("Dina Forms");
    await inspectionOf(page, user.userId, "Sabarmati Cotton Works");
    await openBeforeHydration(page, "/app/history", "Inspection History");
    await page.getByRole("link", { name: "Delete inspection of Sabarmati Cotton Works" }).click();
    const confirm = page.getByRole("region", { name: "Delete Inspection" });
    await confirm.getByText(/^Delete the inspection of Sabarmati Cotton Works on .+, with its 1 photos\? This cannot be undone\.$/).waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("status").filter({ hasText: "Inspection deleted" }).waitFor();
    await page.getByText("No inspections found").waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await inspectionsOf(user.userId)).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("opens the confirmation page as the dialog once the scripts run, and deletes from it", async () => {
    const { context, page, errors, user } = await start("Omar Forms");
    const id = await inspectionOf(page, user.userId, "Narmada Cement Co");
    const held = await openBeforeHydration(page, `/app/history?delete=${id}`, "Inspection History");
    await page.getByRole("region", { name: "Delete Inspection" }).waitFor();
    await held.release();
    const dialog = page.getByRole("alertdialog", { name: "Delete Inspection" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("status").filter({ hasText: "Inspection deleted" }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByRole("region", { name: "Delete Inspection" }).count()).toBe(0);
    expect(await inspectionsOf(user.userId)).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
