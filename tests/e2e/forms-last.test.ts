// The last forms before the page has hydrated (issue "Before the script"): an admin's forms on a user's
// details page (/app/admin/users/<id>), and an inspection's verify links from the history's evidence
// page (/app/history?evidence=<id>). Each posts natively and the page that comes back shows the outcome.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, d1, expectNoConsoleErrors, isHydrated, launch, openBeforeHydration, openPage, PHONE, signedIn } from "./browser";
import { captureInspection } from "./capture-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

type UserRow = {
  first_name: string | null;
  organization: string | null;
  is_active: number;
  deactivation_reason: string | null;
  account_type: string;
  role: string;
};
const userRow = async (id: string) =>
  (await d1<UserRow>(`SELECT first_name, organization, is_active, deactivation_reason, account_type, role FROM users WHERE id = '${id}'`))[0];

/** An admin of the test's own on a phone, and a user of its own for the admin to change. */
async function adminAndUser(name: string) {
  const other = await openPage(browser, PHONE);
  const user = await signedIn(other.context, { name });
  await other.context.close();
  const { context, page, errors } = await openPage(browser, PHONE);
  await signedIn(context, { name: "Nila Admin", role: "admin" });
  return { context, page, errors, user, path: `/app/admin/users/${user.userId}` };
}

describe("a user's details page before hydration", () => {
  it("opens from the users list's Details link before the scripts ran", async () => {
    const { context, page, errors, user } = await adminAndUser("Omkar Listed");
    const held = await openBeforeHydration(page, "/app/admin?sortBy=createdAt", "Admin Panel");
    await page.getByRole("link", { name: `Details of ${user.email}` }).click();
    await page.getByText(`Email: ${user.email}`).waitFor();
    expect(await isHydrated(page)).toBe(false);
    await held.release();
    await page.getByRole("heading", { level: 1, name: "Omkar Listed" }).waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("edits the profile: a refused edit keeps what was typed, an accepted one is saved, and typing survives hydration", async () => {
    const { context, page, errors, user, path } = await adminAndUser("Farah Edited");
    const held = await openBeforeHydration(page, path, "Farah Edited");
    await page.getByLabel("First Name").fill("");
    await page.getByLabel("Organization").fill("Deccan Audits");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await page.getByText("First name is required").waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await page.getByLabel("Organization").inputValue()).toBe("Deccan Audits");
    expect((await userRow(user.userId)).organization).toBeNull();

    await page.getByLabel("First Name").fill("Farida");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await status(page, "Profile updated successfully").waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await userRow(user.userId)).toMatchObject({ first_name: "Farida", organization: "Deccan Audits" });

    await page.getByLabel("Organization").fill("Konkan Audits");
    await held.release();
    expect(await page.getByLabel("Organization").inputValue()).toBe("Konkan Audits");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect.poll(async () => (await userRow(user.userId)).organization).toBe("Konkan Audits");
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("deactivates with the reason typed before hydration, then reactivates", async () => {
    const { context, page, errors, user, path } = await adminAndUser("Gopal Paused");
    const held = await openBeforeHydration(page, path, "Gopal Paused");
    await page.getByLabel("Reason").fill("Left the company");
    await page.getByRole("button", { name: "Deactivate" }).click();
    await status(page, "User deactivated successfully").waitFor();
    await page.getByText(/^Deactivated .*: Left the company$/).waitFor();
    expect(await userRow(user.userId)).toMatchObject({ is_active: 0, deactivation_reason: "Left the company" });
    await page.getByRole("button", { name: "Reactivate" }).click();
    await status(page, "User reactivated successfully").waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await userRow(user.userId)).toMatchObject({ is_active: 1, deactivation_reason: null });
    // Typed before hydration, sent after.
    await page.getByLabel("Reason").fill("Duplicate account");
    await held.release();
    expect(await page.getByLabel("Reason").inputValue()).toBe("Duplicate account");
    await page.getByRole("button", { name: "Deactivate" }).click();
    await status(page, "User deactivated successfully").waitFor();
    expect(await userRow(user.userId)).toMatchObject({ is_active: 0, deactivation_reason: "Duplicate account" });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("changes the plan and admin access before hydration as after", async () => {
    const { context, page, errors, user, path } = await adminAndUser("Hema Promoted");
    const held = await openBeforeHydration(page, path, "Hema Promoted");
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await status(page, "User upgraded to Premium successfully!").waitFor();
    await page.getByRole("button", { name: "Make Admin" }).click();
    await status(page, "Admin access granted").waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await userRow(user.userId)).toMatchObject({ account_type: "premium", role: "admin" });
    await held.release();
    await page.getByRole("button", { name: "Remove Admin" }).click();
    await status(page, "Admin access removed").waitFor();
    await page.getByRole("button", { name: "Downgrade to Free" }).click();
    await status(page, "User downgraded to Free successfully!").waitFor();
    expect(await userRow(user.userId)).toMatchObject({ account_type: "free", role: "user" });
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe("verify links before hydration", () => {
  it("creates and revokes a link from the history's evidence page, a stale revoke refused, then opens the dialog", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const user = await signedIn(context, { name: "Ishaan Links" });
    await addCompanyDirect(page, { name: "Sabari Cotton Mills", address: "Kottayam, Kerala" });
    await captureInspection(page, "Sabari Cotton Mills", 1);
    const [{ id }] = await d1<{ id: string }>(`SELECT id FROM inspections WHERE user_id = '${user.userId}'`);
    const links = () => d1<{ id: string; revoked_at: string | null }>(`SELECT id, revoked_at FROM verify_links WHERE inspection_id = '${id}'`);

    const held = await openBeforeHydration(page, "/app/history", "Inspection History");
    await page.getByRole("link", { name: "Evidence" }).click();
    const panel = page.getByRole("region", { name: "Evidence" });
    await panel.getByText("No links yet.", { exact: false }).waitFor();
    await panel.getByLabel("Link valid for").selectOption("30");
    await panel.getByRole("button", { name: "Create verify link" }).click();
    await status(page, "Verify link created").waitFor();
    expect(await isHydrated(page)).toBe(false);
    const [made] = await links();
    expect(made.revoked_at).toBeNull();
    const until = (
      await d1<{ days: number }>(`SELECT round(julianday(expires_at) - julianday(created_at)) AS days FROM verify_links WHERE id = '${made.id}'`)
    )[0];
    expect(until.days).toBe(30);

    // Revoked meanwhile from elsewhere: this page's Revoke is refused, and says so.
    const res = await page.request.post(`/app/evidence/${id}?_data=routes%2Fapp.evidence.%24inspectionId`, {
      form: { intent: "revoke", link: made.id },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(200);
    await panel.getByRole("button", { name: "Revoke" }).click();
    await alert(page, "Link not found").waitFor();
    await panel.getByText("Revoked", { exact: true }).waitFor();

    await panel.getByRole("button", { name: "Create verify link" }).click();
    await status(page, "Verify link created").waitFor();
    await panel.getByRole("button", { name: "Revoke" }).click();
    await status(page, "Verify link revoked").waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect((await links()).every((l) => l.revoked_at !== null)).toBe(true);

    await held.release();
    const dialog = page.getByRole("dialog", { name: "Evidence" });
    await dialog.getByRole("button", { name: "Create verify link" }).waitFor();
    expect(await dialog.getByText("Revoked", { exact: true }).count()).toBe(2);
    expectNoConsoleErrors(errors);
    await context.close();
  }, 90_000);
});
