import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d1, expectNoConsoleErrors, launch, openPage, PHONE, signedIn } from "./browser";
import { answerChecklist, shoot } from "./capture-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** An organization with its directory company and one case (a site in Pune) assigned to `userId`. */
async function assignedCase(userId: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const org = { id: `org-${tag}`, code: `e2e${tag}`, companyId: `co-${tag}`, caseId: `case-${tag}`, reference: `LN-${tag}` };
  const due = new Date(Date.now() + 6 * 3600_000).toISOString();
  await d1(`INSERT INTO organizations (id, code, name) VALUES ('${org.id}', '${org.code}', 'Deccan Lenders')`);
  await d1(`INSERT INTO memberships (organization_id, user_id, role) VALUES ('${org.id}', '${userId}', 'inspector')`);
  await d1(
    `INSERT INTO companies (id, user_id, is_global, organization_id, name, address) VALUES ('${org.companyId}', NULL, 0, '${org.id}', 'Shree Ganesh Traders', 'Shop 12, FC Road, Pune')`,
  );
  await d1(
    `INSERT INTO cases (id, organization_id, reference, company_id, company_name, site_address, site_latitude, site_longitude, verification_type, due_at, assignee_id, status)
     VALUES ('${org.caseId}', '${org.id}', '${org.reference}', '${org.companyId}', 'Shree Ganesh Traders', 'Shop 12, FC Road, Pune', 18.5204, 73.8567, 'business_premises', '${due}', '${userId}', 'assigned')`,
  );
  return org;
}

const caseRow = async (id: string) =>
  (
    await d1<{ status: string; inspection_id: string | null; met_name: string | null }>(`SELECT status, inspection_id, met_name FROM cases WHERE id = '${id}'`)
  )[0];

describe("my cases", () => {
  it("the inspector finds the assigned case, starts it with the company preselected, captures, saves, and the case is Submitted", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    const me = await signedIn(context, { name: "Kavita Joshi" });
    const org = await assignedCase(me.userId);

    await page.goto(`/app/org/${org.code}/my-cases`);
    await page.getByRole("heading", { level: 1, name: "My cases" }).waitFor();
    const card = page.getByRole("article", { name: `Case ${org.reference}` });
    await card.getByText("Shree Ganesh Traders").waitFor();
    expect(await card.getByRole("link", { name: "Open in maps" }).getAttribute("href")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Shop%2012%2C%20FC%20Road%2C%20Pune",
    );
    // The browser is in Mumbai (openPage's geolocation), the site in Pune: about 120 km.
    await card.getByText(/^1[12]\d km away$/).waitFor();

    await card.getByRole("button", { name: `Start case ${org.reference}` }).click();
    await page.waitForURL(`**/app/camera?case=${org.caseId}&org=${org.code}`);
    await page.getByText(`Capturing for case ${org.reference} (Shree Ganesh Traders)`).waitFor();
    // The camera's company card (the form, built ahead unseen, names it too).
    await page.getByText("Shree Ganesh Traders", { exact: true }).filter({ visible: true }).waitFor();
    expect((await caseRow(org.caseId)).status).toBe("in_progress");

    await page.getByRole("button", { name: "Start Camera" }).click();
    await page.getByRole("status").filter({ hasText: "GPS: Active" }).waitFor();
    await shoot(page, 1);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Save Inspection" }).click();
    // Not without the person met at the site.
    await page.getByRole("alert").filter({ hasText: "Please enter the name of the person you met at the site." }).waitFor();
    // One group, named for screen readers by its legend.
    const met = page.getByRole("group", { name: "Person met at the site" });
    await met.getByLabel("Name", { exact: true }).fill("Ravi Shah");
    await met.getByLabel("Role", { exact: true }).fill("Proprietor");
    await answerChecklist(page);
    await page.getByRole("button", { name: "Save Inspection" }).click();
    await page.getByRole("alertdialog", { name: "Confirm Inspection" }).getByRole("button", { name: "Confirm & Save" }).click();
    await page.waitForURL(`**/app/org/${org.code}/my-cases`);
    await page.getByText("No open cases are assigned to you.").waitFor();

    const saved = await caseRow(org.caseId);
    expect(saved).toMatchObject({ status: "submitted", met_name: "Ravi Shah" });
    const [inspection] = await d1<{ case_id: string; company_name: string }>(
      `SELECT case_id, company_name FROM inspections WHERE id = '${saved.inspection_id}'`,
    );
    expect(inspection).toEqual({ case_id: org.caseId, company_name: "Shree Ganesh Traders" });
    expectNoConsoleErrors(errors);
  });
});
