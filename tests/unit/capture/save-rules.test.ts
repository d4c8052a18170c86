import { describe, expect, it } from "vitest";
import { defaultAssessment } from "../../../app/platform/assessment";
import { canGoNext, firstSaveProblem, metPersonProblem, SAVE_MESSAGES } from "../../../app/features/capture/save-rules";
import { MET_MESSAGES } from "../../../app/platform/inspection-payload";

// A monospace stand-in for canvas measureText: every character is 10 px wide.

describe("save checks, in the spec's order", () => {
  const ok = { companyId: "c1", photoCount: 2, assessment: defaultAssessment(), signedIn: true, companiesAvailable: 3 };

  it("passes a complete inspection", () => {
    expect(firstSaveProblem(ok)).toBeNull();
  });

  it("reports only the first failing check", () => {
    expect(firstSaveProblem({ ...ok, companyId: null, photoCount: 0, signedIn: false })).toBe(SAVE_MESSAGES.company);
    expect(firstSaveProblem({ ...ok, photoCount: 0, assessment: {} })).toBe("Please capture at least one photo before saving.");
    expect(firstSaveProblem({ ...ok, assessment: { ...defaultAssessment(), signboards: "" }, signedIn: false })).toBe(
      "Please fill in all required inspection fields.",
    );
    expect(firstSaveProblem({ ...ok, signedIn: false, companiesAvailable: 0 })).toBe("User not authenticated.");
    expect(firstSaveProblem({ ...ok, companiesAvailable: 0 })).toBe("No companies available. Please add companies in the Database section first.");
  });

  it("needs a company and a photo for Next", () => {
    expect(canGoNext(null, 1)).toBe("Please select a company and capture at least one photo");
    expect(canGoNext("c1", 0)).toBe("Please select a company and capture at least one photo");
    expect(canGoNext("c1", 1)).toBeNull();
  });
});

describe("the person met, for a case", () => {
  it("asks for the name, then the role", () => {
    expect(metPersonProblem({ metName: " ", metRole: "Owner" })).toBe(MET_MESSAGES.name);
    expect(metPersonProblem({ metName: "Ravi Shah", metRole: "" })).toBe(MET_MESSAGES.role);
    expect(metPersonProblem({ metName: "Ravi Shah", metRole: "Owner" })).toBeNull();
  });
});
