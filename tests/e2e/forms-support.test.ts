// The support pages before their scripts run (the forms rule): what a person types survives hydration,
// and a form sent before hydration gets the same answer as one sent after.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d1, expectNoConsoleErrors, isHydrated, launch, openBeforeHydration, openPage, PHONE, signedIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPhone(name: string) {
  const opened = await openPage(browser, PHONE);
  const account = await signedIn(opened.context, { name });
  return { ...opened, account };
}

const subject = (page: Page) => page.getByLabel("Subject");
const message = (page: Page) => page.getByLabel("Message", { exact: true });
const send = (page: Page) => page.getByRole("button", { name: "Send Message" }).click();
const saved = (page: Page) => page.getByRole("status").filter({ hasText: "Your message is saved" });
const rows = async (userId: string) =>
  await d1<{ subject: string; category: string }>(`SELECT subject, category FROM support_messages WHERE user_id = '${userId}'`);

describe("Contact Support before hydration", () => {
  it("keeps what was typed through hydration, then refuses a short message and sends a good one", async () => {
    const { context, page, errors, account } = await signedInPhone("Asha Contact");
    const held = await openBeforeHydration(page, "/app/contact", "Contact Support");
    await page.getByLabel("Category").selectOption({ label: "Bug Report" });
    await subject(page).fill("Report stops at page 2");
    await message(page).fill("short");
    await held.release();
    expect(await subject(page).inputValue()).toBe("Report stops at page 2");
    expect(await message(page).inputValue()).toBe("short");
    expect(await page.getByLabel("Category").inputValue()).toBe("bug");
    await send(page);
    await page.getByText("Message must be at least 10 characters").waitFor();
    await message(page).fill("The PDF report stops at page 2.");
    await send(page);
    await saved(page).waitFor();
    expect(await rows(account.userId)).toEqual([{ subject: "Report stops at page 2", category: "bug" }]);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("answers a message sent before hydration: refused with the typed text kept, then saved", async () => {
    const { context, page, errors, account } = await signedInPhone("Ravi Contact");
    const held = await openBeforeHydration(page, "/app/contact", "Contact Support");
    await subject(page).fill("Offline maps");
    await message(page).fill("short");
    await send(page);
    // The browser posted the form itself: the page that comes back shows the refusal beside its field.
    await page.getByText("Message must be at least 10 characters").waitFor();
    await page.getByText("Category is required").waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await subject(page).inputValue()).toBe("Offline maps");
    expect(await message(page).inputValue()).toBe("short");
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Ravi Contact");
    expect(await rows(account.userId)).toEqual([]);

    await page.getByLabel("Category").selectOption({ label: "Feature Request" });
    await message(page).fill("Please add offline maps for remote sites.");
    await send(page);
    await saved(page).waitFor();
    expect(await isHydrated(page)).toBe(false);
    expect(await page.getByRole("link", { name: "Email Directly" }).getAttribute("href")).toMatch(
      /^mailto:support@siteproof\.app\?subject=Feature%20Request%3A%20Offline%20maps/,
    );
    expect(await rows(account.userId)).toEqual([{ subject: "Offline maps", category: "feature" }]);

    await held.release();
    await page.getByRole("link", { name: "Send Another Message" }).click();
    await subject(page).waitFor();
    expect(await subject(page).inputValue()).toBe("");
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

/** Check again asks the server for the page's checks again (a page load before hydration, its data after). */
async function checkAgain(page: Page) {
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === "/app/support" && r.request().method() === "GET");
  await page.getByRole("button", { name: "Check again" }).click();
  expect((await asked).status()).toBe(200);
  await page.getByRole("status").filter({ hasText: "All Systems Operational" }).waitFor();
}

describe("Help Center and Support Center before hydration", () => {
  it("opens an answer of the Help Center", async () => {
    const { context, page, errors } = await signedInPhone("Asha Help");
    const held = await openBeforeHydration(page, "/app/help", "Help Center");
    const answer = page.getByText("Open Database and press Add Company");
    expect(await answer.isVisible()).toBe(false);
    await page.getByText("How do I add companies?").click();
    await answer.waitFor();
    expect(await isHydrated(page)).toBe(false);
    await held.release();
    expect(await answer.isVisible()).toBe(true);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("switches the Support Center's tab and checks the systems again, before and after hydration alike", async () => {
    const { context, page, errors } = await signedInPhone("Asha Support");
    const held = await openBeforeHydration(page, "/app/support", "Support Center");
    const tabs = page.getByRole("navigation", { name: "Support Center" });
    await tabs.getByRole("link", { name: "Troubleshooting" }).click();
    await page.getByRole("heading", { name: "Camera does not start" }).waitFor();
    expect(await isHydrated(page)).toBe(false);
    await tabs.getByRole("link", { name: "System Status" }).click();
    await checkAgain(page);
    await page.getByRole("status").filter({ hasText: "All Systems Operational" }).waitFor();
    expect(await isHydrated(page)).toBe(false);

    await held.release();
    await tabs.getByRole("link", { name: "System Requirements" }).click();
    await page.getByText("At least 2 GB RAM (4 GB best)").waitFor();
    expect(new URL(page.url()).search).toBe("?tab=requirements");
    await tabs.getByRole("link", { name: "System Status" }).click();
    await checkAgain(page);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
