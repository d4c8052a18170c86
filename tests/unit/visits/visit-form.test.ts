import { describe, expect, it } from "vitest";
import { localDate } from "../../../app/platform/time/zones";
import { validateVisit } from "../../../app/features/visits/visit-form";

const at = (iso: string) => new Date(iso);

describe("visit form", () => {
  it("gives each message of the spec", () => {
    expect(validateVisit({ companyId: "", scheduledDate: "", scheduledTime: "", purpose: "  " }, "2026-11-21")).toEqual({
      ok: false,
      errors: { companyId: "Please select a company", scheduledDate: "Date is required", scheduledTime: "Time is required", purpose: "Purpose is required" },
    });
    const past = validateVisit({ companyId: "c", scheduledDate: "2026-11-20", scheduledTime: "09:00", purpose: "Audit" }, "2026-11-21");
    expect(past).toEqual({ ok: false, errors: { scheduledDate: "Date cannot be in the past" } });
  });

  it("judges the past in the user's own day", () => {
    // 21 Nov 20:00 UTC is already 22 Nov in Kolkata: the 21st is past there, not in New York.
    const now = at("2026-11-21T20:00:00Z");
    const input = { companyId: "c", scheduledDate: "2026-11-21", scheduledTime: "23:00", purpose: "Audit" };
    expect(validateVisit(input, localDate(now, "Asia/Kolkata")).ok).toBe(false);
    expect(validateVisit(input, localDate(now, "America/New_York")).ok).toBe(true);
  });
});
