// Cases in an organization: a manager creates one from the directory and finds it in the list and on
// its page with its history; the new-case form also works before the page's scripts have run.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d1, expectNoConsoleErrors, isHydrated, launch, openBeforeHydration, openPage, PHONE, DESKTOP, signedIn, withoutHydrationWait } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

let n = 0;

/** An organization with `managerId` as its manager, an inspector and a directory company, written through SQL. */
async function organization(managerId: string) {
  const tag = `${process.pid}${Date.now().toString(36)}${++n}`;
  const code = `e2e${tag}`.toLowerCase();
  const inspectorId = `insp-${tag}`;
  await d1(`INSERT INTO organizations (id, code, name) VALUES ('org-${tag}', '${code}', 'Lender ${tag}')`);
  await d1(`INSERT INTO users (id, email, first_name, last_name) VALUES ('${inspectorId}', '${inspectorId}@example.com', 'Ravi', 'Kumar')`);
  await d1(
    `INSERT INTO memberships (organization_id, user_id, role) VALUES ('org-${tag}', '${managerId}', 'manager'), ('org-${tag}', '${inspectorId}', 'inspector')`,
  );
  await d1(
    `INSERT INTO companies (id, organization_id, name, address, site_latitude, site_longitude) VALUES ('co-${tag}', 'org-${tag}', 'Deccan Foods ${tag}', 'Plot 4, MIDC, Pune, Maharashtra', 18.52, 73.85)`,
  );
  return { code, orgId: `org-${tag}`, company: `Deccan Foods ${tag}`, inspectorId };
}

describe("cases", () => {
  it("a manager creates a case from the directory, then finds it in the list and on its page with its history", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const manager = await signedIn(context, { name: "Meera Shah", timeZone: "Asia/Kolkata" });
    const org = await organization(manager.userId);
    await page.goto(`/app/org/${org.code}/cases`);
    await page.getByRole("link", { name: "New case" }).click();
    await page.getByRole("heading", { name: "New case" }).waitFor();
    await page.getByLabel("Company from the directory").selectOption({ label: org.company });
    await page.getByLabel("Verification type").selectOption({ label: "Residence" });
    await page.getByLabel("Lender's reference number").fill("LN-E2E-1");
    await page.getByLabel("Instructions").fill("Meet the proprietor");
    await page.getByLabel("Due date").fill("2031-03-15");
    await page.getByLabel(/Due time/).fill("16:45");
    await page.getByLabel("Assignee").selectOption({ label: `Ravi Kumar (${org.inspectorId}@example.com)` });
    await page.getByRole("button", { name: "Create case" }).click();

    await page.getByRole("heading", { name: "Case LN-E2E-1" }).waitFor();
    await page.getByText("Assigned", { exact: true }).first().waitFor();
    await page.getByText("Plot 4, MIDC, Pune, Maharashtra").waitFor();
    const history = page.getByRole("list", { name: "Case history" });
    await history.getByText(/Meera Shah.*Created \(Residence.*assigned to Ravi Kumar/).waitFor();
    await page.getByRole("link", { name: "Assign" }).waitFor();
    const [row] = await d1<{ due_at: string; status: string; site_latitude: number }>(
      `SELECT due_at, status, site_latitude FROM cases WHERE organization_id = '${org.orgId}'`,
    );
    expect(row).toEqual({ due_at: "2031-03-15T11:15:00.000Z", status: "assigned", site_latitude: 18.52 });

    await page.getByRole("link", { name: "Cases", exact: true }).click();
    const table = page.getByRole("table");
    await table.getByRole("link", { name: "LN-E2E-1" }).waitFor();
    await table.getByText(org.company).waitFor();
    await table.getByText("Ravi Kumar").waitFor();
    await page.getByRole("searchbox", { name: "Search cases" }).fill("nothing-like-this");
    await page.getByText("No cases match.").waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("creates a case posted before the scripts ran, after a refusal that keeps what was typed", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const manager = await signedIn(context, { name: "Arun Early", timeZone: "Asia/Kolkata" });
    const org = await organization(manager.userId);
    await openBeforeHydration(page, `/app/org/${org.code}/cases/new`, "New case");
    await page.getByLabel("New company's name").fill("Early Mills");
    await page.getByLabel(/Site address/).fill("9 Ring Road, Surat, Gujarat");
    await page.getByLabel("Due date").fill("2031-04-01");
    await page.getByLabel(/Due time/).fill("09:00");
    await page.getByRole("button", { name: "Create case" }).click();
    // Refused by the server (no reference): the field's error, what was typed kept.
    await page.getByText("The lender's reference number is required").waitFor();
    expect(await page.getByLabel("New company's name").inputValue()).toBe("Early Mills");
    expect(await isHydrated(page)).toBe(false);
    await page.getByLabel("Lender's reference number").fill("LN-EARLY-1");
    await page.getByRole("button", { name: "Create case" }).click();
    await page.getByRole("status").filter({ hasText: "Case created" }).waitFor();
    expect(await isHydrated(page)).toBe(false);
    await page.getByRole("link", { name: "Open the case" }).click();
    // At "commit": the page's load event waits for its held scripts when they were asked for before it.
    await withoutHydrationWait(page).waitForURL(/\/cases\/(?!new$)[^/]+$/, { waitUntil: "commit" });
    await page.getByRole("heading", { name: "Case LN-EARLY-1" }).waitFor();
    const rows = await d1<{ reference: string; status: string; company: string }>(
      `SELECT c.reference, c.status, d.name AS company FROM cases c JOIN companies d ON d.id = c.company_id WHERE c.organization_id = '${org.orgId}'`,
    );
    expect(rows).toEqual([{ reference: "LN-EARLY-1", status: "unassigned", company: "Early Mills" }]);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
