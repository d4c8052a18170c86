import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, expectNoConsoleErrors, launch, openPage, signedInNew } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("signing in from a page that asked for it", () => {
  it("returns to that page, and never to another site", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const email = await signedInNew(page, "Nandini Rao");
    await context.clearCookies();

    await page.goto("/app/history?q=Nandi");
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/app/history?q=Nandi");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("field-work-1");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/app/history" && url.search === "?q=Nandi");
    await page.getByRole("heading", { name: "Inspection History" }).waitFor();

    await context.clearCookies();
    await page.goto("/login?redirectTo=https://evil.example/");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("field-work-1");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/app");
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
