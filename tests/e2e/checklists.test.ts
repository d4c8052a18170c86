// Issue 44, the organization's side: a manager copies the built-in Residence checklist, adds a required yes/no
// question with a red flag on "No" in the visual editor, publishes the copy as version 2 and maps Residence to it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d1, DESKTOP, expectNoConsoleErrors, launch, openPage, screenshot, signedIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("checklists", () => {
  it("a manager copies the Residence checklist, adds a flagged question, publishes version 2 and maps Residence to it", async () => {
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
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
