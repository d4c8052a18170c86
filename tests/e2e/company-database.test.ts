import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoConsoleErrors, launch, openPage, PHONE, screenshot } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signUp(page: Page, name: string) {
  await page.goto("/login?view=sign-up");
  await page.getByLabel("Display name").fill(name);
  await page.getByLabel("Email").fill(`${name.split(" ")[0].toLowerCase()}-${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("field-work-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/app");
}

const field = (page: Page, name: string) => page.getByRole("dialog").getByRole("textbox", { name, exact: true });
const count = (page: Page) => page.getByText(/^\d+ compan(y|ies) found$/).textContent();

async function addCompany(page: Page, name: string, address: string) {
  await page.getByRole("link", { name: "Add Company" }).first().click();
  await field(page, "Company Name").fill(name);
  await field(page, "Address").fill(address);
  await page.getByRole("dialog").getByRole("button", { name: "Add Company" }).click();
  await page.getByRole("dialog").waitFor({ state: "hidden" });
}

describe("company database", () => {
  it("adds (after a wrong PAN), finds, edits, pages and deletes a company", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signUp(page, "Kavya Nair");
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Database" }).click();
    await page.getByText("No companies found").waitFor();
    await page.getByRole("link", { name: "Add First Company" }).click();
    await page.getByRole("dialog", { name: "Add New Company" }).waitFor();
    await field(page, "Company Name").fill("Konkan Cold Storage");
    await field(page, "CIN").fill("u12345mh2015ptc123456");
    expect(await field(page, "CIN").inputValue()).toBe("U12345MH2015PTC123456");
    await field(page, "GSTIN").fill("27abc");
    await page.getByRole("dialog").getByText("Format may be incorrect...").waitFor();
    await field(page, "PAN").fill("abcd1234");
    await field(page, "Address").fill("Plot 9, Ratnagiri, Maharashtra");
    await page.getByRole("dialog").getByRole("button", { name: "Add Company" }).click();
    await page.getByRole("dialog").getByText("Invalid PAN format").waitFor();
    await field(page, "PAN").fill("ABCDE1234F");
    await expect(page.getByRole("dialog").getByText("Invalid PAN format").count()).resolves.toBe(0);
    await page.getByRole("dialog").getByRole("button", { name: "Add Company" }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await page.getByRole("status").filter({ hasText: "Company added successfully" }).waitFor();
    await expect.poll(() => count(page)).toBe("1 company found");

    for (let i = 1; i <= 10; i++) await addCompany(page, `Filler Traders ${String(i).padStart(2, "0")}`, `${i} Ring Road, Surat, Gujarat`);
    await expect.poll(() => count(page)).toBe("11 companies found");
    await screenshot(page, "database-desktop");

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect.poll(() => page.url()).toContain("page=2");
    await expect.poll(() => page.getByRole("article").count()).toBe(2);
    await page.reload();
    await expect.poll(() => page.getByRole("article").count()).toBe(2);

    await page.getByRole("searchbox", { name: "Search companies" }).fill("ratnagiri");
    await expect.poll(() => count(page)).toBe("1 company found");
    expect(page.url()).not.toContain("page=2");
    const card = page.getByRole("article", { name: "Konkan Cold Storage" });
    await card.getByRole("link", { name: "Edit" }).click();
    await page.getByRole("dialog", { name: "Edit Company" }).waitFor();
    await field(page, "Contact Person").fill("Suresh Patil");
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Company updated successfully" }).waitFor();
    await page.getByRole("article", { name: "Konkan Cold Storage" }).getByText("Suresh Patil").waitFor();

    await page.getByRole("searchbox", { name: "Search companies" }).fill("");
    await page.getByRole("button", { name: "Sort and filter" }).click();
    await page.getByRole("menuitem", { name: "Filter by State" }).click();
    await page.getByRole("menuitem", { name: "Maharashtra" }).click();
    await expect.poll(() => count(page)).toBe("1 company found");
    await page.getByRole("link", { name: "Remove State: Maharashtra" }).click();
    await expect.poll(() => count(page)).toBe("11 companies found");

    // Sorted by name, Konkan is the 11th company: on page 2.
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
    await page.getByRole("article", { name: "Konkan Cold Storage" }).getByRole("link", { name: "Delete Konkan Cold Storage" }).click();
    await page.getByRole("alertdialog", { name: "Delete Company" }).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("status").filter({ hasText: "Company deleted successfully" }).waitFor();
    await expect.poll(() => count(page)).toBe("10 companies found");
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("imports companies from a CSV after showing what it will add and reject", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signUp(page, "Imran Sheikh");
    await page.goto("/app/database");
    await page.getByRole("link", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Companies from CSV" });
    const csv = 'name,cin,address\n"Shah, Patel & Co",L12345MH2000PLC123456,"Pune, Maharashtra"\n,U1,Nowhere\nDeccan Foods,,Hyderabad\n';
    await dialog.getByLabel("CSV file").setInputFiles({ name: "companies.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByText("2 will be added, 1 rejected").waitFor();
    await dialog.getByRole("table").getByText("Shah, Patel & Co").waitFor();
    await dialog.getByRole("list", { name: "Rejected rows" }).getByText("Row 3: Company name is required").waitFor();
    await screenshot(page, "database-import-preview");
    await dialog.getByRole("button", { name: "Import 2 companies" }).click();
    await page.getByRole("status").filter({ hasText: "2 companies imported successfully" }).waitFor();
    await expect.poll(() => count(page)).toBe("2 companies found");
    await page.getByRole("article", { name: "Shah, Patel & Co" }).waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("fits a phone screen", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await signUp(page, "Rohan Das");
    await page.goto("/app/database");
    await addCompany(page, "Hooghly Jute Mills", "Howrah, West Bengal");
    await page.getByRole("article", { name: "Hooghly Jute Mills" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await screenshot(page, "database-phone");
    await context.close();
  });
});
