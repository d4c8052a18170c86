// Issue 42, item 5: text typed in a list's search box before the page hydrated is searched once it
// is ready, with no keystroke (app/ui/SearchForm.tsx); without scripts, Enter submits the search as a
// GET form. The scripts are held back as a slow phone link would (openBeforeHydration).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, baseUrl, d1, expectNoConsoleErrors, isHydrated, launch, openBeforeHydration, openPage, PHONE, signedIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A sealed-looking inspection row of the user's own, straight into D1 (the search index follows by trigger). */
async function seedInspection(userId: string, email: string, company: string, n: number) {
  const at = new Date(Date.now() - n * 60_000).toISOString();
  await d1(
    `INSERT INTO inspections (id, user_id, user_email, inspector_name, company_name, timestamp, date, time, insurance_adequacy, activity_level, signboards, property_valuation, inventory_level, market_enquiry, overall_position, photo_count, created_at) VALUES ('${userId}-${n}', '${userId}', '${email}', 'Search Tester', '${company}', '${at}', 'd', 't', 'adequate', 'moderate', 'as_per_kyc_docs', 'adequate', 'sufficient', 'satisfactory', 'satisfactory', 1, '${at}')`,
  );
}

describe("a search typed before the page hydrated", () => {
  it("filters the company database once the page is ready", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await signedIn(context, { name: "Amrita Search" });
    await addCompanyDirect(page, { name: "Amber Textiles", address: "Surat, Gujarat" });
    await addCompanyDirect(page, { name: "Deccan Foods", address: "Hyderabad, Telangana" });
    const held = await openBeforeHydration(page, "/app/database", "Company Database");
    await page.getByText("2 companies found").waitFor();
    await page.getByRole("searchbox", { name: "Search companies" }).fill("amber");
    expect(await isHydrated(page)).toBe(false);
    await held.release();
    await page.getByRole("status").filter({ hasText: "1 company found" }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("amber");
    await page.getByRole("article", { name: "Amber Textiles" }).waitFor();
    expect(await page.getByRole("article", { name: "Deccan Foods" }).count()).toBe(0);
    expect(await page.getByRole("searchbox", { name: "Search companies" }).inputValue()).toBe("amber");
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("filters the history once the page is ready, keeping the search the URL had when the box was cleared", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const user = await signedIn(context, { name: "Harish Search" });
    await seedInspection(user.userId, user.email, "Malabar Spice Traders", 1);
    await seedInspection(user.userId, user.email, "Konkan Cashews", 2);
    const held = await openBeforeHydration(page, "/app/history", "Inspection History");
    await page.getByRole("status").filter({ hasText: "2 inspection(s) found" }).waitFor();
    await page.getByRole("searchbox", { name: "Search inspections" }).fill("malabar");
    await held.release();
    await page.getByRole("status").filter({ hasText: "1 inspection(s) found" }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("malabar");
    await page.getByRole("article", { name: "Malabar Spice Traders" }).waitFor();

    // A search the page opened with, cleared before hydration: the whole list again.
    const again = await openBeforeHydration(page, "/app/history?q=konkan", "Inspection History");
    await page.getByRole("status").filter({ hasText: "1 inspection(s) found" }).waitFor();
    await page.getByRole("searchbox", { name: "Search inspections" }).fill("");
    await again.release();
    await page.getByRole("status").filter({ hasText: "2 inspection(s) found" }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get("q") ?? "").toBe("");
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("searches the admin's user list once the page is ready", async () => {
    const { context, page, errors } = await openPage(browser);
    const admin = await signedIn(context, { name: "Admin Searcher", role: "admin" });
    const held = await openBeforeHydration(page, "/app/admin?sortBy=email", "Admin Panel");
    await page.getByRole("searchbox", { name: "Search the user list" }).fill(admin.email);
    await held.release();
    await page.getByRole("status").filter({ hasText: "Loaded 1 users (1 total)" }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(admin.email);
    expect(new URL(page.url()).searchParams.get("sortBy")).toBe("email");
    await page.getByRole("checkbox", { name: `Select ${admin.email}` }).waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("searches with Enter in a browser without scripts, as a GET form", async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), javaScriptEnabled: false });
    await signedIn(context, { name: "Nandini Noscript" });
    const page = await context.newPage();
    await addCompanyDirect(page, { name: "Amber Textiles", address: "Surat, Gujarat" });
    await addCompanyDirect(page, { name: "Deccan Foods", address: "Hyderabad, Telangana" });
    await page.goto("/app/database?sort=date");
    await page.getByText("2 companies found").waitFor();
    const box = page.getByRole("searchbox", { name: "Search companies" });
    await box.fill("deccan");
    await Promise.all([page.waitForURL(/q=deccan/), box.press("Enter")]);
    await page.getByText("1 company found").waitFor();
    await page.getByRole("article", { name: "Deccan Foods" }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/app/database");
    // The page's other choices are kept by the form's hidden fields.
    expect(url.searchParams.get("sort")).toBe("date");
    await context.close();
  });
});
