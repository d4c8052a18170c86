import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { apiFieldErrors, ApiCaseBody, caseRequest, idempotencyKeyOf } from "../../../app/features/api/api-case-input";

const body = (extra: Record<string, unknown> = {}) =>
  v.parse(ApiCaseBody, {
    reference: "LN-1",
    company_name: "Deccan Foods",
    site_address: "Pune",
    verification_type: "office",
    due_at: "2099-12-01T17:30:00+05:30",
    ...extra,
  });

describe("the API's case body", () => {
  it("becomes the case form's input, the due instant as a UTC date and minute", () => {
    const made = caseRequest(body({ site_latitude: 18.5, site_longitude: 73.8, assignee: "nearest" }));
    expect(made).toMatchObject({
      ok: true,
      data: {
        input: {
          reference: "LN-1",
          companyName: "Deccan Foods",
          siteAddress: "Pune",
          verificationType: "office",
          dueDate: "2099-12-01",
          dueTime: "12:00",
          assigneeId: "",
        },
        site: { latitude: 18.5, longitude: 73.8 },
        nearest: true,
      },
    });
    expect(caseRequest(body({ assignee: "u-1" }))).toMatchObject({ ok: true, data: { input: { assigneeId: "u-1" }, nearest: false } });
  });

  it("names the case form's errors in the API's fields, and wants both coordinates or neither", () => {
    const refused = caseRequest(body({ reference: "", verification_type: "castle", site_latitude: 18.5 }));
    expect(Object.keys((refused as { errors: object }).errors).sort()).toEqual(["reference", "site_latitude", "verification_type"]);
    // The company's check is the form's last, as on the page.
    expect(caseRequest(body({ company_name: "" }))).toEqual({
      ok: false,
      errors: { company_name: "Choose a company from the directory or type a new company's name" },
    });
    expect(apiFieldErrors({ dueDate: "past", assigneeId: "no" })).toEqual({ due_at: "past", assignee: "no" });
  });

  it("refuses unknown fields, wrong types and instants without an offset", () => {
    for (const extra of [{ colour: "red" }, { site_latitude: "18.5" }, { site_latitude: 91 }, { due_at: "2099-12-01T17:30:00" }, { due_at: "soon" }]) {
      expect(v.safeParse(ApiCaseBody, { ...body(), ...extra }).success, JSON.stringify(extra)).toBe(false);
    }
  });

  it("takes an Idempotency-Key of 1 to 255 visible characters", () => {
    expect(idempotencyKeyOf(null)).toBeNull();
    expect(idempotencyKeyOf("loan-4711")).toBe("loan-4711");
    expect(idempotencyKeyOf("")).toBe(false);
    expect(idempotencyKeyOf("has space")).toBe(false);
    expect(idempotencyKeyOf("x".repeat(256))).toBe(false);
  });
});
