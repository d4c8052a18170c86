import { describe, expect, it } from "vitest";
import { ASSESSMENT_FIELDS, defaultAssessment, toLabel, toStoredValue } from "../../../app/platform/assessment";

// A monospace stand-in for canvas measureText: every character is 10 px wide.

describe("assessment values", () => {
  it("stores lowercase with underscores and reads back capitalised", () => {
    expect(toStoredValue("As per KYC docs")).toBe("as_per_kyc_docs");
    expect(toStoredValue("Very High")).toBe("very_high");
    expect(toLabel("very_high")).toBe("Very High");
    expect(defaultAssessment()).toEqual({
      insuranceAdequacy: "adequate",
      activityLevel: "moderate",
      signboards: "as_per_kyc_docs",
      propertyValuation: "adequate",
      inventoryLevel: "sufficient",
      marketEnquiry: "satisfactory",
      overallPosition: "satisfactory",
    });
    expect(ASSESSMENT_FIELDS).toHaveLength(7);
  });
});
