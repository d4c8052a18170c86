// Scheduling's and Notifications' forms before the page has hydrated (issue "Before the script"): the
// visit form is a page of its own until the scripts run (/app/scheduling/new, <id>/edit, <id>/cancel),
// Mark Complete and the notifications' changes are forms that post natively, and what was typed moves
// into the dialog once the scripts run.
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

const ORIGIN = () => ({ Origin: baseUrl() });
const visitsOf = async (userId: string) =>
  await d1<{ id: string; company_name: string; purpose: string; is_completed: number }>(
    `SELECT id, company_name, purpose, is_completed FROM scheduled_visits WHERE user_id = '${userId}' ORDER BY purpose`,
  );

async function start(name: string) {
  const { context, page, errors } = await openPage(browser, PHONE);
  const user = await signedIn(context, { name });
  return { context, page, errors, user };
}

async function seedCompany(page: Page, name: string) {
  const res = await page.request.post("/app/database?_data=routes%2Fapp.database", {
    form: { intent: "create", name, address: `${name} Road, Pune` },
    headers: ORIGIN(),
  });
  expect(res.status()).toBe(200);
  return (await d1<{ id: string }>(`SELECT id FROM companies WHERE name = '${name}' ORDER BY created_at DESC LIMIT 1`))[0].id;
}

/** A visit today at 00:00 (so Mark Complete is offered), through the same action the form posts to. */
async function seedVisit(page: Page, companyId: string, purpose: string) {
  const { today } = (await (await page.request.get("/app/scheduling/new?_data=routes%2Fapp.scheduling.new")).json()) as { today: string };
  const form = { intent: "create", companyId, scheduledDate: today, scheduledTime: "00:00", purpose };
  const res = await page.request.post("/app/scheduling?_data=routes%2Fapp.scheduling", { form, headers: ORIGIN() });
  expect(res.status()).toBe(200);
}

describe("visit forms before hydration", () => {
  it("schedules a visit posted before the scripts ran, after a refusal that keeps what was typed", async () => {
    const { context, page, errors, user } = await start("Asha Visits");
    await seedCompany(page, "Sahyadri Steel");
    await openBeforeHydration(page, "/app/scheduling", "Scheduling");
    await page.getByRole("link", { name: "Schedule New Visit" }).click();
    const form = page.getByRole("region", { name: "Schedule New Visit" });
    await form.getByLabel("Purpose").fill("Stock audit");
    await form.getByRole("button", { name: "Schedule Visit" }).click();
    await form.getByText("Please select a company").waitFor();
    expect(await form.getByLabel("Purpose").inputValue()).toBe("Stock audit");
    expect(await isHydrated(page)).toBe(false);
    await form.getByLabel("Company").selectOption({ label: "Sahyadri Steel" });
    await form.getByRole("button", { name: "Schedule Visit" }).click();
    await page.getByRole("status").filter({ hasText: "Visit scheduled successfully. Notification set for 2 hours before." }).waitFor();
    expect((await visitsOf(user.userId)).map((v) => [v.company_name, v.purpose])).toEqual([["Sahyadri Steel", "Stock audit"]]);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("keeps the company and purpose chosen before hydration in the dialog, then schedules it", async () => {
    const { context, page, errors, user } = await start("Ravi Visits");
    await seedCompany(page, "Konkan Fisheries");
    const held = await openBeforeHydration(page, "/app/scheduling/new", "Scheduling");
    const form = page.getByRole("region", { name: "Schedule New Visit" });
    await form.getByLabel("Company").selectOption({ label: "Konkan Fisheries" });
    await form.getByLabel("Purpose").fill("Annual check");
    await held.release();
    const dialog = page.getByRole("dialog", { name: "Schedule New Visit" });
    await dialog.getByRole("button", { name: "Company Konkan Fisheries" }).waitFor();
    expect(await dialog.getByLabel("Purpose").inputValue()).toBe("Annual check");
    await dialog.getByRole("button", { name: "Schedule Visit" }).click();
    await page.getByRole("status").filter({ hasText: "Visit scheduled successfully. Notification set for 2 hours before." }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect((await visitsOf(user.userId)).map((v) => v.company_name)).toEqual(["Konkan Fisheries"]);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("edits, completes and cancels visits before hydration", async () => {
    const { context, page, errors, user } = await start("Meera Visits");
    const companyId = await seedCompany(page, "Deccan Mills");
    await seedVisit(page, companyId, "A first look");
    await seedVisit(page, companyId, "B second look");
    await openBeforeHydration(page, "/app/scheduling", "Scheduling");

    await page.getByRole("article", { name: "Deccan Mills visit" }).filter({ hasText: "A first look" }).getByRole("link", { name: "Edit" }).click();
    const form = page.getByRole("region", { name: "Edit Visit" });
    await form.getByLabel("Purpose").fill("A safety audit");
    await form.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Visit updated successfully" }).waitFor();
    expect((await visitsOf(user.userId)).map((v) => v.purpose)).toEqual(["A safety audit", "B second look"]);

    await page.getByRole("link", { name: "Close" }).click();
    await page
      .getByRole("article", { name: "Deccan Mills visit" })
      .filter({ hasText: "A safety audit" })
      .getByRole("button", { name: "Mark Complete" })
      .click();
    await page.getByRole("status").filter({ hasText: "Visit marked as completed" }).waitFor();
    expect((await visitsOf(user.userId)).map((v) => v.is_completed)).toEqual([1, 0]);

    await page.getByRole("article", { name: "Deccan Mills visit" }).filter({ hasText: "B second look" }).getByRole("link", { name: "Cancel" }).click();
    await page.getByRole("region", { name: "Cancel Visit" }).getByRole("button", { name: "Cancel Visit" }).click();
    await page.getByRole("status").filter({ hasText: "Visit cancelled successfully" }).waitFor();
    expect((await visitsOf(user.userId)).map((v) => v.purpose)).toEqual(["A safety audit"]);
    expect(await isHydrated(page)).toBe(false);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("keeps an edit typed before hydration in the Edit Visit dialog", async () => {
    const { context, page, errors, user } = await start("Kiran Visits");
    const companyId = await seedCompany(page, "Malabar Spices");
    await seedVisit(page, companyId, "Quality check");
    const [{ id }] = await visitsOf(user.userId);
    const held = await openBeforeHydration(page, `/app/scheduling/${id}/edit`, "Scheduling");
    await page.getByRole("region", { name: "Edit Visit" }).getByLabel("Notes").fill("Bring the moisture meter");
    await held.release();
    const dialog = page.getByRole("dialog", { name: "Edit Visit" });
    expect(await dialog.getByLabel("Notes").inputValue()).toBe("Bring the moisture meter");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Visit updated successfully" }).waitFor();
    expect((await d1<{ notes: string }>(`SELECT notes FROM scheduled_visits WHERE id = '${id}'`))[0].notes).toBe("Bring the moisture meter");
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe("the calendar without scripts", () => {
  it("shows another day's visits through the day's link (?date=)", async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), javaScriptEnabled: false });
    await signedIn(context, { name: "Lata Noscript" });
    const page = await context.newPage();
    const companyId = await seedCompany(page, "Godavari Mills");
    const { today } = (await (await page.request.get("/app/scheduling/new?_data=routes%2Fapp.scheduling.new")).json()) as { today: string };
    const later = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const form = { intent: "create", companyId, scheduledDate: later, scheduledTime: "11:30", purpose: "Plant visit" };
    expect((await page.request.post("/app/scheduling?_data=routes%2Fapp.scheduling", { form, headers: ORIGIN() })).status()).toBe(200);

    await page.goto("/app/scheduling");
    await page.getByText("No visits scheduled for this day").waitFor();
    const label = new Date(`${later}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    await page.getByRole("link", { name: `${label}, has visits` }).click();
    await page.waitForURL(`**/app/scheduling?date=${later}`);
    await page.getByRole("heading", { name: `Visits for ${later.split("-").reverse().join("/")}` }).waitFor();
    await page.getByRole("article", { name: "Godavari Mills visit" }).waitFor();
    expect(await page.getByRole("gridcell", { name: `${label}, has visits` }).getAttribute("aria-selected")).toBe("true");
    // A date that names no day shows today.
    await page.goto("/app/scheduling?date=2026-02-31");
    await page.getByText("No visits scheduled for this day").waitFor();
    await context.close();
  });
});

describe("notification forms before hydration", () => {
  const seed = async (userId: string, titles: string[]) =>
    await d1(
      `INSERT INTO notifications (id, user_id, title, message) VALUES ${titles
        .map((t, i) => `('n-${userId}-${i}', '${userId}', '${t}', 'Message for ${t}')`)
        .join(", ")}`,
    );
  const notificationsOf = async (userId: string) =>
    await d1<{ title: string; read: number }>(`SELECT title, read FROM notifications WHERE user_id = '${userId}' ORDER BY title`);

  it("marks read, deletes, marks all read and clears before the scripts run", async () => {
    const { context, page, errors, user } = await start("Tara Bells");
    await seed(user.userId, ["Alpha", "Bravo", "Charlie"]);
    await openBeforeHydration(page, "/app/notifications", "Notifications");
    await page.getByRole("button", { name: 'Mark "Alpha" as read' }).click();
    await page.getByRole("status").filter({ hasText: "Notification marked as read" }).waitFor();
    expect((await notificationsOf(user.userId)).map((n) => n.read)).toEqual([1, 0, 0]);
    await page.getByRole("button", { name: 'Delete "Bravo"' }).click();
    await page.getByRole("status").filter({ hasText: "Notification deleted" }).waitFor();
    expect((await notificationsOf(user.userId)).map((n) => n.title)).toEqual(["Alpha", "Charlie"]);
    await page.getByRole("button", { name: "Mark All Read" }).click();
    await page.getByRole("status").filter({ hasText: "All notifications marked as read" }).waitFor();
    expect((await notificationsOf(user.userId)).map((n) => n.read)).toEqual([1, 1]);
    await page.getByRole("button", { name: "Clear All Notifications" }).click();
    await page.getByRole("status").filter({ hasText: "All notifications cleared" }).waitFor();
    expect(await notificationsOf(user.userId)).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("saves the settings before hydration, and keeps a switch changed before hydration in the dialog", async () => {
    const { context, page, errors, user } = await start("Imran Bells");
    const settings = async () =>
      JSON.parse((await d1<{ settings: string | null }>(`SELECT settings FROM users WHERE id = '${user.userId}'`))[0].settings ?? "{}");
    await openBeforeHydration(page, "/app/notifications", "Notifications");
    await page.getByRole("link", { name: "Notification settings" }).click();
    const form = page.getByRole("region", { name: "Notification Settings" });
    await form.getByRole("checkbox", { name: "System Updates" }).uncheck();
    await form.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Notification settings saved" }).waitFor();
    expect(await settings()).toMatchObject({ systemUpdates: false, visitReminders: true });

    const held = await openBeforeHydration(page, "/app/notifications/settings", "Notifications");
    await page.getByRole("region", { name: "Notification Settings" }).getByRole("checkbox", { name: "Visit Reminders" }).uncheck();
    await held.release();
    const dialog = page.getByRole("dialog", { name: "Notification Settings" });
    expect(await dialog.getByRole("switch", { name: "Visit Reminders" }).getAttribute("aria-checked")).toBe("false");
    expect(await dialog.getByRole("switch", { name: "System Updates" }).getAttribute("aria-checked")).toBe("false");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Notification settings saved" }).waitFor();
    expect(await settings()).toMatchObject({ systemUpdates: false, visitReminders: false });
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
