// An organization's owner alone sets how long closed cases' evidence is kept and downloads everything the
// organization keeps; a manager sees neither page in the organization's menu and is refused both addresses,
// and removes a member with the confirmation's form sent before the scripts ran.
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, d1, DESKTOP, expectNoConsoleErrors, launch, openBeforeHydration, openPage, PHONE, signedIn, withoutHydrationWait } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** An organization with `ownerId` as its owner, `managerId` as a manager, and one case made now. */
async function organization(ownerId: string, managerId: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const org = { id: `org-${tag}`, code: `ow${tag}`, reference: `OW-${tag}` };
  const now = new Date().toISOString();
  await d1(`INSERT INTO organizations (id, code, name) VALUES ('${org.id}', '${org.code}', 'Deccan Housing Finance')`);
  await d1(`INSERT INTO memberships (organization_id, user_id, role) VALUES ('${org.id}', '${ownerId}', 'owner'), ('${org.id}', '${managerId}', 'manager')`);
  await d1(
    `INSERT INTO cases (id, organization_id, reference, company_name, site_address, verification_type, due_at, status, created_at, updated_at)
     VALUES ('case-${tag}', '${org.id}', '${org.reference}', 'Shinde Residence', 'Kothrud, Pune', 'residence', '${now}', 'unassigned', '${now}', '${now}')`,
  );
  return org;
}

describe("the owner's pages", () => {
  it("sets the retention rule with a form sent before the scripts ran, and downloads the year's cases", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    const owner = await signedIn(context, { name: "Anita Deshmukh", timeZone: "UTC" });
    const manager = await openPage(browser, DESKTOP);
    const other = await signedIn(manager.context, { name: "Rohit Kale", timeZone: "UTC" });
    const org = await organization(owner.userId, other.userId);

    const held = await openBeforeHydration(page, `/app/org/${org.code}/retention`, "Evidence retention");
    expect(await page.getByRole("radio", { name: "Keep all evidence (never remove)" }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: "Keep for 5 years after the case closes" }).check();
    await page.getByRole("button", { name: "Save retention rule" }).click();
    await page.getByRole("status").filter({ hasText: "Retention rule saved." }).waitFor();
    await held.release();
    await page.goto(`/app/org/${org.code}/retention`);
    expect(await page.getByRole("radio", { name: "Keep for 5 years after the case closes" }).isChecked()).toBe(true);
    expect(await d1(`SELECT evidence_retention_years AS years FROM organizations WHERE id = '${org.id}'`)).toEqual([{ years: 5 }]);

    await page.goto(`/app/org/${org.code}/evidence`);
    await page.getByRole("heading", { level: 1, name: "Export" }).waitFor();
    const year = String(new Date().getUTCFullYear());
    // Radix puts the label on the table's box.
    const cases = page.getByLabel("Cases by year").getByRole("table");
    expect(await cases.getByRole("row", { name: new RegExp(`^${year}`) }).innerText()).toMatch(new RegExp(`${year}\\s+1 cases`));
    await page.getByText("No inspections have been captured for this organization's cases yet.").waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: `Download ${year} cases (CSV)` }).click()]);
    const rows = Papa.parse<string[]>(readFileSync((await download.path())!, "utf8").trim()).data;
    expect(rows[0].slice(0, 4)).toEqual(["Reference", "Company", "Address", "Type"]);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([[org.reference, "Shinde Residence", "Kothrud, Pune"]]);
    expectNoConsoleErrors(errors);

    // The manager's menu has neither page, and both addresses refuse them; nothing changes.
    await manager.page.goto(`/app/org/${org.code}`);
    const menu = manager.page.getByRole("navigation", { name: "Deccan Housing Finance pages" });
    await menu.getByRole("link", { name: "Cases" }).waitFor();
    expect(await menu.getByRole("link", { name: "Retention" }).count()).toBe(0);
    expect(await menu.getByRole("link", { name: "Export" }).count()).toBe(0);
    const refused = await manager.context.request.post(`${baseUrl()}/app/org/${org.code}/retention`, {
      form: { years: "3" },
      headers: { Origin: baseUrl() },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect((await manager.context.request.get(`${baseUrl()}/app/org/${org.code}/evidence`, { maxRedirects: 0 })).status()).toBe(403);
    expect(await d1(`SELECT evidence_retention_years AS years FROM organizations WHERE id = '${org.id}'`)).toEqual([{ years: 5 }]);
    await context.close();
    await manager.context.close();
  });

  it("a manager removes an inspector with a form sent before the scripts ran: the list says so, the open case goes back to Unassigned", async () => {
    // The owner only has to exist.
    const context = await browser.newContext();
    const owner = await signedIn(context, { name: "Anita Deshmukh", timeZone: "UTC" });
    const boss = await openPage(browser, DESKTOP);
    const manager = await signedIn(boss.context, { name: "Rohit Kale", timeZone: "UTC" });
    const org = await organization(owner.userId, manager.userId);
    const inspector = `insp-${org.id}`;
    await d1(`INSERT INTO users (id, email, first_name, last_name) VALUES ('${inspector}', '${inspector}@example.com', 'Kavita', 'Joshi')`);
    await d1(`INSERT INTO memberships (organization_id, user_id, role) VALUES ('${org.id}', '${inspector}', 'inspector')`);
    await d1(`UPDATE cases SET assignee_id = '${inspector}', status = 'assigned' WHERE organization_id = '${org.id}'`);
    await context.close();

    const held = await openBeforeHydration(boss.page, `/app/org/${org.code}/members/${inspector}/remove`, "Members");
    // Before the scripts the confirmation is the same form in place, a section named by its title.
    const confirm = boss.page.getByRole("region", { name: "Remove member" });
    await confirm.getByText("Remove Kavita Joshi from the organization?", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Remove" }).click();
    await withoutHydrationWait(boss.page).waitForURL(`**/app/org/${org.code}/members`, { waitUntil: "commit" });
    await held.release();
    await boss.page.getByText("Member removed.").waitFor();
    const members = boss.page.getByRole("list", { name: "Members" });
    await members.getByRole("listitem", { name: "Rohit Kale" }).waitFor();
    expect(await members.getByRole("listitem", { name: "Kavita Joshi" }).count()).toBe(0);
    expect(await d1(`SELECT role FROM memberships WHERE organization_id = '${org.id}' AND user_id = '${inspector}'`)).toEqual([]);
    expect(await d1(`SELECT status, assignee_id AS assignee FROM cases WHERE organization_id = '${org.id}'`)).toEqual([
      { status: "unassigned", assignee: null },
    ]);
    expectNoConsoleErrors(boss.errors);
    await boss.context.close();
  });
});
