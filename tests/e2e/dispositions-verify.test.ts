// What the lender sees (issue 32): a case captured twice, disposed Re-visit after visit 1 and Verified
// after visit 2. The dispositions are signed here as the app signs them (the served app's own key from
// .dev.vars, the body built by app/features/review/disposition.ts) and written as rows; the reviewer's
// screens that record them are tested on their own. Signed out, visit 2's verify link shows both in
// order with every signature checked in the browser; the inspector's Evidence dialog and PDF list them.
import { createHash, createPrivateKey, createPublicKey, sign } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DispositionBody, dispositionText } from "../../app/features/review/disposition";
import { readVars } from "../../scripts/dev-vars.mjs";
import { baseUrl, d1, DESKTOP, expectNoConsoleErrors, launch, openPage, PHONE, screenshot, signedIn } from "./browser";
import { shoot } from "./capture-flow";

const OUT = "test-results/downloads";
const sql = (text: string) => `'${text.replace(/'/g, "''")}'`;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Signs as the served app does: Ed25519 with RECEIPT_SIGNING_KEY, key id the first 16 hex digits of the public key's SHA-256. */
function signer() {
  const privateKey = createPrivateKey({ key: Buffer.from(readVars().RECEIPT_SIGNING_KEY, "base64url"), format: "der", type: "pkcs8" });
  const x = createPublicKey(privateKey).export({ format: "jwk" }).x!;
  const kid = createHash("sha256").update(Buffer.from(x, "base64url")).digest("hex").slice(0, 16);
  return { kid, sign: (text: string) => sign(null, Buffer.from(text), privateKey).toString("base64url") };
}

/** Captures one visit of the case through its capture page and saves it; ends on My cases. */
async function captureVisit(page: Page, code: string, caseId: string, reference: string) {
  await page.goto(`/app/camera?case=${caseId}&org=${code}`);
  await page.getByText(`Capturing for case ${reference}`).waitFor();
  await page.getByRole("button", { name: "Start Camera" }).click();
  await page.getByRole("status").filter({ hasText: "GPS: Active" }).waitFor();
  await shoot(page, 1);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Sunil Varghese");
  await page.getByLabel("Role", { exact: true }).fill("Proprietor");
  await page.getByRole("button", { name: "Save Inspection" }).click();
  await page.getByRole("alertdialog", { name: "Confirm Inspection" }).getByRole("button", { name: "Confirm & Save" }).click();
  await page.getByText("No open cases are assigned to you.").waitFor({ timeout: 60_000 });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe("a lender's view of a reviewed case", () => {
  it("shows both dispositions in order on the verify link, checked in the browser, and in the Evidence dialog and the PDF", async () => {
    const tag = Date.now().toString(36);
    const [orgId, code, caseId, reference, company, reviewerId] = [`o-${tag}`, `lend-${tag}`, `c-${tag}`, `HL-${tag}`, `Kochi Spices ${tag}`, `rev-${tag}`];
    const inspector = await openPage(browser, DESKTOP);
    const ravi = await signedIn(inspector.context, { name: "Ravi Menon" });
    await d1(`INSERT INTO organizations (id, code, name) VALUES ('${orgId}', '${code}', 'Malabar Lending ${tag}')`);
    await d1(`INSERT INTO users (id, email, first_name, last_name) VALUES ('${reviewerId}', '${reviewerId}@example.com', 'Priya', 'Shah')`);
    await d1(
      `INSERT INTO memberships (organization_id, user_id, role) VALUES ('${orgId}', '${ravi.userId}', 'inspector'), ('${orgId}', '${reviewerId}', 'reviewer')`,
    );
    await d1(
      `INSERT INTO companies (id, organization_id, name, address, site_latitude, site_longitude) VALUES ('co-${tag}', '${orgId}', '${company}', 'Andheri East, Mumbai', 19.076, 72.8777)`,
    );
    await d1(`INSERT INTO cases (id, organization_id, reference, company_id, company_name, site_address, site_latitude, site_longitude, verification_type, due_at, assignee_id, status)
      VALUES ('${caseId}', '${orgId}', '${reference}', 'co-${tag}', '${company}', 'Andheri East, Mumbai', 19.076, 72.8777, 'business_premises', '2031-06-01T11:30:00.000Z', '${ravi.userId}', 'assigned')`);

    const { kid, sign: signText } = signer();
    const texts: string[] = [];
    /** The reviewer's signed decision on the case's latest inspection, written as the review action writes it. */
    const dispose = async (visit: number, outcome: DispositionBody["outcome"], remark: string) => {
      const [inspection] = await d1<{ id: string; seal: string }>(
        `SELECT id, seal FROM inspections WHERE case_id = '${caseId}' ORDER BY created_at DESC LIMIT 1`,
      );
      const id = `d${visit}-${tag}`;
      const decidedAt = new Date().toISOString();
      const text = dispositionText({
        type: "siteproof.disposition",
        v: 1,
        kid,
        id,
        organization: orgId,
        caseId,
        caseReference: reference,
        visit,
        inspectionId: inspection.id,
        sealHash: sha256(inspection.seal),
        outcome,
        remark,
        reviewer: { id: reviewerId, name: "Priya Shah" },
        decidedAt,
        prev: texts.length ? sha256(texts.at(-1)!) : null,
        replaces: null,
      });
      texts.push(text);
      await d1(`INSERT INTO dispositions (id, organization_id, case_id, inspection_id, visit, outcome, remark, reviewer_id, reviewer_name, body, signature, key_id, created_at)
        VALUES ('${id}', '${orgId}', '${caseId}', '${inspection.id}', ${visit}, '${outcome}', ${sql(remark)}, '${reviewerId}', 'Priya Shah', ${sql(text)}, '${signText(text)}', '${kid}', '${decidedAt}')`);
      return inspection.id;
    };

    const p = inspector.page;
    await captureVisit(p, code, caseId, reference);
    await dispose(1, "revisit", "Signboard missing; visit again in working hours.");
    await d1(`UPDATE cases SET status = 'revisit', visit = 2 WHERE id = '${caseId}'`);
    await captureVisit(p, code, caseId, reference);
    await dispose(2, "verified", "");

    // The inspector's Evidence dialog lists the case's decisions, and makes the link the lender gets.
    await p.goto("/app/history");
    const card = p.getByRole("article", { name: company }).first();
    await card.getByRole("button", { name: "Evidence" }).click();
    const dialog = p.getByRole("dialog", { name: "Evidence" });
    await dialog.getByRole("heading", { name: `Case ${reference}` }).waitFor();
    expect(await dialog.getByRole("list", { name: "Dispositions" }).getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringMatching(/^1\.\s*Re-visit\s*Visit 1 · Priya Shah · .* UTC\s*Remark: Signboard missing; visit again in working hours\.$/),
      expect.stringMatching(/^2\.\s*Verified\s*Visit 2 · Priya Shah · .* UTC$/),
    ]);
    const serverCheck = (scope: typeof dialog) => scope.getByRole("listitem").filter({ hasText: "Disposition signatures" });
    await serverCheck(dialog).getByText("All 2 dispositions are signed with a trusted key, each linked to the one before.").waitFor();
    await serverCheck(dialog).getByLabel("Passed", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Create verify link" }).click();
    const url = await dialog.getByRole("textbox", { name: "Verify link" }).inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl()}/verify/`));
    await dialog.getByRole("button", { name: "Close" }).last().click();

    // Signed out, on a phone and at 1280 px.
    for (const viewport of [PHONE, DESKTOP]) {
      const visitor = await openPage(browser, viewport);
      const v = visitor.page;
      await v.goto(url);
      await v.getByRole("heading", { name: "Verified", level: 1 }).waitFor();
      await v.getByRole("heading", { name: `Case ${reference}`, level: 2 }).waitFor();
      const items = v.getByRole("list", { name: "Dispositions" }).getByRole("listitem");
      expect(await items.evaluateAll((li) => li.map((e) => e.getAttribute("aria-label")))).toEqual(["Disposition 1: Re-visit", "Disposition 2: Verified"]);
      await items.first().getByText("Remark: Signboard missing; visit again in working hours.").waitFor();
      await serverCheck(v.locator("main")).getByLabel("Passed", { exact: true }).waitFor();
      // Every signature, the links between them and the hash of this seal, checked in the visitor's browser.
      const checked = v.getByLabel("Checked in your browser");
      await checked.getByText("All 2 disposition signatures verify, each linked to the one before.").waitFor();
      for (const line of [
        `Disposition 1 (Re-visit by Priya Shah) is signed with published key ${kid}.`,
        `Disposition 2 (Verified by Priya Shah) is signed with published key ${kid}.`,
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

    // The PDF report names the case and lists both decisions in order.
    await card.getByRole("button", { name: "Report" }).click();
    const [report] = await Promise.all([p.waitForEvent("download"), p.getByRole("menuitem", { name: "Report Only" }).click()]);
    await report.saveAs(`${OUT}/dispositions-report.pdf`);
    const text = execFileSync("pdftotext", [`${OUT}/dispositions-report.pdf`, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain(`Case reference: ${reference}`);
    expect(text).toContain(url);
    const first = text.indexOf("1. Re-visit (visit 1) by Priya Shah");
    const second = text.indexOf("2. Verified (visit 2) by Priya Shah");
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(text).toContain("Remark: Signboard missing; visit again in working hours.");
    expectNoConsoleErrors(inspector.errors);
    await inspector.context.close();
  });
});
