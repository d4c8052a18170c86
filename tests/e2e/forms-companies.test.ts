// The Company Database's forms before the page has hydrated (issue "Before the script"): each is a
// page of its own until the scripts run (/app/database/new, <id>/edit, <id>/delete, <id>/site,
// import), posts natively, and moves into its dialog with what was typed once they do.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, d1, expectNoConsoleErrors, isHydrated, launch, openBeforeHydration, openPage, PHONE, signedIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const companiesOf = async (userId: string) =>
  await d1<{ id: string; name: string; address: string; contact_person: string | null; site_latitude: number | null }>(
    `SELECT id, name, address, contact_person, site_latitude FROM companies WHERE user_id = '${userId}' ORDER BY name`,
  );

async function start(name: string) {
  const { context, page, errors } = await openPage(browser, PHONE);
  const user = await signedIn(context, { name });
  return { context, page, errors, user };
}

async function seedCompany(page: Page, name: string, address: string) {
  const res = await page.request.post("/app/database?_data=routes%2Fapp.database", {
    form: { intent: "create", name, address },
    headers: { Origin: baseUrl() },
  });
  expect(res.status()).toBe(200);
}

describe("company forms before hydration", () => {
  it("adds a company posted before the scripts ran, after a refusal that keeps what was typed", async () => {
    const { context, page, errors, user } = await start("Asha Forms");
    await openBeforeHydration(page, "/app/database?q=deccan", "Company Database");
    await page.getByRole("link", { name: "Add Company" }).click();
    const form = page.getByRole("region", { name: "Add New Company" });
    await form.getByLabel("Address").fill("Plot 4, Hyderabad, Telangana");
    await form.getByRole("button", { name: "Add Company" }).click();
    // Refused natively: the field's error, the address kept.
    await form.getByText("Company name is required").waitFor();
    expect(await form.getByLabel("Address").inputValue()).toBe("Plot 4, Hyderabad, Telangana");
    expect(await isHydrated(page)).toBe(false);
    await form.getByRole("textbox", { name: "Company Name" }).fill("Deccan Foods");
    await form.getByRole("button", { name: "Add Company" }).click();
    await page.getByRole("status").filter({ hasText: "Company added successfully" }).waitFor();
    await page.getByRole("article", { name: "Deccan Foods" }).waitFor();
    expect((await companiesOf(user.userId)).map((c) => c.name)).toEqual(["Deccan Foods"]);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("keeps what was typed in the add form when the page hydrates, then saves it from the dialog", async () => {
    const { context, page, errors, user } = await start("Ravi Forms");
    const held = await openBeforeHydration(page, "/app/database/new", "Company Database");
    const form = page.getByRole("region", { name: "Add New Company" });
    await form.getByRole("textbox", { name: "Company Name" }).fill("Konkan Cold Storage");
    await form.getByLabel("Address").fill("Ratnagiri, Maharashtra");
    await held.release();
    const dialog = page.getByRole("dialog", { name: "Add New Company" });
    expect(await dialog.getByRole("textbox", { name: "Company Name" }).inputValue()).toBe("Konkan Cold Storage");
    expect(await dialog.getByLabel("Address").inputValue()).toBe("Ratnagiri, Maharashtra");
    await dialog.getByRole("button", { name: "Add Company" }).click();
    await page.getByRole("status").filter({ hasText: "Company added successfully" }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => new URL(page.url()).pathname).toBe("/app/database");
    expect((await companiesOf(user.userId)).map((c) => c.name)).toEqual(["Konkan Cold Storage"]);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("edits a company before hydration, and keeps an edit typed before hydration", async () => {
    const { context, page, errors, user } = await start("Meera Forms");
    await seedCompany(page, "Hooghly Jute Mills", "Howrah, West Bengal");
    await openBeforeHydration(page, "/app/database", "Company Database");
    await page.getByRole("article", { name: "Hooghly Jute Mills" }).getByRole("link", { name: "Edit" }).click();
    const form = page.getByRole("region", { name: "Edit Company" });
    await form.getByLabel("Contact Person").fill("Suresh Patil");
    await form.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Company updated successfully" }).waitFor();
    expect((await companiesOf(user.userId))[0].contact_person).toBe("Suresh Patil");

    const [{ id }] = await companiesOf(user.userId);
    const held = await openBeforeHydration(page, `/app/database/${id}/edit`, "Company Database");
    await page.getByRole("region", { name: "Edit Company" }).getByLabel("Contact Person").fill("Anita Roy");
    await held.release();
    const dialog = page.getByRole("dialog", { name: "Edit Company" });
    expect(await dialog.getByLabel("Contact Person").inputValue()).toBe("Anita Roy");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Company updated successfully" }).waitFor();
    expect((await companiesOf(user.userId))[0].contact_person).toBe("Anita Roy");
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("deletes a company when Delete is tapped before hydration", async () => {
    const { context, page, errors, user } = await start("Kiran Forms");
    await seedCompany(page, "Malabar Spices", "Kochi, Kerala");
    await seedCompany(page, "Nilgiri Tea", "Ooty, Tamil Nadu");
    const held = await openBeforeHydration(page, "/app/database", "Company Database");
    await page.getByRole("link", { name: "Delete Malabar Spices" }).click();
    const confirm = page.getByRole("region", { name: "Delete Company" });
    await confirm.getByText("Delete Malabar Spices?").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("status").filter({ hasText: "Company deleted successfully" }).waitFor();
    await page.getByText("1 company found").waitFor();
    expect((await companiesOf(user.userId)).map((c) => c.name)).toEqual(["Nilgiri Tea"]);

    // Once hydrated, the same route is a confirmation dialog.
    await held.release();
    await page.getByRole("link", { name: "Delete Nilgiri Tea" }).click();
    await page.getByRole("alertdialog", { name: "Delete Company" }).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("status").filter({ hasText: "Company deleted successfully" }).waitFor();
    await page.getByText("No companies found").waitFor();
    expect(await companiesOf(user.userId)).toEqual([]);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("sets a site location by hand before hydration, refusing a bad latitude first", async () => {
    const { context, page, errors, user } = await start("Tara Forms");
    await seedCompany(page, "Sahyadri Agro", "Nashik, Maharashtra");
    await openBeforeHydration(page, "/app/database", "Company Database");
    await page.getByRole("link", { name: "Set site location for Sahyadri Agro" }).click();
    const form = page.getByRole("region", { name: "Set site location" });
    await form.getByLabel("Latitude").fill("95");
    await form.getByLabel("Longitude").fill("73.79");
    await form.getByRole("button", { name: "Save site location" }).click();
    await form.getByText("Latitude must be between -90 and 90").waitFor();
    expect(await form.getByLabel("Longitude").inputValue()).toBe("73.79");
    await form.getByLabel("Latitude").fill("19.99");
    await form.getByRole("button", { name: "Save site location" }).click();
    await page.getByRole("status").filter({ hasText: "Site location saved" }).waitFor();
    expect((await companiesOf(user.userId))[0].site_latitude).toBe(19.99);

    const [{ id }] = await companiesOf(user.userId);
    const held = await openBeforeHydration(page, `/app/database/${id}/site`, "Company Database");
    await page.getByRole("region", { name: "Set site location" }).getByLabel("Latitude").fill("20.01");
    await held.release();
    const dialog = page.getByRole("dialog", { name: "Set site location" });
    expect(await dialog.getByLabel("Latitude").inputValue()).toBe("20.01");
    await dialog.getByRole("button", { name: "Save site location" }).click();
    await page.getByRole("status").filter({ hasText: "Site location saved" }).waitFor();
    expect((await companiesOf(user.userId))[0].site_latitude).toBe(20.01);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("previews a CSV file chosen before hydration once the page hydrates, then imports it", async () => {
    const { context, page, errors, user } = await start("Imran Forms");
    const held = await openBeforeHydration(page, "/app/database", "Company Database");
    await page.getByRole("link", { name: "Import CSV" }).click();
    const form = page.getByRole("region", { name: "Import Companies from CSV" });
    const csv = "name,address\nGodavari Mills,Rajahmundry\n,Nowhere\n";
    await form.getByLabel("CSV file").setInputFiles({ name: "companies.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await held.release();
    const dialog = page.getByRole("dialog", { name: "Import Companies from CSV" });
    await dialog.getByText("1 will be added, 1 rejected").waitFor();
    await dialog.getByRole("button", { name: "Import 1 companies" }).click();
    await page.getByRole("status").filter({ hasText: "1 company imported successfully" }).waitFor();
    expect((await companiesOf(user.userId)).map((c) => c.name)).toEqual(["Godavari Mills"]);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
