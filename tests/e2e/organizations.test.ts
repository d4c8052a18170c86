// Organizations in the browser: a new user makes one, invites an inspector by e-mail (the link read
// from the local outbox), that account accepts and appears in Members; and the create form posted
// before the page's scripts have run.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d1, DESKTOP, expectNoConsoleErrors, isHydrated, launch, openBeforeHydration, openPage, PHONE, screenshot, signedIn, signedInNew } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const roleIn = async (code: string, userId: string) =>
  (
    await d1<{ role: string }>(
      `SELECT m.role FROM memberships m JOIN organizations o ON o.id = m.organization_id WHERE o.code = '${code}' AND m.user_id = '${userId}'`,
    )
  )[0]?.role ?? null;

let codes = 0;
const newCode = () => `e2e-${Date.now().toString(36)}-${++codes}`.slice(0, 20);

describe("organizations", () => {
  it("creates an organization, invites an inspector who accepts, and lists them in Members", async () => {
    const owner = await openPage(browser, DESKTOP);
    const { page } = owner;
    const email = await signedInNew(page, "Priya Owner");
    const [{ id: ownerId }] = await d1<{ id: string }>(`SELECT id FROM users WHERE email = '${email}'`);
    const code = newCode();
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Organizations" }).click();
    await page.getByRole("heading", { level: 1, name: "Organizations" }).waitFor();
    await page.getByText("You are not in any organization yet.", { exact: false }).waitFor();
    await page.getByRole("link", { name: "Create organization" }).click();
    await page.getByRole("heading", { level: 1, name: "Create organization" }).waitFor();
    await page.getByLabel("Organization name").fill("Konkan Credit");
    await page.getByLabel("Short code").fill(code);
    await page.getByRole("button", { name: "Create organization" }).click();
    // It goes on to the organization's first page (the redirect itself is the integration tier's).
    await expect.poll(() => roleIn(code, ownerId)).toBe("owner");

    // The inspector's account exists first, so the invitation names its address.
    const inspector = await openPage(browser, PHONE);
    const account = await signedIn(inspector.context, { name: "Ravi Inspector" });

    await page.goto(`/app/org/${code}/members`);
    await page.getByRole("heading", { level: 1, name: "Members" }).waitFor();
    await page.getByRole("link", { name: "Workspace: Konkan Credit" }).waitFor();
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Inspector" });
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Invitation sent to ${account.email}.` })
      .waitFor();
    await page.getByRole("list", { name: "Pending invitations" }).getByRole("listitem", { name: account.email }).waitFor();
    await screenshot(page, "org-members-desktop");

    await page.goto("/dev/outbox");
    const link = await page
      .getByRole("article", { name: "Join Konkan Credit on SiteProof" })
      .filter({ hasText: account.email })
      .getByRole("link")
      .getAttribute("href");
    expect(link).toMatch(/\/app\/invite\/[A-Za-z0-9_-]+$/);

    const p2 = inspector.page;
    await p2.goto(new URL(link!).pathname);
    await p2.getByRole("heading", { level: 1, name: "Invitation" }).waitFor();
    await p2.getByText("as Inspector", { exact: false }).waitFor();
    await p2.getByRole("button", { name: "Accept invitation" }).click();
    await expect.poll(() => roleIn(code, account.userId)).toBe("inspector");
    await p2.goto(`/app/org/${code}/members`);
    await p2.getByRole("list", { name: "Members" }).getByRole("listitem", { name: "Ravi Inspector" }).waitFor();
    // An inspector sees the list but not the invitation form.
    expect(await p2.getByRole("button", { name: "Send invitation" }).count()).toBe(0);
    await screenshot(p2, "org-members-phone");

    // The owner sees the inspector among the members, the invitation used.
    await page.goto(`/app/org/${code}/members`);
    const member = page.getByRole("list", { name: "Members" }).getByRole("listitem", { name: "Ravi Inspector" });
    await member.getByText(account.email).waitFor();
    expect(await member.getByLabel("Role of Ravi Inspector").inputValue()).toBe("inspector");
    expect(await page.getByRole("list", { name: "Pending invitations" }).count()).toBe(0);

    // Leaving asks first, then ends access.
    await p2.getByRole("link", { name: "Leave organization" }).click();
    const confirm = p2.getByRole("alertdialog", { name: "Leave organization" });
    await confirm.getByText("Leave Konkan Credit?", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Leave organization" }).click();
    await p2.getByRole("heading", { level: 1, name: "Organizations" }).waitFor();
    await p2.getByText("You left Konkan Credit.").waitFor();
    expect(await roleIn(code, account.userId)).toBeNull();
    expectNoConsoleErrors(owner.errors);
    expectNoConsoleErrors(inspector.errors);
    await owner.context.close();
    await inspector.context.close();
  });
});

describe("the create-organization form before hydration", () => {
  it("is refused with the field's error and what was typed, then creates the organization", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const user = await signedIn(context, { name: "Meera Early" });
    await openBeforeHydration(page, "/app/org/new", "Create organization");
    await page.getByLabel("Organization name").fill("Hooghly Verifiers");
    await page.getByLabel("Short code").fill("X");
    await page.getByRole("button", { name: "Create organization" }).click();
    await page.getByText("Use 2 to 20 lower-case letters, digits or hyphens").waitFor();
    expect(await page.getByLabel("Organization name").inputValue()).toBe("Hooghly Verifiers");
    expect(await isHydrated(page)).toBe(false);
    const code = newCode();
    await page.getByLabel("Short code").fill(code);
    await page.getByRole("button", { name: "Create organization" }).click();
    await expect.poll(() => roleIn(code, user.userId)).toBe("owner");
    expect(await d1(`SELECT name FROM organizations WHERE code = '${code}'`)).toEqual([{ name: "Hooghly Verifiers" }]);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
