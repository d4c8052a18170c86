import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInspectionReport, type ReportInspection } from "../../../app/features/history/inspection-report";
import { type DispositionBody, dispositionText } from "../../../app/features/evidence/disposition";
import { decidedAtText, dispositionLines, dispositionSentence } from "../../../app/features/evidence/disposition-view";

const body = (n: number, o: Partial<DispositionBody>): DispositionBody => ({
  type: "siteproof.disposition",
  v: 1,
  kid: "0123456789abcdef",
  id: `d${n}`,
  organization: "org-1",
  caseId: "case-1",
  caseReference: "HL-2026-0042",
  visit: 1,
  inspectionId: "ins-1",
  sealHash: "a".repeat(64),
  outcome: "verified",
  remark: "",
  reviewer: { id: "u-9", name: "Priya Shah" },
  decidedAt: `2026-11-2${n}T09:3${n}:00.000Z`,
  prev: null,
  replaces: null,
  ...o,
});

/** Visit 1 Re-visit; visit 2 Not verified, then corrected to Verified. */
const chain = [
  body(1, { outcome: "revisit", remark: "Signboard missing." }),
  body(2, { visit: 2, inspectionId: "ins-2", outcome: "not_verified", remark: "Premises closed" }),
  body(3, { visit: 2, inspectionId: "ins-2", outcome: "verified", replaces: { id: "d2", hash: "b".repeat(64) } }),
].map(dispositionText);

describe("a case's dispositions in words", () => {
  it("numbers them in chain order and names a correction and the one it replaces", () => {
    const lines = dispositionLines(chain);
    expect(lines.map((d) => [d.n, d.label, d.visit, d.replaces, d.replacedBy])).toEqual([
      [1, "Re-visit", 1, null, null],
      [2, "Not verified", 2, null, 3],
      [3, "Verified", 2, 2, null],
    ]);
    expect(lines.map(dispositionSentence)).toEqual([
      "1. Re-visit (visit 1) by Priya Shah, 2026-11-21 09:31 UTC. Remark: Signboard missing.",
      "2. Not verified (visit 2) by Priya Shah, 2026-11-22 09:32 UTC. Remark: Premises closed. Replaced by disposition 3.",
      "3. Verified (visit 2) by Priya Shah, 2026-11-23 09:33 UTC. Replaces disposition 2.",
    ]);
    expect(decidedAtText("2026-11-27T23:59:59.999Z")).toBe("2026-11-27 23:59 UTC");
  });

  it("leaves out a text that is not a disposition, keeping the others' places", () => {
    expect(dispositionLines([chain[0], "{not json", JSON.stringify({ type: "other" }), chain[2]]).map((d) => [d.n, d.label])).toEqual([
      [1, "Re-visit"],
      [4, "Verified"],
    ]);
  });
});

const inspection: ReportInspection = {
  id: "0b6f2c1e-7a4d-4e8b-9d21-5c3f8a9e1b70",
  companyName: "Acme Cold Storage",
  companyCin: null,
  companyGstin: null,
  companyAddress: "Pune, Maharashtra",
  date: "21/11/2026",
  time: "10:15:00",
  inspectorName: "Asha Rao",
  organization: null,
  locationName: "Pune",
  latitude: 18.52,
  longitude: 73.85,
  notes: null,
  photoCount: 1,
  insuranceAdequacy: "adequate",
  activityLevel: "moderate",
  signboards: "as_per_kyc_docs",
  propertyValuation: "adequate",
  inventoryLevel: "sufficient",
  marketEnquiry: "satisfactory",
  overallPosition: "satisfactory",
  sealed: true,
};

const reportText = (ins: ReportInspection) => {
  const pdf = join(mkdtempSync(join(tmpdir(), "sp-dispositions-")), "report.pdf");
  writeFileSync(pdf, Buffer.from(buildInspectionReport(ins, null, new Date("2026-11-24T10:00:00Z")).output("arraybuffer")));
  // Without -layout: one sentence may wrap, and its words stay in reading order.
  return execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
};

describe("the PDF report of an inspection captured for a case", () => {
  it("gives the case reference and lists the chain in order", () => {
    const text = reportText({ ...inspection, review: { reference: "HL-2026-0042", dispositions: dispositionLines(chain) } });
    expect(text).toContain("Case reference: HL-2026-0042");
    expect(text).toContain("Case HL-2026-0042: dispositions");
    const sentences = dispositionLines(chain).map(dispositionSentence);
    const at = sentences.map((s) => text.indexOf(s));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it("says a case not yet reviewed is not, and a personal inspection has no case section", () => {
    expect(reportText({ ...inspection, review: { reference: "HL-7", dispositions: [] } })).toContain("Not reviewed yet");
    const personal = reportText(inspection);
    expect(personal).not.toContain("Case reference");
    expect(personal).not.toContain("dispositions");
  });
});
