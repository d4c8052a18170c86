// Issue 42: an inspection captured for a case is the organization's. The inspector's personal History,
// its search, its exports and their backup never hold it; once the manager removes them, its pages,
// `_data`, photo, PDF and ZIP addresses answer them 404, and the verify link they shared still opens
// signed out.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, d1, expectNoConsoleErrors, launch, openPage, PHONE, signedIn } from "./browser";
import { answerChecklist, shoot } from "./capture-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** An organization with a manager, the inspector, its directory company and one case assigned to the inspector. */
async function organization(inspectorId: string, managerId: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const org = { id: `org-${tag}`, code: `ev${tag}`, companyId: `co-${tag}`, caseId: `case-${tag}`, reference: `EV-${tag}` };
  const due = new Date(Date.now() + 6 * 3600_000).toISOString();
  await d1(`INSERT INTO organizations (id, code, name) VALUES ('${org.id}', '${org.code}', 'Konkan Lenders')`);
  await d1(
    `INSERT INTO memberships (organization_id, user_id, role) VALUES ('${org.id}', '${inspectorId}', 'inspector'), ('${org.id}', '${managerId}', 'manager')`,
  );
  await d1(
    `INSERT INTO companies (id, user_id, is_global, organization_id, name, address) VALUES ('${org.companyId}', NULL, 0, '${org.id}', 'Malvan Spices Exports', 'Bazaar Peth, Malvan')`,
  );
  await d1(
    `INSERT INTO cases (id, organization_id, reference, company_id, company_name, site_address, site_latitude, site_longitude, verification_type, due_at, assignee_id, status)
     VALUES ('${org.caseId}', '${org.id}', '${org.reference}', '${org.companyId}', 'Malvan Spices Exports', 'Bazaar Peth, Malvan', 16.06, 73.47, 'business_premises', '${due}', '${inspectorId}', 'assigned')`,
  );
  return org;
}

const status = async (context: BrowserContext, path: string, form?: Record<string, string>) =>
  (form
    ? await context.request.post(`${baseUrl()}${path}`, { form, headers: { Origin: baseUrl() }, maxRedirects: 0 })
    : await context.request.get(`${baseUrl()}${path}`, { maxRedirects: 0 })
  ).status();

describe("a case's inspection belongs to the organization", () => {
  it("stays out of the inspector's personal History, search, exports and backup, and is refused to them once removed; its verify link still opens", async () => {
    const inspector = await openPage(browser, PHONE);
    const me = await signedIn(inspector.context, { name: "Kavita Joshi" });
    const manager = await openPage(browser, PHONE);
    const boss = await signedIn(manager.context, { name: "Meena Iyer" });
    const org = await organization(me.userId, boss.userId);
    const { page, context } = inspector;

    // The inspector captures for the case from My cases.
    await page.goto(`/app/org/${org.code}/my-cases`);
    await page
      .getByRole("article", { name: `Case ${org.reference}` })
      .getByRole("button", { name: `Start case ${org.reference}` })
      .click();
    await page.waitForURL(`**/app/camera?case=${org.caseId}&org=${org.code}`);
    await page.getByRole("button", { name: "Start Camera" }).click();
    await page.getByRole("status").filter({ hasText: "GPS: Active" }).waitFor();
    await shoot(page, 1);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Ravi Shah");
    await page.getByLabel("Role", { exact: true }).fill("Proprietor");
    await answerChecklist(page);
    await page.getByRole("button", { name: "Save Inspection" }).click();
    await page.getByRole("alertdialog", { name: "Confirm Inspection" }).getByRole("button", { name: "Confirm & Save" }).click();
    await page.waitForURL(`**/app/org/${org.code}/my-cases`);
    const [saved] = await d1<{ id: string; organization_id: string }>(`SELECT id, organization_id FROM inspections WHERE case_id = '${org.caseId}'`);
    expect(saved.organization_id).toBe(org.id);
    const [{ id: photoId }] = await d1<{ id: string }>(`SELECT id FROM photos WHERE inspection_id = '${saved.id}'`);

    // Their personal History and its search do not list it.
    await page.goto("/app/history");
    await page.getByText("0 inspection(s) found").waitFor();
    await page.getByRole("searchbox", { name: "Search inspections" }).fill("Malvan");
    await page.waitForURL(/q=Malvan/);
    await page.getByText("0 inspection(s) found").waitFor();
    expect(await page.getByText("Malvan Spices Exports").count()).toBe(0);
    // Nor do its exports (the Export menu's addresses) or the backup file.
    for (const format of ["csv", "json", "geojson", "kml", "zip"]) {
      const res = await context.request.get(`${baseUrl()}/app/history/export?format=${format}`);
      expect(res.status()).toBe(200);
      const body = new TextDecoder("latin1").decode(await res.body());
      expect(body).not.toContain(saved.id);
      expect(body).not.toContain("Malvan Spices");
    }
    const backup = JSON.parse((await (await context.request.get(`${baseUrl()}/app/profile/backup`)).body()).toString()) as { inspections: unknown[] };
    expect(backup.inspections).toEqual([]);

    // While a member, they open it from their case, and share a verify link.
    const casePath = `/app/org/${org.code}/cases/${org.caseId}`;
    const dataPath = `${casePath}?_data=${encodeURIComponent("routes/app.org.$code.cases.$caseId")}`;
    expect(await status(context, casePath)).toBe(200);
    expect(await status(context, `/app/photos/${photoId}`)).toBe(200);
    const shared = await context.request.post(`${baseUrl()}/app/evidence/${saved.id}`, {
      form: { intent: "create", days: "7" },
      headers: { Origin: baseUrl() },
    });
    expect(shared.status()).toBe(200);
    const { link } = (await shared.json()) as { link: { url: string } };
    expectNoConsoleErrors(inspector.errors);

    // The manager removes them from the members page.
    await manager.page.goto(`/app/org/${org.code}/members`);
    await manager.page.getByRole("link", { name: "Remove Kavita Joshi" }).click();
    const answered = manager.page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.endsWith("/remove"));
    await manager.page.getByRole("alertdialog", { name: "Remove member" }).getByRole("button", { name: "Remove" }).click();
    expect((await answered).status()).toBe(200);
    await manager.page.goto(`/app/org/${org.code}/members`);
    await manager.page.getByRole("list", { name: "Members" }).getByRole("listitem", { name: "Meena Iyer" }).waitFor();
    expect(await manager.page.getByRole("list", { name: "Members" }).getByRole("listitem", { name: "Kavita Joshi" }).count()).toBe(0);
    expectNoConsoleErrors(manager.errors);

    // Every address of it now answers them 404: the case page and its data, the photo, the evidence and
    // the PDF's data, the organization's ZIP.
    const refused = await page.goto(casePath);
    expect(refused!.status()).toBe(404);
    await page.getByText("Organization not found.").waitFor();
    expect(await status(context, dataPath)).toBe(404);
    expect(await status(context, `/app/photos/${photoId}`)).toBe(404);
    expect(await status(context, `/app/photos/${photoId}?size=thumb`)).toBe(404);
    expect(await status(context, `/app/evidence/${saved.id}`)).toBe(404);
    expect(await status(context, `/app/evidence/${saved.id}`, { intent: "report" })).toBe(404);
    expect(await status(context, `/app/evidence/${saved.id}`, { intent: "create", days: "1" })).toBe(404);
    expect(await status(context, `/app/org/${org.code}/evidence/export?part=1`)).toBe(404);
    expect(await status(context, `/app/history`, { intent: "delete", id: saved.id })).toBe(404);

    // The link they shared still opens, signed out.
    const visitor = await openPage(browser, PHONE);
    const opened = await visitor.page.goto(link.url);
    expect(opened!.status()).toBe(200);
    await visitor.page.getByText("Malvan Spices Exports").first().waitFor();
    expect(await d1(`SELECT id FROM inspections WHERE id = '${saved.id}'`)).toHaveLength(1);
    await Promise.all([inspector.context.close(), manager.context.close(), visitor.context.close()]);
  });
});
