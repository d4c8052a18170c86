import { readFileSync } from "node:fs";
import Papa from "papaparse";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d1, DESKTOP, expectNoConsoleErrors, launch, openBeforeHydration, openPage, PHONE, signedIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A time zone where it is now about midday, so the fixture's cases (made up to 50 minutes ago) fall on
 * the viewer's today and in this month whenever the suite runs (CI once failed at 00:23 UTC).
 */
function middayZone(): { timeZone: string; today: string } {
  const offset = Math.max(-12, Math.min(14, 12 - new Date().getUTCHours()));
  const timeZone = offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
  return { timeZone, today: new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date()) };
}

/**
 * An organization managed by `managerId` with an inspector and four cases: three made this month (one
 * verified, one submitted, one overdue) and one made 40 days ago, which only "Last 3 months" holds.
 */
async function organization(managerId: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const org = { id: `org-${tag}`, code: `ta${tag}`, inspector: `insp-${tag}` };
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  await d1(`INSERT INTO organizations (id, code, name) VALUES ('${org.id}', '${org.code}', 'Konkan Lenders')`);
  await d1(`INSERT INTO users (id, email, first_name, last_name) VALUES ('${org.inspector}', '${org.inspector}@example.com', 'Kavita', 'Joshi')`);
  await d1(
    `INSERT INTO memberships (organization_id, user_id, role) VALUES ('${org.id}', '${managerId}', 'manager'), ('${org.id}', '${org.inspector}', 'inspector')`,
  );
  const row = (ref: string, status: string, created: string, due: string, extra: { submitted?: string; disposed?: string } = {}) =>
    `('${ref}-${tag}', '${org.id}', '${ref}', '${ref} Traders', 'FC Road, Pune', 'office', '${due}', '${org.inspector}', '${status}', '${created}', '${created}',
      ${extra.submitted ? `'${extra.submitted}'` : "NULL"}, ${extra.disposed ? `'${extra.disposed}'` : "NULL"})`;
  await d1(
    `INSERT INTO cases (id, organization_id, reference, company_name, site_address, verification_type, due_at, assignee_id, status, created_at, updated_at, submitted_at, disposed_at) VALUES
      ${row("TA-1", "verified", ago(50), ago(-600), { submitted: ago(40), disposed: ago(10) })},
      ${row("TA-2", "submitted", ago(45), ago(-600), { submitted: ago(20) })},
      ${row("TA-3", "assigned", ago(30), ago(5))},
      ${row("TA-OLD", "assigned", ago(40 * 1440), ago(-600))}`,
  );
  return org;
}

describe("turnaround", () => {
  it("a manager opens the dashboard, switches range, sees the figures and exports the CSV with its rows", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const me = await signedIn(context, { name: "Meera Shah", timeZone: middayZone().timeZone });
    const org = await organization(me.userId);

    await page.goto(`/app/org/${org.code}`);
    await page.getByRole("link", { name: "Turnaround" }).click();
    await page.getByRole("heading", { level: 1, name: "Turnaround" }).waitFor();
    await page.getByLabel("Cases: 3", { exact: true }).waitFor();
    await page.getByLabel("Overdue now: 1", { exact: true }).waitFor();
    await page.getByLabel("Created to submitted, median: 0.3 h", { exact: true }).waitFor();
    await page.getByRole("img", { name: /^Open cases by status: Unassigned 0, Assigned 1, In progress 0, Re-visit 0, Submitted 1$/ }).waitFor();
    const inspectors = page.getByLabel("Inspectors", { exact: true });
    expect(await inspectors.getByRole("row", { name: /Kavita Joshi/ }).innerText()).toMatch(/Kavita Joshi\s+3\s+2\s+1\s+1/);

    await page.getByRole("link", { name: "Last 3 months" }).click();
    await page.getByLabel("Cases: 4", { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get("range")).toBe("quarter");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^SiteProof_MIS_${org.code}_\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const rows = Papa.parse<string[]>(readFileSync((await download.path())!, "utf8").trim()).data;
    expect(rows[0].slice(0, 5)).toEqual(["Reference", "Company", "Address", "Type", "Inspector"]);
    expect(rows.slice(1).map((r) => [r[0], r[4], r[10]])).toEqual([
      ["TA-OLD", "Kavita Joshi", ""],
      ["TA-1", "Kavita Joshi", ""],
      ["TA-2", "Kavita Joshi", ""],
      ["TA-3", "Kavita Joshi", ""],
    ]);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("on a phone before the scripts run, a custom range is shown and a refused one says why", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const { timeZone, today } = middayZone();
    const me = await signedIn(context, { name: "Ravi Kumar", timeZone });
    const org = await organization(me.userId);
    const held = await openBeforeHydration(page, `/app/org/${org.code}/turnaround`, "Turnaround");
    await page.getByLabel("From", { exact: true }).fill(today);
    await page.getByLabel("To", { exact: true }).fill("2020-01-01");
    await page.getByRole("button", { name: "Show custom range" }).click();
    await page.getByRole("alert").filter({ hasText: "The start date must not be after the end date." }).waitFor();
    expect(await page.getByLabel("From", { exact: true }).inputValue()).toBe(today);
    await page.getByLabel("To", { exact: true }).fill(today);
    await page.getByRole("button", { name: "Show custom range" }).click();
    await page.getByLabel("Cases: 3", { exact: true }).waitFor();
    await held.release();
    await context.close();
  });
});
