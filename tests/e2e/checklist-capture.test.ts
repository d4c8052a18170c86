// Issue 44: a Residence case's capture asks the Residence checklist instead of the seven questions. Save is
// refused in the page, naming what is missing (answers and the nameplate photo); a photo taken for a question
// is tagged to it; once answered, the inspection is stored with the checklist, its version and the answers.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d1, expectNoConsoleErrors, launch, openPage, PHONE, signedIn, screenshot } from "./browser";
import { answerChecklist, shoot } from "./capture-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** An organization (made before checklists: the capture installs its built-ins) with one Residence case assigned to `userId`. */
async function residenceCase(userId: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const org = { id: `org-${tag}`, code: `e2e${tag}`, companyId: `co-${tag}`, caseId: `case-${tag}`, reference: `RV-${tag}` };
  const due = new Date(Date.now() + 6 * 3600_000).toISOString();
  await d1(`INSERT INTO organizations (id, code, name) VALUES ('${org.id}', '${org.code}', 'Deccan Lenders')`);
  await d1(`INSERT INTO memberships (organization_id, user_id, role) VALUES ('${org.id}', '${userId}', 'inspector')`);
  await d1(
    `INSERT INTO companies (id, user_id, is_global, organization_id, name, address) VALUES ('${org.companyId}', NULL, 0, '${org.id}', 'Meera Kulkarni', 'Flat 4, Kothrud, Pune')`,
  );
  await d1(
    `INSERT INTO cases (id, organization_id, reference, company_id, company_name, site_address, verification_type, due_at, assignee_id, status)
     VALUES ('${org.caseId}', '${org.id}', '${org.reference}', '${org.companyId}', 'Meera Kulkarni', 'Flat 4, Kothrud, Pune', 'residence', '${due}', '${userId}', 'assigned')`,
  );
  return org;
}

describe("a case's checklist in the capture", () => {
  it("asks the Residence checklist, refuses Save naming what is missing, tags a photo taken for a question, and stores the answers with the version", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    const me = await signedIn(context, { name: "Kavita Joshi" });
    const org = await residenceCase(me.userId);

    await page.goto(`/app/camera?case=${org.caseId}&org=${org.code}`);
    await page.getByText(`Capturing for case ${org.reference} (Meera Kulkarni)`).waitFor();
    await page.getByRole("button", { name: "Start Camera" }).click();
    await page.getByRole("status").filter({ hasText: "GPS: Active" }).waitFor();
    await shoot(page, 1);
    // The form is built ahead while the camera is in use, unseen: none of it is exposed, and Tab never reaches it.
    await page.locator("[data-ahead][data-kept]").first().waitFor({ state: "attached" });
    expect(await page.getByRole("button", { name: "Save Inspection" }).count()).toBe(0);
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("[data-ahead]")?.outerHTML.slice(0, 80) ?? null)).toBeNull();
    }
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Residence verification" }).waitFor();
    await screenshot(page, "checklist-form-390");
    // The seven questions are not asked.
    expect(await page.getByLabel("Inventory Level").count()).toBe(0);
    // The next step is built ahead while the person reads, unseen: only the shown step's heading is exposed.
    await expect.poll(() => page.locator(".sp-checklist-section[data-ahead]").count()).toBeGreaterThan(0);
    expect(await page.locator(".sp-checklist").getByRole("heading", { level: 3 }).count()).toBe(1);
    const met = page.getByRole("group", { name: "Person met at the site" });
    await met.getByLabel("Name", { exact: true }).fill("Meera Kulkarni");
    await met.getByLabel("Role", { exact: true }).fill("Applicant");

    // Save is refused in the page while the required answers and the nameplate photo are missing.
    await page.getByRole("button", { name: "Save Inspection" }).click();
    const before = page.getByRole("alert").filter({ hasText: "Before saving:" });
    await before.getByRole("button", { name: "Answer “Address traced?”" }).waitFor();
    await before.getByRole("button", { name: "Add 1 photo to “Nameplate photo”" }).waitFor();
    await page.getByText(/^Answer “Address traced\?”, “Person met”.*, add 1 photo to “Nameplate photo” and add 1 photo to “Residence photos”\.$/).waitFor();
    expect(await page.getByRole("alertdialog", { name: "Confirm Inspection" }).count()).toBe(0);

    // A conditional question appears as its answer is given.
    expect(await page.getByRole("textbox", { name: /^Name of the person met/ }).count()).toBe(0);
    await page
      .getByRole("radiogroup", { name: /^Person met/ })
      .getByRole("radio", { name: "Family member" })
      .check();
    await page.getByRole("textbox", { name: /^Name of the person met/ }).waitFor();
    await page
      .getByRole("radiogroup", { name: /^Person met/ })
      .getByRole("radio", { name: "Applicant" })
      .check();
    expect(await page.getByRole("textbox", { name: /^Name of the person met/ }).count()).toBe(0);

    // A photo taken for the nameplate question is tagged to it.
    await before.getByRole("button", { name: "Add 1 photo to “Nameplate photo”" }).click();
    const nameplate = page.getByRole("group", { name: /^Nameplate photo/ });
    await nameplate.getByRole("button", { name: "Take photo" }).click();
    await page.getByRole("status").filter({ hasText: "Photos you take now are for “Nameplate photo”" }).waitFor();
    await shoot(page, 2);
    await page.getByRole("button", { name: "Next" }).click();
    await nameplate.getByText("1 photo added").waitFor();
    // Back at the question it was taken for, far down the form.
    await expect
      .poll(() =>
        nameplate.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await nameplate.getByRole("checkbox", { name: "Photo 2" }).isChecked()).toBe(true);
    expect(await nameplate.getByRole("checkbox", { name: "Photo 1" }).isChecked()).toBe(false);

    // A reload continues the same checklist with its answers and tags (kept on the device with its version), at
    // once: what waits for typing to pause is written as the page goes.
    await page.reload();
    await page.getByRole("button", { name: "Take photo (2 taken)" }).waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Residence verification" }).waitFor();
    expect(
      await page
        .getByRole("radiogroup", { name: /^Person met/ })
        .getByRole("radio", { name: "Applicant" })
        .isChecked(),
    ).toBe(true);
    await met.getByLabel("Name", { exact: true }).fill("Meera Kulkarni");
    await met.getByLabel("Role", { exact: true }).fill("Applicant");

    await answerChecklist(page);
    // The photo taken for the nameplate is still its answer after the reload.
    expect(await nameplate.getByRole("checkbox", { name: "Photo 2" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Save Inspection" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirm Inspection" });
    await confirm.getByText("Residence verification").waitFor();
    await confirm.getByRole("button", { name: "Confirm & Save" }).click();
    await page.waitForURL(`**/app/org/${org.code}/my-cases`, { timeout: 60_000 });

    const [row] = await d1<{ id: string; checklist_id: string; checklist_version: number; checklist_answers: string; inventory_level: string }>(
      `SELECT id, checklist_id, checklist_version, checklist_answers, inventory_level FROM inspections WHERE case_id = '${org.caseId}'`,
    );
    const [residence] = await d1<{ id: string }>(`SELECT id FROM checklists WHERE organization_id = '${org.id}' AND built_in = 'residence'`);
    expect(row).toMatchObject({ checklist_id: residence.id, checklist_version: 1, inventory_level: "" });
    const photos = await d1<{ id: string }>(`SELECT id FROM photos WHERE inspection_id = '${row.id}' ORDER BY position`);
    const answers = JSON.parse(row.checklist_answers) as Record<string, unknown>;
    expect(answers).toMatchObject({ address_traced: "yes", person_met: "applicant", negative_area: "no", nameplate_photo: [photos[1].id] });
    expect(answers.person_met_name).toBeUndefined();
    expectNoConsoleErrors(errors);
  });
});
