// Issue 44 end to end: a manager copies the built-in Residence checklist, adds a required yes/no question with a
// red flag on "No" in the visual editor, publishes the copy as version 2 and maps Residence to it; an inspector's
// Residence case asks version 2, Save is refused until it is answered, "No" is saved; the manager's review shows
// the red flag first, the verify page signed out shows the answers with the nameplate photo under its question,
// and the MIS export has the new question's column.
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, d1, DESKTOP, expectNoConsoleErrors, launch, openPage, PHONE, screenshot, signedIn } from "./browser";
import { answerChecklist, shoot } from "./capture-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("checklists", () => {
  it("a manager publishes a flagged question as version 2; the inspector answers No; review, verify page and MIS export show it", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const me = await signedIn(context, { name: "Meena Iyer", timeZone: "UTC" });
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const org = { id: `org-${tag}`, code: `cl${tag}` };
    await d1(`INSERT INTO organizations (id, code, name) VALUES ('${org.id}', '${org.code}', 'Konkan Credit')`);
    await d1(`INSERT INTO memberships (organization_id, user_id, role) VALUES ('${org.id}', '${me.userId}', 'manager')`);

    await page.goto(`/app/org/${org.code}`);
    await page.getByRole("link", { name: "Checklists" }).click();
    const list = page.getByRole("list", { name: "Checklists" });
    await list.getByText("Residence verification", { exact: true }).waitFor();
    for (const title of ["Business premises verification", "Office verification", "Property visit"]) await list.getByText(title).first().waitFor();
    await page.getByRole("button", { name: "Copy Residence verification" }).click();
    await page.getByRole("heading", { level: 1, name: "Residence verification (copy)" }).waitFor();

    // The visual editor: a new yes/no question in the first section, required, flagged on "No".
    const adder = page.getByRole("group", { name: /^Add a question to / }).first();
    await adder.getByLabel("New question").fill("Nameplate matches the applicant?");
    await adder.getByLabel("Type").selectOption({ label: "Yes / no" });
    await adder.getByRole("button", { name: "Add question" }).click();
    const flags = page.getByRole("group", { name: "Red flags of “Nameplate matches the applicant?”" });
    await flags.getByRole("checkbox", { name: "Red flag on “No”" }).check();
    const question = page.getByRole("group", { name: /^Question \d+ · Yes \/ no$/ }).filter({ has: flags });
    await question.getByRole("checkbox", { name: "Required" }).check();
    await screenshot(page, "checklist-editor-desktop");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("status").filter({ hasText: "Draft saved" }).waitFor();
    await page.getByRole("button", { name: "Publish as version 2" }).click();
    await page.getByRole("status").filter({ hasText: "Published as version 2" }).waitFor();

    const [copy] = await d1<{ id: string }>(`SELECT id FROM checklists WHERE organization_id = '${org.id}' AND title = 'Residence verification (copy)'`);
    const [v2] = await d1<{ definition: string; hash: string | null }>(
      `SELECT definition, definition_hash AS hash FROM checklist_versions WHERE checklist_id = '${copy.id}' AND version = 2`,
    );
    const added = (
      JSON.parse(v2.definition) as { sections: { questions: { label: string; type: string; required: boolean; redFlag?: string[] }[] }[] }
    ).sections
      .flatMap((s) => s.questions)
      .find((q) => q.label === "Nameplate matches the applicant?");
    expect(added).toMatchObject({ type: "yes_no", required: true, redFlag: ["no"] });
    expect(v2.hash).toMatch(/^[0-9a-f]{64}$/);

    await page.getByRole("link", { name: "← Checklists" }).click();
    await page.getByLabel("Residence", { exact: true }).selectOption({ label: "Residence verification (copy) (version 2)" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Checklists for each verification type saved" }).waitFor();
    expect(await d1(`SELECT checklist_id AS id FROM checklist_mappings WHERE organization_id = '${org.id}' AND verification_type = 'residence'`)).toEqual([
      { id: copy.id },
    ]);
    await screenshot(page, "checklists-desktop");

    // The inspector's visit: a Residence case asks version 2.
    const visit = await openPage(browser, PHONE);
    const inspector = await signedIn(visit.context, { name: "Kavita Joshi" });
    const kase = { id: `case-${tag}`, reference: `RV-${tag}`, companyId: `co-${tag}` };
    await d1(`INSERT INTO memberships (organization_id, user_id, role) VALUES ('${org.id}', '${inspector.userId}', 'inspector')`);
    await d1(
      `INSERT INTO companies (id, user_id, is_global, organization_id, name, address) VALUES ('${kase.companyId}', NULL, 0, '${org.id}', 'Meera Kulkarni', 'Flat 4, Kothrud, Pune')`,
    );
    await d1(
      `INSERT INTO cases (id, organization_id, reference, company_id, company_name, site_address, verification_type, due_at, assignee_id, status)
       VALUES ('${kase.id}', '${org.id}', '${kase.reference}', '${kase.companyId}', 'Meera Kulkarni', 'Flat 4, Kothrud, Pune', 'residence', '${new Date(Date.now() + 6 * 3600_000).toISOString()}', '${inspector.userId}', 'assigned')`,
    );
    const p = visit.page;
    await p.goto(`/app/camera?case=${kase.id}&org=${org.code}`);
    await p.getByText(`Capturing for case ${kase.reference} (Meera Kulkarni)`).waitFor();
    await p.getByRole("button", { name: "Start Camera" }).click();
    await p.getByRole("status").filter({ hasText: "GPS: Active" }).waitFor();
    await shoot(p, 1);
    await shoot(p, 2);
    await p.getByRole("button", { name: "Next" }).click();
    await p.getByRole("heading", { name: "Residence verification (copy)" }).waitFor();
    const met = p.getByRole("group", { name: "Person met at the site" });
    await met.getByLabel("Name", { exact: true }).fill("Meera Kulkarni");
    await met.getByLabel("Role", { exact: true }).fill("Applicant");
    await p.getByRole("button", { name: "Save Inspection" }).click();
    const before = p.getByRole("alert").filter({ hasText: "Before saving:" });
    await before.getByRole("button", { name: "Answer “Nameplate matches the applicant?”" }).waitFor();
    await before.getByRole("button", { name: "Add 1 photo to “Nameplate photo”" }).waitFor();
    expect(await p.getByRole("alertdialog", { name: "Confirm Inspection" }).count()).toBe(0);
    await p
      .getByRole("radiogroup", { name: /^Nameplate matches the applicant\?/ })
      .getByRole("radio", { name: "No" })
      .check();
    await answerChecklist(p);
    await p.getByRole("button", { name: "Save Inspection" }).click();
    await p.getByRole("alertdialog", { name: "Confirm Inspection" }).getByRole("button", { name: "Confirm & Save" }).click();
    await p.getByText("No open cases are assigned to you.").waitFor({ timeout: 60_000 });
    const [saved] = await d1<{ id: string; version: number; answers: string }>(
      `SELECT id, checklist_version AS version, checklist_answers AS answers FROM inspections WHERE case_id = '${kase.id}'`,
    );
    expect(saved.version).toBe(2);
    const answers = JSON.parse(saved.answers) as Record<string, unknown>;
    expect(Object.entries(answers).find(([k]) => k.startsWith("nameplate_matches"))?.[1]).toBe("no");

    // The manager's review: the red flag first.
    await page.goto(`/app/org/${org.code}/review/${kase.id}`);
    const sheet = page.getByRole("region", { name: "Checklist answers: Residence verification (copy)" });
    await sheet.getByRole("note", { name: "Red flags" }).getByText("Nameplate matches the applicant?: No").waitFor();
    const headings = await sheet.getByRole("heading").allInnerTexts();
    expect(headings[0]).toBe("Residence verification (copy)");
    expect(await sheet.locator("h4").first().innerText()).toBe("Visit");
    await screenshot(page, "checklist-review-desktop");
    // Its PDF report (the answers and the nameplate photo under its question: tests/integration/checklist-shown.test.ts reads one).
    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF report" }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1").match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(1);

    // The verify page, signed out: the answers, and the nameplate photo under its question.
    const made = await visit.context.request.post(`/app/evidence/${saved.id}`, { form: { intent: "create", days: "7" }, headers: { Origin: baseUrl() } });
    expect(made.status()).toBe(200);
    const { link } = (await made.json()) as { link: { url: string } };
    const outsider = await openPage(browser, PHONE);
    await outsider.page.goto(new URL(link.url).pathname);
    const shown = outsider.page.getByRole("region", { name: "Checklist answers: Residence verification (copy)" });
    await shown.getByText("Nameplate matches the applicant?: No").waitFor();
    await shown.getByRole("list", { name: "Photos of “Nameplate photo”" }).getByRole("img", { name: "Nameplate photo, photo 1" }).waitFor();
    await screenshot(outsider.page, "checklist-verify-phone");
    await outsider.context.close();

    // The MIS export: a column for the new question with "No".
    await page.goto(`/app/org/${org.code}/turnaround`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    const rows = Papa.parse<string[]>(readFileSync((await download.path())!, "utf8").trim()).data;
    const column = rows[0].indexOf("Nameplate matches the applicant?");
    expect(column).toBeGreaterThan(0);
    expect(rows.find((r) => r[0] === kase.reference)?.[column]).toBe("No");

    expectNoConsoleErrors(errors);
    expectNoConsoleErrors(visit.errors);
    await visit.context.close();
    await context.close();
  });
});
