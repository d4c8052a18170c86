// The account pages before their scripts run (the forms rule): what a person types survives hydration,
// and a form sent before hydration gets the same answer as one sent after, refusals included.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, d1, expectNoConsoleErrors, isHydrated, launch, openBeforeHydration, openPage, PHONE, signedIn, TEST_PASSWORD } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const phone = () => openPage(browser, PHONE);
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });
const userRow = async (userId: string) =>
  (
    await d1<{ first_name: string; phone_number: string | null; settings: string }>(
      `SELECT first_name, phone_number, settings FROM users WHERE id = '${userId}'`,
    )
  )[0];

describe("admin login before hydration", () => {
  /** An admin account of the test's own, signed out again so /admin-login shows its forms. */
  async function adminAccount() {
    const opened = await phone();
    const admin = await signedIn(opened.context, { name: "Meera Admin", role: "admin" });
    await opened.context.clearCookies();
    return { ...opened, admin };
  }

  it("answers a sign-in sent before hydration: a wrong password refused with the email kept, then signed in", async () => {
    const { context, page, errors, admin } = await adminAccount();
    const held = await openBeforeHydration(page, "/admin-login", "Admin Login");
    await page.getByLabel("Admin email").fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await alert(page, "Incorrect password. Please try again.").waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await page.getByLabel("Admin email").inputValue()).toBe(admin.email);
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await status(page, "Login successful! Redirecting...").waitFor();
    expect(await isHydrated(page)).toBe(false);
    await held.release();
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("opens Forgot Password before hydration, refuses an address that is not an admin's, and keeps a typed one through hydration", async () => {
    const { context, page, errors, admin } = await adminAccount();
    const held = await openBeforeHydration(page, "/admin-login", "Admin Login");
    await page.getByRole("link", { name: "Forgot Password" }).click();
    await page.getByRole("button", { name: "Send reset link" }).waitFor();
    await page.getByLabel("Admin email").fill("nobody@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await alert(page, "Only authorized admin emails can reset passwords.").waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await page.getByLabel("Admin email").inputValue()).toBe("nobody@example.com");

    await page.getByLabel("Admin email").fill(admin.email);
    await held.release();
    expect(await page.getByLabel("Admin email").inputValue()).toBe(admin.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await status(page, "Password reset email sent! Check your inbox.").waitFor();
    await page.getByLabel("Admin email").fill("nobody@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await alert(page, "Only authorized admin emails can reset passwords.").waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe("Profile & Settings before hydration", () => {
  const fillProfile = async (page: Page, fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  };
  const good = { "First Name": "Kiran", Organization: "Rao Audits", Address: "Pune", "Phone Number": "+91 20 555 0101" };

  it("answers a profile saved before hydration: refused with the typed text kept, then saved", async () => {
    const { context, page, errors } = await phone();
    const me = await signedIn(context, { name: "Asha Profile" });
    const held = await openBeforeHydration(page, "/app/profile", "Profile & Settings");
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.getByRole("button", { name: "Save" }).waitFor();
    await fillProfile(page, { ...good, "Phone Number": "12ab" });
    await page.getByRole("button", { name: "Save" }).click();
    await alert(page, "Failed to save profile").waitFor();
    await page.getByText("Invalid phone number format").waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await page.getByLabel("First Name").inputValue()).toBe("Kiran");
    expect(await page.getByLabel("Phone Number").inputValue()).toBe("12ab");
    expect((await userRow(me.userId)).first_name).toBe("Asha");

    await page.getByLabel("Phone Number").fill(good["Phone Number"]);
    await page.getByRole("button", { name: "Save" }).click();
    await status(page, "Profile updated successfully").waitFor();
    expect(await isHydrated(page)).toBe(false);
    await page.getByText("Rao Audits").waitFor();
    expect(await userRow(me.userId)).toMatchObject({ first_name: "Kiran", phone_number: "+91 20 555 0101" });
    await held.release();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("keeps profile text typed before hydration, and refuses and saves the same way after it", async () => {
    const { context, page, errors } = await phone();
    const me = await signedIn(context, { name: "Ravi Profile" });
    const held = await openBeforeHydration(page, "/app/profile", "Profile & Settings");
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.getByRole("button", { name: "Save" }).waitFor();
    await fillProfile(page, { ...good, "Phone Number": "12ab" });
    await held.release();
    expect(await page.getByLabel("First Name").inputValue()).toBe("Kiran");
    expect(await page.getByLabel("Phone Number").inputValue()).toBe("12ab");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Invalid phone number format").waitFor();
    await page.getByLabel("Phone Number").fill(good["Phone Number"]);
    await page.getByRole("button", { name: "Save" }).click();
    await status(page, "Profile updated successfully").waitFor();
    await page.getByRole("link", { name: "Edit Profile" }).waitFor();
    // The form closes at once; "?edit" leaves the address with the navigation that follows (its loaders run first).
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(await userRow(me.userId)).toMatchObject({ first_name: "Kiran", phone_number: "+91 20 555 0101" });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("turns a setting over from a tap before hydration and again after it", async () => {
    const { context, page, errors } = await phone();
    const me = await signedIn(context, { name: "Asha Settings" });
    const tracking = () => page.getByRole("switch", { name: /Location Tracking/ });
    const stored = async () => JSON.parse((await userRow(me.userId)).settings ?? "{}").locationTracking;
    const held = await openBeforeHydration(page, "/app/profile", "Profile & Settings");
    const was = (await tracking().getAttribute("aria-checked")) === "true";
    await tracking().click();
    await status(page, "Settings saved").waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await tracking().getAttribute("aria-checked")).toBe(String(!was));
    expect(await stored()).toBe(!was);
    await held.release();
    await tracking().click();
    await expect.poll(() => tracking().getAttribute("aria-checked")).toBe(String(was));
    await expect.poll(stored).toBe(was);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("takes up a backup file chosen before hydration once the page hydrates, and restores it", async () => {
    const { context, page, errors } = await phone();
    const me = await signedIn(context, { name: "Ravi Restore" });
    await page.goto("/app");
    await addCompanyDirect(page, { name: "Tapi Weaving Works", address: "Surat, Gujarat" });
    const backup = Buffer.from(await (await page.request.get("/app/profile/backup")).body());
    // Gone since the backup was taken: the restore brings it back.
    await d1(`DELETE FROM companies WHERE user_id = '${me.userId}'`);
    const held = await openBeforeHydration(page, "/app/profile", "Profile & Settings");
    await page.getByLabel("Restore Data").setInputFiles({ name: "SiteProof_Backup.json", mimeType: "application/json", buffer: backup });
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    await held.release();
    const plan = page.getByRole("list", { name: "Restore plan" });
    await plan.getByText("Companies: 1 to add, 0 to update, 0 already here").waitFor();
    await page.getByRole("alertdialog", { name: "Restore Data" }).getByRole("button", { name: "Restore", exact: true }).click();
    await status(page, "Restore complete: 1 added, 0 updated").waitFor();
    expect(await d1(`SELECT name FROM companies WHERE user_id = '${me.userId}'`)).toEqual([{ name: "Tapi Weaving Works" }]);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

// /login is a page without scripts: every form there is the browser's own post, answered by the page.
describe("sign-in, sign-up, forgot and reset as the browser posts them", () => {
  it("refuses a wrong password with the email kept, then signs in", async () => {
    const { context, page, errors } = await phone();
    const me = await signedIn(context, { name: "Asha Login" });
    await context.clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(me.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await alert(page, "Incorrect password.").waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(me.email);
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "Welcome back, Asha!" }).waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("signs up with a new email, and refuses the same email again with the name kept", async () => {
    const { context, page, errors } = await phone();
    const email = `neha-${process.pid}-${Date.now()}@example.com`;
    const signUp = async (name: string) => {
      await page.getByLabel("Display name").fill(name);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(TEST_PASSWORD);
      await page.getByRole("button", { name: "Create account" }).click();
    };
    await page.goto("/login?view=sign-up");
    await signUp("Neha Signup");
    await page.getByRole("heading", { name: "Welcome back, Neha!" }).waitFor();
    expect(await d1(`SELECT first_name FROM users WHERE email = '${email}'`)).toEqual([{ first_name: "Neha" }]);
    // Leave the signed-in page first: its live connection would reconnect without cookies and log a refused upgrade.
    await page.goto("about:blank");
    await context.clearCookies();
    await page.goto("/login?view=sign-up");
    await signUp("Neha Again");
    await alert(page, "An account with this email already exists.").waitFor();
    expect(await page.getByLabel("Display name").inputValue()).toBe("Neha Again");
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("sends a reset link, and a new password chosen before the reset page hydrates signs in", async () => {
    const { context, page, errors } = await phone();
    const me = await signedIn(context, { name: "Asha Reset" });
    await context.clearCookies();
    await page.goto("/login?view=forgot");
    await page.getByLabel("Email").fill(me.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("Password reset email sent! Check your inbox.").waitFor();
    await page.goto("/dev/outbox");
    const link = page.getByRole("article", { name: "Reset your SiteProof password" }).filter({ hasText: me.email }).first().getByRole("link");
    // The answer is /login, a page without scripts: nothing is held back to release.
    await openBeforeHydration(page, new URL((await link.getAttribute("href"))!).pathname, "Choose a new password");
    await page.getByLabel("New password").fill("new-field-pass");
    await page.getByRole("button", { name: "Save new password" }).click();
    await status(page, "Your password has been changed. Sign in with the new one.").waitFor();
    await page.goto("/login");
    await page.getByLabel("Email").fill(me.email);
    await page.getByLabel("Password").fill("new-field-pass");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "Welcome back, Asha!" }).waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
