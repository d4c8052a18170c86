// The team at work, end to end (issue "Teams, part 1"): a new user creates an organization and invites
// an inspector and a manager (links read from the outbox, accepted by those accounts); the manager
// creates a case, sees the inspectors ordered by distance and assigns it; the inspector is notified,
// finds the case in My cases, starts it with the company preselected, captures and saves; the case
// shows Submitted with the inspection linked, and its history lists each step.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d1, DESKTOP, expectNoConsoleErrors, launch, openPage, PHONE, screenshot, signedIn, signedInNew } from "./browser";
import { answerChecklist, shoot } from "./capture-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The invitation link the outbox holds for `email`. */
async function invitationLink(page: Page, orgName: string, email: string): Promise<string> {
  await page.goto("/dev/outbox");
  const href = await page
    .getByRole("article", { name: `Join ${orgName} on SiteProof` })
    .filter({ hasText: email })
    .first()
    .getByRole("link")
    .getAttribute("href");
  return new URL(href!).pathname;
}

async function accept(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("button", { name: "Accept invitation" }).click();
}

describe("a verification team", () => {
  it("creates, invites, allocates to the nearest inspector, captures for the case and submits it", async () => {
    const tag = Date.now().toString(36);
    const code = `team-${tag}`.slice(0, 20);
    const orgName = `Malabar Lending ${tag}`;
    const owner = await openPage(browser, DESKTOP);
    await signedInNew(owner.page, "Anil Owner");
    await owner.page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Organizations" }).click();
    await owner.page.getByRole("link", { name: "Create organization" }).click();
    await owner.page.getByLabel("Organization name").fill(orgName);
    await owner.page.getByLabel("Short code").fill(code);
    await owner.page.getByRole("button", { name: "Create organization" }).click();
    await owner.page.getByRole("link", { name: `Workspace: ${orgName}` }).waitFor();

    const inspector = await openPage(browser, PHONE);
    const ravi = await signedIn(inspector.context, { name: "Ravi Menon" });
    const manager = await openPage(browser, DESKTOP);
    const meera = await signedIn(manager.context, { name: "Meera Nair", timeZone: "Asia/Kolkata" });
    for (const [who, role] of [
      [ravi.email, "Inspector"],
      [meera.email, "Manager"],
    ]) {
      await owner.page.goto(`/app/org/${code}/members`);
      await owner.page.getByLabel("E-mail").fill(who);
      await owner.page.getByLabel("Role", { exact: true }).selectOption({ label: role });
      await owner.page.getByRole("button", { name: "Send invitation" }).click();
      await owner.page
        .getByRole("status")
        .filter({ hasText: `Invitation sent to ${who}.` })
        .waitFor();
    }
    await accept(inspector.page, await invitationLink(owner.page, orgName, ravi.email));
    await accept(manager.page, await invitationLink(owner.page, orgName, meera.email));
    const [{ id: orgId }] = await d1<{ id: string }>(`SELECT id FROM organizations WHERE code = '${code}'`);
    await expect.poll(async () => (await d1<{ n: number }>(`SELECT count(*) AS n FROM memberships WHERE organization_id = '${orgId}'`))[0].n).toBe(3);

    // Where each inspector last sealed a case (Ravi near the site in Mumbai; a colleague in Pune), and the
    // directory company with its site.
    await d1(`UPDATE memberships SET last_latitude = 19.1, last_longitude = 72.9 WHERE organization_id = '${orgId}' AND user_id = '${ravi.userId}'`);
    await d1(`INSERT INTO users (id, email, first_name, last_name) VALUES ('far-${tag}', 'far-${tag}@example.com', 'Arun', 'Pillai')`);
    await d1(
      `INSERT INTO memberships (organization_id, user_id, role, last_latitude, last_longitude) VALUES ('${orgId}', 'far-${tag}', 'inspector', 18.52, 73.85)`,
    );
    await d1(
      `INSERT INTO companies (id, organization_id, name, address, site_latitude, site_longitude) VALUES ('co-${tag}', '${orgId}', 'Kochi Spices ${tag}', 'Andheri East, Mumbai', 19.0765, 72.8775)`,
    );

    // The manager creates the case and assigns it to the nearest inspector.
    const m = manager.page;
    await m.goto(`/app/org/${code}/cases`);
    await m.getByRole("link", { name: "New case" }).click();
    await m.getByLabel("Company from the directory").selectOption({ label: `Kochi Spices ${tag}` });
    await m.getByLabel("Verification type").selectOption({ label: "Business premises" });
    await m.getByLabel("Lender's reference number").fill(`ML-${tag}`);
    await m.getByLabel("Due date").fill("2031-06-01");
    await m.getByLabel(/Due time/).fill("17:00");
    await m.getByRole("button", { name: "Create case" }).click();
    await m.getByRole("heading", { name: `Case ML-${tag}` }).waitFor();
    await m.getByRole("link", { name: "Assign" }).click();
    const dialog = m.getByRole("dialog", { name: `Assign case ML-${tag}` });
    const rows = dialog.getByRole("row");
    await rows.filter({ hasText: "Arun Pillai" }).waitFor();
    const order = await rows.allInnerTexts();
    expect(order.findIndex((r) => r.includes("Ravi Menon"))).toBeLessThan(order.findIndex((r) => r.includes("Arun Pillai")));
    await screenshot(m, "team-assign-desktop");
    await dialog.getByRole("button", { name: "Assign to Ravi Menon" }).click();
    await m.getByRole("list", { name: "Case history" }).getByText("Assigned to Ravi Menon").waitFor();

    // The inspector is told, finds the case, starts it and captures for it.
    const p = inspector.page;
    await p.goto("/app/notifications");
    await p
      .getByRole("list", { name: "Notifications" })
      .getByRole("listitem", { name: `New case: Kochi Spices ${tag}` })
      .waitFor();
    await p.goto(`/app/org/${code}/my-cases`);
    const card = p.getByRole("article", { name: `Case ML-${tag}` });
    await card.getByRole("button", { name: `Start case ML-${tag}` }).click();
    await p.getByText(`Capturing for case ML-${tag} (Kochi Spices ${tag})`).waitFor();
    await p.getByRole("button", { name: "Start Camera" }).click();
    await p.getByRole("status").filter({ hasText: "GPS: Active" }).waitFor();
    await shoot(p, 1);
    await p.getByRole("button", { name: "Next" }).click();
    await p.getByLabel("Name", { exact: true }).fill("Sunil Varghese");
    await p.getByLabel("Role", { exact: true }).fill("Proprietor");
    await answerChecklist(p);
    await p.getByRole("button", { name: "Save Inspection" }).click();
    await p.getByRole("alertdialog", { name: "Confirm Inspection" }).getByRole("button", { name: "Confirm & Save" }).click();
    await p.getByText("No open cases are assigned to you.").waitFor({ timeout: 60_000 });

    // The manager sees it Submitted, with the inspection and every step.
    await m.reload();
    await m.getByText("Submitted", { exact: true }).first().waitFor();
    await m.getByRole("link", { name: "Open the inspection" }).waitFor();
    const history = await m.getByRole("list", { name: "Case history" }).innerText();
    for (const step of [
      "Created (Business premises",
      "Assigned to Ravi Menon",
      "Started the visit",
      "Submitted the inspection (met Sunil Varghese, Proprietor)",
    ])
      expect(history).toContain(step);
    await screenshot(m, "team-case-submitted-desktop");
    for (const x of [owner, inspector, manager]) {
      expectNoConsoleErrors(x.errors);
      await x.context.close();
    }
  });
});
