import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { retentionCutoff, RetentionForm, retentionLabel, retentionYears } from "../../../app/features/organizations/retention";

describe("retentionCutoff", () => {
  it("goes back whole calendar years in UTC", () => {
    expect(retentionCutoff(5, new Date("2026-11-28T03:17:00.000Z"))).toBe("2021-11-28T03:17:00.000Z");
  });
  it("takes 29 February back to 1 March of a common year", () => {
    expect(retentionCutoff(3, new Date("2028-02-29T00:00:00.000Z"))).toBe("2025-03-01T00:00:00.000Z");
  });
});

describe("the retention form", () => {
  it("takes keep and the offered years only", () => {
    expect(v.parse(RetentionForm, { years: "keep" })).toEqual({ years: "keep" });
    expect(retentionYears("keep")).toBeNull();
    expect(retentionYears("8")).toBe(8);
    for (const years of ["1", "2", "0", "-3", "3.5", "", "forever"]) expect(v.safeParse(RetentionForm, { years }).success, years).toBe(false);
  });
  it("says what each choice keeps", () => {
    expect(retentionLabel(null)).toBe("Keep all evidence (never remove)");
    expect(retentionLabel(5)).toBe("Keep for 5 years after the case closes");
  });
});
