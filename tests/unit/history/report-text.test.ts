import { describe, expect, it } from "vitest";
import { findingTone, needsNewPage, reportFileName, sanitizeReportText, SHORT_TEXT, UNAVAILABLE_TEXT } from "../../../app/features/history/report-text";

describe("report text", () => {
  it("turns accents into ASCII, drops other scripts and collapses whitespace", () => {
    expect(sanitizeReportText("Café  Müller,\n Pune")).toBe("Cafe Muller, Pune");
    expect(sanitizeReportText("MIDC रोड, Pune")).toBe("MIDC , Pune");
    expect(sanitizeReportText("\u0007Bell\u0000 ok")).toBe("Bell ok");
  });
  it("says so when too little is left, or when sanitising fails", () => {
    expect(sanitizeReportText("मुंबई")).toBe(SHORT_TEXT);
    expect(sanitizeReportText("ab")).toBe("Location information contains non-English characters");
    expect(sanitizeReportText(null)).toBe(UNAVAILABLE_TEXT);
    expect(sanitizeReportText(42)).toBe("Location information unavailable");
  });
});

describe("finding colours", () => {
  it.each([
    ["insuranceAdequacy", "adequate", "good"],
    ["insuranceAdequacy", "needs_review", "bad"],
    ["signboards", "as_per_kyc_docs", "good"],
    ["signboards", "wrong", "bad"],
    ["marketEnquiry", "satisfactory", "good"],
    ["marketEnquiry", "not_satisfactory", "bad"],
    ["overallPosition", "not_satisfactory", "bad"],
    ["propertyValuation", "adequate", "good"],
    ["propertyValuation", "low", "bad"],
    ["propertyValuation", "not_applicable", "neutral"],
    ["activityLevel", "high", "good"],
    ["activityLevel", "very_high", "good"],
    ["activityLevel", "low", "bad"],
    ["activityLevel", "moderate", "neutral"],
    ["inventoryLevel", "sufficient", "good"],
    ["inventoryLevel", "insufficient", "bad"],
    ["inventoryLevel", "not_applicable", "neutral"],
  ])("%s = %s is %s", (field, value, tone) => {
    expect(findingTone(field, value)).toBe(tone);
  });
});

describe("report file name and page breaks", () => {
  it("uses the product prefix, Inspection, the company with underscores and the date", () => {
    expect(reportFileName("Shah, Patel & Co.", "05/03/2026")).toBe("SiteProof_Inspection_Shah__Patel___Co__05-03-2026.pdf");
  });
  it("breaks the page when less than 40 mm remain", () => {
    expect(needsNewPage(237, 297, 20)).toBe(false);
    expect(needsNewPage(237.1, 297, 20)).toBe(true);
    expect(needsNewPage(250, 297, 20)).toBe(true);
  });
});
