// Review, end to end (issue 32): a reviewer opens a submitted case and records Re-visit with a remark;
// the inspector is told, sees the remark in the capture and captures again; the reviewer records
// Verified, both decisions signed and in order; a reviewer who captured the inspection is refused.
// Signed out, the verify link shows both in order with every signature checked in the browser.
// Then the disposition form before hydration (issue "Before the script").
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "../../app/features/review/review-rules";
import { baseUrl, d1, DESKTOP, expectNoConsoleErrors, isHydrated, launch, openBeforeHydration, openPage, PHONE, screenshot, signedIn } from "./browser";
import { answerChecklist, shoot } from "./capture-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** An organization with its members and one directory company near the test's GPS (Mumbai). */
async function world(tag: string, members: [string, string][]) {
  const orgId = `org-${tag}`;
  const code = `rv-${tag}`.slice(0, 20);
  await d1(`INSERT INTO organizations (id, code, name) VALUES ('${orgId}', '${code}', 'Konkan Credit ${tag}')`);
  for (const [userId, role] of members) await d1(`INSERT INTO memberships (organization_id, user_id, role) VALUES ('${orgId}', '${userId}', '${role}')`);
  await d1(
    `INSERT INTO companies (id, organization_id, name, address, site_latitude, site_longitude) VALUES ('co-${tag}', '${orgId}', 'Ratnagiri Mangoes ${tag}', 'Andheri East, Mumbai', 19.0765, 72.8775)`,
  );
  return { orgId, code, company: `Ratnagiri Mangoes ${tag}` };
}

async function newCase(w: { orgId: string }, tag: string, reference: string, assignee: string, status = "assigned") {
  const id = `case-${reference}`;
  await d1(
    `INSERT INTO cases (id, organization_id, reference, company_id, company_name, site_address, site_latitude, site_longitude, verification_type, due_at, assignee_id, status, submitted_at) VALUES ('${id}', '${w.orgId}', '${reference}', 'co-${tag}', 'Ratnagiri Mangoes ${tag}', 'Andheri East, Mumbai', 19.0765, 72.8775, 'business_premises', '2031-06-01T11:30:00.000Z', '${assignee}', '${status}', ${status === "submitted" ? "'2026-01-01T00:00:00.000Z'" : "NULL"})`,
  );
  return id;
}

/** The inspector starts the case from My cases and captures one photo for it. */
async function captureFor(p: Page, code: string, reference: string, company: string) {
  await p.goto(`/app/org/${code}/my-cases`);
  await p
    .getByRole("article", { name: `Case ${reference}` })
    .getByRole("button", { name: `Start case ${reference}` })
    .click();
  await p.getByText(`Capturing for case ${reference} (${company})`).waitFor();
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
}

async function decide(m: Page, outcome: string, remark: string) {
  await m.getByRole("radio", { name: outcome, exact: true }).check();
  if (remark) await m.getByLabel("Remark").fill(remark);
  await m.getByRole("button", { name: "Sign the disposition" }).click();
  await m.getByRole("status").filter({ hasText: REVIEW_MESSAGES.recorded }).waitFor();
}

describe("reviewing a case", () => {
  it("Re-visit with a remark, the inspector captures again, then Verified; a reviewer's own inspection is refused", async () => {
    const tag = Date.now().toString(36);
    const reference = `KC-${tag}`;
    const inspector = await openPage(browser, PHONE);
    const ravi = await signedIn(inspector.context, { name: "Ravi Menon" });
    const reviewer = await openPage(browser, DESKTOP);
    const meera = await signedIn(reviewer.context, { name: "Meera Nair", timeZone: "Asia/Kolkata" });
    const w = await world(tag, [
      [ravi.userId, "inspector"],
      [meera.userId, "reviewer"],
    ]);
    const caseId = await newCase(w, tag, reference, ravi.userId);
    const p = inspector.page;
    const m = reviewer.page;
    await captureFor(p, w.code, reference, w.company);

    // The reviewer is told, finds it in the queue and reads the evidence.
    await m.goto("/app/notifications");
    await m
      .getByRole("list", { name: "Notifications" })
      .getByRole("listitem", { name: `Submitted for review: ${w.company}` })
      .waitFor();
    await m.goto(`/app/org/${w.code}`);
    await m.getByRole("link", { name: "Review", exact: true }).click();
    await m.getByRole("link", { name: `Review case ${reference}` }).click();
    await m.getByRole("heading", { name: `Review case ${reference}` }).waitFor();
    await m.getByRole("heading", { name: "The sealed inspection" }).waitFor();
    await m.getByText("Seal signature").waitFor();
    await m.getByText("Sunil Varghese (Proprietor)").waitFor();
    await m.getByRole("img", { name: `Photo 1 of ${w.company}` }).waitFor();
    await screenshot(m, "review-screen-desktop");
    // A remark is required for a Re-visit.
    await m.getByRole("radio", { name: "Re-visit" }).check();
    await m.getByRole("button", { name: "Sign the disposition" }).click();
    await m.getByText(REVIEW_MESSAGES.remark).waitFor();
    await decide(m, "Re-visit", "The stock room is not in any photo");
    await m.getByRole("list", { name: "Case history" }).getByText("Recorded Re-visit: The stock room is not in any photo (visit 2 opened)").waitFor();

    // The inspector is told and sees the remark in the capture.
    await p.goto("/app/notifications");
    await p
      .getByRole("list", { name: "Notifications" })
      .getByRole("listitem", { name: `Re-visit: ${w.company}` })
      .waitFor();
    await p.goto(`/app/org/${w.code}/my-cases`);
    await p
      .getByRole("article", { name: `Case ${reference}` })
      .getByText("Re-visit")
      .waitFor();
    await p
      .getByRole("article", { name: `Case ${reference}` })
      .getByRole("button", { name: `Start case ${reference}` })
      .click();
    await p.getByText("Re-visit: The stock room is not in any photo").waitFor();
    await screenshot(p, "review-revisit-capture-phone");
    await captureFor(p, w.code, reference, w.company);
    const inspections = await d1<{ id: string }>(`SELECT id FROM inspections WHERE case_id = '${caseId}' ORDER BY created_at`);
    expect(inspections).toHaveLength(2);

    // The inspector who captured it, made a reviewer, cannot decide on it.
    await d1(`UPDATE memberships SET role = 'reviewer' WHERE organization_id = '${w.orgId}' AND user_id = '${ravi.userId}'`);
    await p.goto(`/app/org/${w.code}/review/${caseId}`);
    await p.getByText(REVIEW_MESSAGES.ownInspection).waitFor();
    expect(await p.getByRole("button", { name: "Sign the disposition" }).count()).toBe(0);
    const forced = await p.request.post(`/app/org/${w.code}/review/${caseId}?_data=${encodeURIComponent("routes/app.org.$code.review.$caseId")}`, {
      form: { intent: "dispose", outcome: "verified", remark: "" },
      headers: { Origin: baseUrl() },
    });
    expect(forced.status()).toBe(403);
    expect(await d1(`SELECT id FROM dispositions WHERE case_id = '${caseId}'`)).toHaveLength(1);

    // The reviewer records Verified on the second visit; both decisions stay, signed, in order.
    await m.goto(`/app/org/${w.code}/review`);
    await screenshot(m, "review-queue-desktop");
    await m.getByRole("link", { name: `Review case ${reference}` }).click();
    await m.getByText("Visit 2", { exact: true }).first().waitFor();
    await decide(m, "Verified", "");
    const checks = m.getByRole("list", { name: "Signature check of the decisions" });
    await checks.getByText("Disposition 1 (Re-visit by Meera Nair) is signed with published key").waitFor();
    await checks.getByText("Disposition 2 (Verified by Meera Nair) is signed with published key").waitFor();
    const rows = await d1<{ outcome: string; visit: number }>(`SELECT outcome, visit FROM dispositions WHERE case_id = '${caseId}' ORDER BY created_at`);
    expect(rows).toEqual([
      { outcome: "revisit", visit: 1 },
      { outcome: "verified", visit: 2 },
    ]);
    expect((await d1<{ status: string }>(`SELECT status FROM cases WHERE id = '${caseId}'`))[0].status).toBe("verified");
    await screenshot(m, "review-verified-desktop");

    // What the lender sees: the inspector's Evidence dialog lists the decisions and makes the verify link. A case's
    // inspection is the organization's, never in the inspector's History list: the case page links its evidence.
    const [latest] = await d1<{ id: string }>(`SELECT id FROM inspections WHERE case_id = '${caseId}' ORDER BY created_at DESC LIMIT 1`);
    await p.goto(`/app/history?evidence=${latest.id}`);
    const dialog = p.getByRole("dialog", { name: "Evidence" });
    await dialog.getByRole("heading", { name: `Case ${reference}` }).waitFor();
    expect(await dialog.getByRole("list", { name: "Dispositions" }).getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringMatching(/^1\.\s*Re-visit\s*Visit 1 · Meera Nair · .* UTC\s*Remark: The stock room is not in any photo$/),
      expect.stringMatching(/^2\.\s*Verified\s*Visit 2 · Meera Nair · .* UTC$/),
    ]);
    const serverCheck = (scope: Locator) => scope.getByRole("listitem").filter({ hasText: "Disposition signatures" });
    await serverCheck(dialog).getByText("All 2 dispositions are signed with a trusted key, each linked to the one before.").waitFor();
    await dialog.getByRole("button", { name: "Create verify link" }).click();
    const url = await dialog.getByRole("textbox", { name: "Verify link" }).inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl()}/verify/`));
    await dialog.getByRole("button", { name: "Close" }).last().click();

    // Signed out, on a phone and at 1280 px: both decisions in order, every signature checked in the browser.
    for (const viewport of [PHONE, DESKTOP]) {
      const visitor = await openPage(browser, viewport);
      const v = visitor.page;
      await v.goto(url);
      await v.getByRole("heading", { name: `Case ${reference}`, level: 2 }).waitFor();
      const items = v.getByRole("list", { name: "Dispositions" }).getByRole("listitem");
      expect(await items.evaluateAll((li) => li.map((e) => e.getAttribute("aria-label")))).toEqual(["Disposition 1: Re-visit", "Disposition 2: Verified"]);
      await items.first().getByText("Remark: The stock room is not in any photo").waitFor();
      await serverCheck(v.locator("main")).getByLabel("Passed", { exact: true }).waitFor();
      const checked = v.getByLabel("Checked in your browser");
      await checked.getByText("All 2 disposition signatures verify, each linked to the one before.").waitFor();
      for (const line of [
        "Disposition 1 (Re-visit by Meera Nair) is signed with published key",
        "Disposition 2 (Verified by Meera Nair) is signed with published key",
        "Disposition 2 was made on this inspection's seal, unaltered.",
        "The seal's signature verifies with published key",
      ])
        await checked.getByRole("listitem").filter({ hasText: line }).getByLabel("Passed in your browser").waitFor();
      expect(await checked.getByLabel("Failed in your browser").count()).toBe(0);
      expect(await v.getByLabel("Failed", { exact: true }).count()).toBe(0);
      await screenshot(v, `dispositions-verify-${viewport.width}`);
      expect(await v.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expectNoConsoleErrors(visitor.errors);
      await visitor.context.close();
    }

    for (const x of [inspector, reviewer]) {
      expectNoConsoleErrors(x.errors);
      await x.context.close();
    }
  });
});

describe("the disposition form before hydration", () => {
  /** A submitted case whose inspection (a stand-in row with a seal text) was captured by someone else. */
  async function submittedCase(reviewerId: string) {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const author = `author-${tag}`;
    await d1(`INSERT INTO users (id, email, first_name) VALUES ('${author}', '${author}@example.com', 'Arun')`);
    const w = await world(tag, [
      [reviewerId, "reviewer"],
      [author, "inspector"],
    ]);
    const reference = `BH-${tag}`;
    const caseId = await newCase(w, tag, reference, author, "submitted");
    await d1(
      `INSERT INTO inspections (id, user_id, user_email, inspector_name, company_name, timestamp, date, time, insurance_adequacy, activity_level, signboards, property_valuation, inventory_level, market_enquiry, overall_position, photo_count, case_id, seal, seal_signature, seal_key_id) VALUES ('insp-${tag}', '${author}', '${author}@example.com', 'Arun', '${w.company}', '2026-01-01T00:00:00.000Z', '1 Jan 2026', '10:00', 'adequate', 'moderate', 'as_per_kyc_docs', 'adequate', 'sufficient', 'satisfactory', 'satisfactory', 0, '${caseId}', '{"stand-in":"${tag}"}', 'x', 'none')`,
    );
    await d1(`UPDATE cases SET inspection_id = 'insp-${tag}' WHERE id = '${caseId}'`);
    return { path: `/app/org/${w.code}/review/${caseId}`, reference, caseId };
  }
  const decisions = (caseId: string) => d1<{ outcome: string; remark: string }>(`SELECT outcome, remark FROM dispositions WHERE case_id = '${caseId}'`);

  it("posted before the scripts ran: a refusal shows its field error and keeps the choice, then the decision is recorded", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const me = await signedIn(context, { name: "Asha Forms" });
    const c = await submittedCase(me.userId);
    await openBeforeHydration(page, c.path, `Review case ${c.reference}`);
    await page.getByRole("radio", { name: "Not verified" }).check();
    await page.getByRole("button", { name: "Sign the disposition" }).click();
    await page.getByText(REVIEW_MESSAGES.remark).waitFor();
    expect(await page.getByRole("radio", { name: "Not verified" }).isChecked()).toBe(true);
    expect(await isHydrated(page)).toBe(false);
    await page.getByLabel("Remark").fill("Shop shut for a year, says the neighbour");
    await page.getByRole("button", { name: "Sign the disposition" }).click();
    await page.getByRole("status").filter({ hasText: REVIEW_MESSAGES.recorded }).waitFor();
    expect(await decisions(c.caseId)).toEqual([{ outcome: "not_verified", remark: "Shop shut for a year, says the neighbour" }]);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("keeps the outcome and remark chosen before hydration, then records them", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const me = await signedIn(context, { name: "Ravi Forms" });
    const c = await submittedCase(me.userId);
    const held = await openBeforeHydration(page, c.path, `Review case ${c.reference}`);
    await page.getByRole("radio", { name: "Wrong address / not found" }).check();
    await page.getByLabel("Remark").fill("No such plot on the lane");
    await held.release();
    expect(await page.getByRole("radio", { name: "Wrong address / not found" }).isChecked()).toBe(true);
    expect(await page.getByLabel("Remark").inputValue()).toBe("No such plot on the lane");
    await screenshot(page, "review-screen-phone");
    await page.getByRole("button", { name: "Sign the disposition" }).click();
    await page.getByRole("status").filter({ hasText: REVIEW_MESSAGES.recorded }).waitFor();
    expect(await decisions(c.caseId)).toEqual([{ outcome: "not_found", remark: "No such plot on the lane" }]);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe("the reopen form before hydration", () => {
  it("refuses an empty reason with its field error, then reopens the case for a new visit", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const me = await signedIn(context, { name: "Meena Forms" });
    const tag = `${Date.now().toString(36)}r`;
    const w = await world(tag, [[me.userId, "manager"]]);
    const caseId = await newCase(w, tag, `RO-${tag}`, me.userId, "verified");
    await openBeforeHydration(page, `/app/org/${w.code}/cases/${caseId}/reopen`, `Case RO-${tag}`);
    const form = page.getByRole("region", { name: `Reopen case RO-${tag} for a new visit` });
    await form.getByRole("button", { name: "Reopen" }).click();
    await form.getByText(REVIEW_MESSAGES.reason).waitFor();
    expect(await isHydrated(page)).toBe(false);
    await form.getByLabel("Reason").fill("The lender wants the back office too");
    await form.getByRole("button", { name: "Reopen" }).click();
    await page.getByRole("status").filter({ hasText: REVIEW_MESSAGES.reopened }).waitFor();
    expect(await d1(`SELECT status, visit FROM cases WHERE id = '${caseId}'`)).toEqual([{ status: "revisit", visit: 2 }]);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
