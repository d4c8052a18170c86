import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, DESKTOP, launch, openPage, PHONE, screenshot, signedInNew, waitsForHydration } from "./browser";

const TZ = "Asia/Kolkata";
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Wall-clock date (YYYY-MM-DD) and time (HH:MM) in Kolkata, `minutes` from now. */
function kolkata(minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: TZ, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: TZ, hour: "2-digit", minute: "2-digit", hour12: false }).format(at);
  return { date, time };
}

async function scheduleVisit(page: Page, company: string, date: string, time: string, purpose: string) {
  await page.getByRole("link", { name: "Schedule New Visit" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule New Visit" });
  await dialog.getByRole("button", { name: /Company/ }).click();
  await page.getByRole("dialog", { name: "Select Company" }).getByRole("listitem").filter({ hasText: company }).click();
  await dialog.getByLabel("Date").fill(date);
  await dialog.getByLabel("Time").fill(time);
  await dialog.getByLabel("Purpose").fill(purpose);
  await dialog.getByRole("button", { name: "Schedule Visit" }).click();
  // Saved, the dialog closes (a refusal keeps it open); the previous visit's toast, same words, may still be closing.
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("status").filter({ hasText: "Visit scheduled successfully. Notification set for 2 hours before." }).last().waitFor();
}

describe("scheduling and notifications", () => {
  it("schedules visits, shows them on the calendar, completes one when allowed, cancels another, and a second tab's badge changes when the reminder arrives", async () => {
    const { context, page } = await openPage(browser, DESKTOP, { timezoneId: TZ });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const email = `ravi-${Date.now()}@example.com`;
    await page.goto("/login?view=sign-up");
    await page.getByLabel("Display name").fill("Ravi Kumar");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("field-work-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/app");
    await addCompanyDirect(page, { name: "Sahyadri Steel", address: "Pune, Maharashtra" });
    await addCompanyDirect(page, { name: "Konkan Fisheries", address: "Ratnagiri, Maharashtra" });

    await page.goto("/app/scheduling");
    await page.getByRole("heading", { name: "Scheduling" }).waitFor();
    await page.getByText("No visits scheduled for this day").waitFor();

    // Past dates are refused with the spec's message.
    await page.getByRole("link", { name: "Schedule New Visit" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule New Visit" });
    await expect(dialog.getByLabel("Time").inputValue()).resolves.toBe("09:00");
    await dialog.getByRole("button", { name: "Schedule Visit" }).click();
    await dialog.getByText("Please select a company").waitFor();
    await dialog.getByText("Purpose is required").waitFor();
    await dialog.getByRole("link", { name: "Cancel" }).click();

    // Today, in 3 minutes: the reminder falls 1 minute from now.
    const soon = kolkata(3);
    await scheduleVisit(page, "Sahyadri Steel", soon.date, soon.time, "Stock audit");
    const later = kolkata(60 * 24 * 3);
    await scheduleVisit(page, "Konkan Fisheries", later.date, "11:30", "Annual check");

    const laterDay = new Date(`${later.date}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    if (later.date.slice(0, 7) !== soon.date.slice(0, 7)) await page.getByRole("button", { name: "Next month" }).click();
    await page.getByRole("gridcell", { name: `${laterDay}, has visits` }).click();
    await page.getByRole("heading", { name: `Visits for ${later.date.split("-").reverse().join("/")}` }).waitFor();
    const laterCard = page.getByRole("article", { name: "Konkan Fisheries visit" });
    await laterCard.getByText("Scheduled", { exact: true }).waitFor();
    await expect(laterCard.getByRole("button", { name: "Mark Complete" }).count()).resolves.toBe(0);
    await laterCard.getByRole("link", { name: "Cancel" }).click();
    await page.getByRole("alertdialog", { name: "Cancel Visit" }).getByRole("button", { name: "Cancel Visit" }).click();
    await page.getByRole("status").filter({ hasText: "Visit cancelled successfully" }).waitFor();

    await page.getByRole("button", { name: "Hide Calendar" }).click();
    await page.getByRole("heading", { name: "All Scheduled Visits" }).waitFor();
    const soonCard = page.getByRole("article", { name: "Sahyadri Steel visit" });
    await soonCard.getByText("Today", { exact: true }).waitFor();
    await screenshot(page, "scheduling-desktop");

    // A second tab waits on another page; its bell changes when the reminder fires.
    const second = waitsForHydration(await context.newPage());
    await second.goto("/app/history");
    await second.getByRole("link", { name: "Notifications, 0 unread" }).waitFor();
    await second.getByRole("link", { name: "Notifications, 1 unread" }).waitFor({ timeout: 150_000 });
    await page.getByRole("link", { name: "Notifications, 1 unread" }).waitFor();

    await soonCard.getByRole("button", { name: "Mark Complete" }).click();
    await page.getByRole("status").filter({ hasText: "Visit marked as completed" }).waitFor();
    await soonCard.getByText("Completed", { exact: true }).waitFor();
    await expect(soonCard.getByRole("button").count()).resolves.toBe(0);

    await second.getByRole("link", { name: "Notifications, 1 unread" }).click();
    await second.getByRole("listitem", { name: "Upcoming visit: Sahyadri Steel" }).getByText("New").waitFor();
    await second.getByRole("button", { name: 'Mark "Upcoming visit: Sahyadri Steel" as read' }).click();
    await second.getByRole("status").filter({ hasText: "Notification marked as read" }).waitFor();
    await page.getByRole("link", { name: "Notifications, 0 unread" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it("says in plain words when the browser blocks notifications", async () => {
    const { context, page } = await openPage(browser, DESKTOP, { serviceWorkers: "allow" });
    await signedInNew(page, "Nikhil Rao");
    await page.goto("/app/notifications");
    const toggle = async () => {
      await page.getByRole("link", { name: "Notification settings" }).click();
      await page.getByRole("dialog", { name: "Notification Settings" }).getByRole("switch", { name: "Push" }).click();
      await page.getByRole("dialog", { name: "Notification Settings" }).getByRole("button", { name: "Save" }).click();
      // Saved, the dialog closes; the first save's toast, same words, may still be closing.
      await page.getByRole("dialog", { name: "Notification Settings" }).waitFor({ state: "detached" });
      await page.getByRole("status").filter({ hasText: "Notification settings saved" }).last().waitFor();
    };
    await toggle();
    await toggle();
    // This browser context has not granted notifications: the permission check answers permission-blocked.
    await page.getByRole("alert").filter({ hasText: "Notifications are blocked for this site." }).waitFor();
    await context.close();
  });

  it("fits the scheduling page on a phone", async () => {
    const { context, page } = await openPage(browser, PHONE, { timezoneId: TZ });
    await signedInNew(page, "Nikhil Rao");
    await page.goto("/app/scheduling");
    await page.getByRole("grid").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, "scheduling-phone");
    await context.close();
  });
});
