import { describe, expect, it } from "vitest";
import { CASE_FORM_MESSAGES, validateCase, verificationTypeOf } from "../../../app/features/cases/case-form";

const base = { companyId: "c1", reference: "LN-1", verificationType: "office", dueDate: "2030-06-01", dueTime: "10:30" };

describe("the new-case form", () => {
  it("accepts a directory company without an address, trimming the text", () => {
    const r = validateCase({ ...base, reference: "  LN-1  ", instructions: " ring twice " });
    expect(r).toEqual({
      ok: true,
      data: expect.objectContaining({ reference: "LN-1", instructions: "ring twice", siteAddress: "", assigneeId: "", checklistId: "" }),
    });
  });

  it("needs a new company's name and its site address when no directory company is chosen", () => {
    expect(validateCase({ ...base, companyId: "" })).toEqual({
      ok: false,
      errors: { companyName: CASE_FORM_MESSAGES.company, siteAddress: CASE_FORM_MESSAGES.address },
    });
    expect(validateCase({ ...base, companyId: "", companyName: "New Co", siteAddress: "Pune" }).ok).toBe(true);
  });

  it.each([
    [{ reference: "" }, "reference", CASE_FORM_MESSAGES.reference],
    [{ reference: "x".repeat(61) }, "reference", CASE_FORM_MESSAGES.referenceFormat],
    [{ verificationType: "castle" }, "verificationType", CASE_FORM_MESSAGES.type],
    [{ dueDate: "2030-02-30" }, "dueDate", CASE_FORM_MESSAGES.dueDate],
    [{ dueTime: "25:00" }, "dueTime", CASE_FORM_MESSAGES.dueTime],
    [{ companyId: "a b" }, "companyId", CASE_FORM_MESSAGES.companyNotFound],
    [{ checklistId: "not an id" }, "checklistId", CASE_FORM_MESSAGES.checklist],
  ])("refuses %j", (change, field, message) => {
    const r = validateCase({ ...base, ...change });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[field as keyof typeof r.errors]).toBe(message);
  });
});

describe("verification types", () => {
  it.each([
    ["Business premises", "business_premises"],
    ["business_premises", "business_premises"],
    [" RESIDENCE ", "residence"],
    ["Office", "office"],
    ["other", "other"],
    ["Castle", null],
  ])("%s is %s", (text, type) => expect(verificationTypeOf(text)).toBe(type));
});
