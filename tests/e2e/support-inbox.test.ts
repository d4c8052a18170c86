// The support inbox end to end: a Premium user's high-priority message reaches the administrator's
// Support tab with its 4-hour answer-by time; the answer is mailed (the local outbox), lands in the
// user's notifications and shows in their Support Center as Answered. A free user's message shows 24.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, d1, DESKTOP, expectNoConsoleErrors, isHydrated, launch, openBeforeHydration, openPage, PHONE, signedIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const messageId = async (subject: string) => (await d1<{ id: string }>(`SELECT id FROM support_messages WHERE subject = '${subject}'`))[0].id;

/** A message sent through the contact action itself (the form is tested in forms-support.test.ts). */
async function sent(context: BrowserContext, subject: string) {
  const form = {
    name: "Meera Shah",
    email: "meera@example.com",
    category: "account",
    subject,
    message: "I cannot change my password today.",
    priority: "normal",
  };
  const res = await context.request.post(`${baseUrl()}/app/contact?_data=routes%2Fapp.contact`, { form, headers: { Origin: baseUrl() } });
  expect(res.status()).toBe(200);
  return messageId(subject);
}

const answerBox = (page: Page) => page.getByRole("textbox", { name: "Answer" });

describe("support inbox", () => {
  it("brings a Premium user's message to the Support tab due in 4 hours, and the answer back to the user", async () => {
    const user = await openPage(browser, PHONE);
    const account = await signedIn(user.context, { name: "Priya Premium", accountType: "premium" });
    const subject = `Sync stuck ${Date.now()}`;
    await user.page.goto("/app/contact");
    await user.page.getByLabel("Category").selectOption({ label: "Technical Issue" });
    await user.page.getByLabel("Subject").fill(subject);
    await user.page.getByLabel("Message", { exact: true }).fill("Photos wait in the queue since this morning.");
    await user.page.getByLabel("Priority").selectOption({ label: "High" });
    await user.page.getByRole("button", { name: "Send Message" }).click();
    await user.page.getByRole("status").filter({ hasText: "Your message is saved" }).waitFor();

    const admin = await openPage(browser, DESKTOP);
    await signedIn(admin.context, { name: "Arjun Admin", role: "admin" });
    await admin.page.goto("/app/admin?tab=support&priority=high");
    const row = admin.page.getByRole("row").filter({ hasText: subject });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain("Premium");
    await expect.poll(() => row.textContent()).toContain("Open");
    await row.getByRole("link", { name: subject }).click();
    await admin.page.getByRole("heading", { level: 1, name: subject }).waitFor();
    // Received a moment ago by a Premium sender: the promise runs out 4 hours after receipt.
    await admin.page.getByText(/\(due in (3 h 5\d min|4 h)\)/).waitFor();
    await admin.page.getByText("Premium (answer within 4 hours)").waitFor();

    await answerBox(admin.page).fill("Sign out and in again; the queue then resumes.");
    await admin.page.getByRole("button", { name: "Send answer" }).click();
    await admin.page
      .getByRole("status")
      .filter({ hasText: `Answer sent to ${account.email}.` })
      .waitFor();
    await admin.page.getByRole("list", { name: "History" }).getByText("Answered by Arjun Admin").waitFor();
    const [mail] = await d1<{ subject: string; text: string }>(`SELECT subject, text FROM mail_outbox WHERE "to" = '${account.email}'`);
    expect(mail.subject).toBe(`Re: ${subject}`);
    expect(mail.text).toContain("Sign out and in again");

    await user.page.goto("/app/notifications");
    await user.page.getByText(`Support answered: ${subject}`).first().waitFor();
    await user.page.goto("/app/support?tab=requests");
    const request = user.page.getByRole("listitem").filter({ hasText: subject });
    await request.getByText("Answered", { exact: true }).waitFor();
    await request.getByText("Sign out and in again; the queue then resumes.").waitFor();
    expectNoConsoleErrors(user.errors);
    expectNoConsoleErrors(admin.errors);
    await user.context.close();
    await admin.context.close();
  });

  it("gives a free user's message 24 hours, and takes an answer typed and sent before the scripts ran", async () => {
    const user = await openPage(browser, PHONE);
    await signedIn(user.context, { name: "Farhan Free" });
    const subject = `Password change ${Date.now()}`;
    const id = await sent(user.context, subject);

    const admin = await openPage(browser, PHONE);
    await signedIn(admin.context, { name: "Anita Admin", role: "admin" });
    const held = await openBeforeHydration(admin.page, `/app/admin/support/${id}`, subject);
    await admin.page.getByText(/\(due in (23 h 5\d min|24 h)\)/).waitFor();
    await admin.page.getByText("Free (answer within 24 hours)").waitFor();
    await answerBox(admin.page).fill("Use Forgot password on the sign-in page.");
    await admin.page.getByRole("button", { name: "Send answer" }).click();
    // The browser posted the form itself: the page that comes back says the answer went out.
    await admin.page.getByRole("status").filter({ hasText: "Answer sent to" }).waitFor();
    expect(await isHydrated(admin.page)).toBe(false);
    await held.release();
    await admin.page.getByRole("button", { name: "Mark Closed" }).click();
    await admin.page.getByRole("status").filter({ hasText: "Marked Closed." }).waitFor();
    expect(await d1<{ status: string }>(`SELECT status FROM support_messages WHERE id = '${id}'`)).toEqual([{ status: "closed" }]);

    await user.page.goto("/app/support?tab=requests");
    const request = user.page.getByRole("listitem").filter({ hasText: subject });
    await request.getByText("Closed", { exact: true }).waitFor();
    await request.getByText("Use Forgot password on the sign-in page.").waitFor();
    await user.context.close();
    await admin.context.close();
  });
});
