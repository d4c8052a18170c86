import { describe, expect, it } from "vitest";
import { COMPANY_MESSAGES, formatHint, notesPreview, validateCompany } from "../../../app/features/companies/company-form";

describe("company form", () => {
  it("reports every rule's message per field", () => {
    const r = validateCompany({ name: " ", address: "", pan: "abc", email: "x@", website: "ftp://x" });
    expect(r).toEqual({
      ok: false,
      errors: {
        name: COMPANY_MESSAGES.nameRequired,
        address: COMPANY_MESSAGES.addressRequired,
        pan: "Invalid PAN format",
        email: "Invalid email format",
        website: "Invalid website URL (must start with http:// or https://)",
      },
    });
  });

  it("trims, upper-cases identifiers and omits empty optional fields", () => {
    const r = validateCompany({ name: " A ", address: " B ", pan: "abcde1234f", cin: " ", notes: "" });
    expect(r).toEqual({ ok: true, data: { name: "A", address: "B", pan: "ABCDE1234F" } });
  });

  it("hints at CIN and GSTIN formats without blocking", () => {
    expect(formatHint("cin", "L12345MH2000PLC123456")).toBeNull();
    expect(formatHint("cin", "l12345mh2000plc123456")).toBeNull();
    expect(formatHint("cin", "L1234")).toBe("Format may be incorrect...");
    expect(formatHint("gstin", "27ABCDE1234F1Z5")).toBeNull();
    expect(formatHint("gstin", "27ABCDE1234F1X5")).toBe("Format may be incorrect...");
    expect(formatHint("gstin", "")).toBeNull();
    expect(validateCompany({ name: "A", address: "B", cin: "bad", gstin: "bad" }).ok).toBe(true);
  });

  it("cuts notes at 100 characters with an ellipsis", () => {
    expect(notesPreview("x".repeat(100))).toBe("x".repeat(100));
    expect(notesPreview("x".repeat(101))).toBe(`${"x".repeat(100)}...`);
  });
});

describe("company website", () => {
  it("takes only an absolute http(s) URL with a host", async () => {
    const { isWebsite } = await import("../../../app/features/companies/company-form");
    for (const ok of ["https://acme.example", "http://acme.example/about?x=1", "HTTPS://ACME.EXAMPLE"]) expect(isWebsite(ok), ok).toBe(true);
    for (const bad of [
      "javascript:alert(document.domain)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "//acme.example",
      "https://",
      "http://a b",
      "ftp://acme.example",
      "acme.example",
    ]) {
      expect(isWebsite(bad), bad).toBe(false);
      expect(validateCompany({ name: "Acme", address: "Pune", website: bad })).toEqual({ ok: false, errors: { website: COMPANY_MESSAGES.website } });
    }
  });
});
