import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { defaultAssessment } from "../../../app/platform/assessment";
import { InspectionPayloadSchema, MAX_PHOTOS_PER_INSPECTION, MET_MESSAGES } from "../../../app/platform/inspection-payload";

const payload = {
  id: "0b0f6f1e-8c7a-4c53-9d6e-2f4a1b3c5d7e",
  companyId: "c1",
  photoIds: ["5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b"],
  assessment: defaultAssessment(),
  timestamp: "2026-01-05T10:00:00.000Z",
  location: null,
};
const problem = (input: unknown) => {
  const r = v.safeParse(InspectionPayloadSchema, input);
  return r.success ? null : r.issues[0].message;
};

describe("InspectionPayloadSchema", () => {
  it("accepts a whole inspection and trims its notes", () => {
    const r = v.parse(InspectionPayloadSchema, { ...payload, notes: "  fine  " });
    expect(r.notes).toBe("fine");
  });

  it("refuses a save without photos, or with more than the limit, in the spec's words", () => {
    expect(problem({ ...payload, photoIds: [] })).toBe("Please capture at least one photo before saving.");
    expect(problem({ ...payload, photoIds: Array(MAX_PHOTOS_PER_INSPECTION + 1).fill(payload.photoIds[0]) })).toBe(
      `At most ${MAX_PHOTOS_PER_INSPECTION} photos per inspection`,
    );
  });

  it("refuses an assessment value outside the field's options", () => {
    expect(problem({ ...payload, assessment: { ...payload.assessment, signboards: "maybe" } })).toBe("Please fill in all required inspection fields.");
  });

  it("asks a case's capture for the person met, trimmed", () => {
    const withCase = (metName: string, metRole: string) => ({ ...payload, case: { id: "case-1", metName, metRole } });
    expect(problem(withCase("  ", "Owner"))).toBe(MET_MESSAGES.name);
    expect(problem(withCase("Ravi Shah", ""))).toBe(MET_MESSAGES.role);
    expect(v.parse(InspectionPayloadSchema, withCase(" Ravi Shah ", "Owner")).case).toEqual({ id: "case-1", metName: "Ravi Shah", metRole: "Owner" });
  });
});
