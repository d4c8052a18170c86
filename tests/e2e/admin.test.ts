import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoConsoleErrors, launch, openPage, screenshot, signedInAdmin, signedInNew } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("administration", () => {
  it("signs in at /admin-login, uploads a CSV with progress, upgrades a user and broadcasts to premium users, who see it arrive", async () => {
    const inspector = await openPage(browser, DESKTOP);
    const email = await signedInNew(inspector.page, "Gita Menon");
    await inspector.page.getByRole("link", { name: "Notifications, 0 unread" }).waitFor();

    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto("/admin-login");
    await page.getByLabel("Admin email").fill("admin@siteproof.test");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("alert").filter({ hasText: "Incorrect password. Please try again." }).waitFor();
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByLabel("Password", { exact: true }).getAttribute("type")).resolves.toBe("text");
    await page.getByLabel("Password", { exact: true }).fill("admin123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("status").filter({ hasText: "Login successful! Redirecting..." }).waitFor();
    await page.waitForURL("**/admin-dashboard");
    await page.getByText("ADMIN", { exact: true }).waitFor();

    // Upgrade the new inspector from the All Users table.
    await page.getByRole("button", { name: `Upgrade ${email}` }).click();
    await page.getByRole("status").filter({ hasText: "User upgraded to Premium successfully!" }).waitFor();
    await page.getByRole("button", { name: `Downgrade ${email}` }).waitFor();

    // Bulk upload through the queue, with a progress bar to the end.
    await page.getByRole("tab", { name: "Bulk Upload" }).click();
    const csv =
      'name,cin,gstin,address\n"Shah, Patel & Co",L1,G1,"Plot 4, Pune, Maharashtra"\nKaveri Mills,U2,G2,Mysuru Karnataka\nShort Row,,\nGanga Agro,U3,G3,Patna Bihar\n';
    await page.getByLabel("CSV file").setInputFiles({ name: "directory.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Upload Companies" }).click();
    await page.getByRole("status").filter({ hasText: "Successfully uploaded 3 companies!" }).waitFor({ timeout: 30_000 });
    await expect(page.getByRole("progressbar", { name: "Upload progress" }).getAttribute("aria-valuenow")).resolves.toBe("100");
    await page.getByRole("list", { name: "Rejected rows" }).getByText("Row 4: Needs at least 3 values (name, CIN, GSTIN)").waitFor();
    await screenshot(page, "admin-upload");

    // Broadcast to premium users.
    await page.getByRole("tab", { name: "Notifications" }).click();
    await page.getByLabel("Title").fill("Audit season");
    await page.getByLabel("Message").fill("New checklists are in the Help Center.");
    await page.getByLabel("Target audience").selectOption("premium");
    await page.getByRole("button", { name: "Send Notification" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /^Notification sent to \d+ users!$/ })
      .waitFor({ timeout: 30_000 });

    // The inspector's open tab hears it without a reload.
    // Other test files may broadcast to premium users at the same time: at least this one arrives.
    const bell = inspector.page.getByRole("link", { name: /^Notifications, [1-9]\d* unread$/ });
    await bell.waitFor({ timeout: 30_000 });
    await bell.click();
    await inspector.page.getByRole("listitem", { name: "Audit season" }).waitFor();
    await inspector.page.reload();
    await inspector.page.getByText("PREMIUM", { exact: true }).waitFor();

    await page.getByRole("tab", { name: "Analytics" }).click();
    await page
      .getByRole("list", { name: "Admin activity log" })
      .getByText(/admin@siteproof.test: "Audit season" to premium users/)
      .waitFor();
    expectNoConsoleErrors(errors);
    await inspector.context.close();
    await context.close();
  }, 120_000);

  it("shows a failed upload and a failed analytics load in red, has the quick actions, and shows the email in the user details", async () => {
    const inspector = await openPage(browser, DESKTOP);
    const email = await signedInNew(inspector.page, "Lata Iyer");
    await inspector.context.close();

    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signedInAdmin(page);

    await page.getByRole("link", { name: `Details of ${email}` }).click();
    await page.getByText(`Email: ${email}`).waitFor();
    await page.goBack();

    await page.getByLabel("Account type").selectOption("premium");
    await page.waitForURL(/accountType=premium/);
    await page.getByRole("group", { name: "Quick actions" }).getByRole("link", { name: "Load All Users" }).click();
    await page.waitForURL(/accountType=all/);
    await page.getByRole("link", { name: `Details of ${email}` }).waitFor();
    await page.getByRole("group", { name: "Quick actions" }).getByRole("button", { name: "Send Notification" }).click();
    await expect(page.getByRole("tab", { name: "Notifications" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.getByLabel("Title").waitFor();

    // A file of which no row can be read fails, shown as a red banner.
    await page.getByRole("tab", { name: "Bulk Upload" }).click();
    await page.getByLabel("CSV file").setInputFiles({ name: "names.csv", mimeType: "text/csv", buffer: Buffer.from("name,cin,gstin\nOnly a name,,\n") });
    await page.getByRole("button", { name: "Upload Companies" }).click();
    await page.getByRole("alert").filter({ hasText: "Error processing file. Please check the format." }).first().waitFor({ timeout: 30_000 });
    await page.getByRole("list", { name: "Rejected rows" }).getByText("Row 2: Needs at least 3 values (name, CIN, GSTIN)").waitFor();
    await expect(page.getByRole("button", { name: "Upload Companies" }).isEnabled()).resolves.toBe(true);
    // The snackbar can be dismissed before it closes by itself.
    const snackbar = page.locator(".sp-notice").getByRole("alert");
    await page.getByRole("button", { name: "Dismiss" }).click();
    await snackbar.waitFor({ state: "detached", timeout: 1000 });

    // Analytics that cannot be fetched (the browser is offline) say so; back online they load.
    await page.getByRole("tab", { name: "Analytics" }).click();
    await context.setOffline(true);
    await page.getByRole("button", { name: "Load Detailed Analytics" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to load detailed analytics" }).waitFor();
    // An action that cannot reach the server says which one failed, in red, and the page stays.
    await page.getByRole("tab", { name: "User Management" }).click();
    await page.getByLabel("Search user by email").fill("inspector@siteproof.test");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to search user" }).waitFor();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await page.getByRole("tab", { name: "Analytics" }).click();
    await context.setOffline(false);
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { name: "User growth" }).waitFor();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to load detailed analytics" }).count()).resolves.toBe(0);
    expectNoConsoleErrors(errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED")));
    await context.close();
  });

  it("sends a non-admin from /admin-dashboard to /admin-login and shows Access Denied in the shell", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await signedInNew(page, "Hari Nair");
    await page.goto("/admin-dashboard");
    await page.waitForURL("**/admin-login");
    await page.goto("/app/admin");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await context.close();
  });
});
