// Issue 45, as an owner and their developer meet it: the owner makes a key on the API keys page, adds a webhook
// endpoint (its secret shown once), opens the
// API reference from it, and the developer's first call (the reference's own example) makes a case the
// organization's pages show, with the key named as its creator.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, d1, DESKTOP, expectNoConsoleErrors, launch, openPage, PHONE, screenshot, signedIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("the lender's API", () => {
  it("an owner makes a key, reads the reference, and the reference's example makes a case the pages show", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    const owner = await signedIn(context, { name: "Anita Deshmukh", timeZone: "UTC" });
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const org = { id: `org-${tag}`, code: `ap${tag}` };
    await d1(`INSERT INTO organizations (id, code, name) VALUES ('${org.id}', '${org.code}', 'Deccan Housing Finance')`);
    await d1(`INSERT INTO memberships (organization_id, user_id, role) VALUES ('${org.id}', '${owner.userId}', 'owner')`);

    await page.goto(`/app/org/${org.code}/api`);
    await page.getByText("No keys yet.").waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Loan system");
    await page.getByRole("checkbox", { name: "Create cases" }).check();
    await page.getByRole("checkbox", { name: "Read cases" }).check();
    await page.getByRole("button", { name: "Create key" }).click();
    const key = await page.getByRole("textbox", { name: "New API key" }).inputValue();
    expect(key).toMatch(/^sp_live_/);
    await page.getByRole("list", { name: "API keys" }).getByRole("listitem", { name: "Loan system" }).waitFor();

    // The lender's receiver: added on the Webhooks page, its secret shown once.
    await page.getByRole("link", { name: "Webhooks" }).click();
    await page.getByLabel("Address", { exact: true }).fill("http://localhost:9/siteproof");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page.getByRole("status").filter({ hasText: "Endpoint added." }).waitFor();
    expect(await page.getByRole("textbox", { name: "Signing secret" }).inputValue()).toMatch(/^whsec_/);
    await page.getByRole("list", { name: "Webhook endpoints" }).getByRole("listitem", { name: "http://localhost:9/siteproof" }).waitFor();
    await page.goto(`/app/org/${org.code}/api`);

    await page.getByRole("link", { name: "API reference for your developers" }).click();
    await page.getByRole("heading", { level: 1, name: "API reference" }).waitFor();
    for (const path of ["/api/v1/cases", "/api/v1/cases/{caseId}", "/api/v1/cases/{caseId}/result"])
      await page.getByRole("heading", { level: 3, name: path, exact: true }).first().waitFor();
    await page.getByRole("heading", { level: 2, name: "Checking a webhook's signature" }).waitFor();
    await screenshot(page, "api-reference-390");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "api-reference-1280");

    // The developer copies the create example and sends it with the key.
    const example = await page.getByLabel("Example: POST /api/v1/cases", { exact: true }).innerText();
    const body = JSON.parse(/-d '([\s\S]*)'$/.exec(example.trim())![1]);
    const res = await fetch(`${baseUrl()}/api/v1/cases`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { id: string; reference: string };

    await page.goto(`/app/org/${org.code}/cases`);
    await page.getByRole("link", { name: new RegExp(made.reference) }).click();
    await page.getByText("api (Loan system)").first().waitFor();
    expect(await d1(`SELECT organization_id AS org FROM cases WHERE id = '${made.id}'`)).toEqual([{ org: org.id }]);
    await page.goto(`/app/org/${org.code}/api`);
    expect(await page.getByRole("listitem", { name: "Loan system" }).innerText()).toMatch(/Last used/);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
