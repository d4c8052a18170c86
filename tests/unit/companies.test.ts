import { describe, expect, it } from "vitest";
import { COMPANY_MESSAGES, formatHint, notesPreview, validateCompany } from "../../app/features/companies/company-form";
import { csvRowsWithLines, parseCompanyCsv } from "../../app/features/companies/csv";
import { companyQueryString, countLabel, parseCompanyQuery } from "../../app/features/companies/query";
import { stateFromAddress } from "../../app/platform/states";

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
    const { isWebsite } = await import("../../app/features/companies/company-form");
    for (const ok of ["https://acme.example", "http://acme.example/about?x=1", "HTTPS://ACME.EXAMPLE"]) expect(isWebsite(ok), ok).toBe(true);
    for (const bad of ["javascript:alert(document.domain)", "JavaScript:alert(1)", "data:text/html,x", "//acme.example", "https://", "http://a b", "ftp://acme.example", "acme.example"]) {
      expect(isWebsite(bad), bad).toBe(false);
      expect(validateCompany({ name: "Acme", address: "Pune", website: bad })).toEqual({ ok: false, errors: { website: COMPANY_MESSAGES.website } });
    }
  });
});

describe("stateFromAddress", () => {
  it.each([
    ["Plot 4, MIDC, Pune, Maharashtra 411001", "Maharashtra"],
    ["Salt Lake, Kolkata, WEST BENGAL", "West Bengal"],
    ["Indore (Madhya Pradesh)", "Madhya Pradesh"],
    ["Bhubaneswar-Odisha", "Odisha"],
    ["Tamil Nadu Road, Delhi", "Tamil Nadu"],
    ["Bihariganj, Delhi", null],
    ["Kochi, Kerala", null],
  ])("%s -> %s", (address, state) => {
    expect(stateFromAddress(address)).toBe(state);
  });
});

describe("company CSV", () => {
  it("handles quoted commas, doubled quotes, line breaks, a BOM and blank lines", () => {
    const r = parseCompanyCsv('\uFEFFname,address,notes\n"A, B & Co","1 Road,\nPune",\n\n"Say ""hi""",Somewhere,"note, with comma"\n');
    expect(r.rejected).toEqual([]);
    expect(r.valid).toEqual([
      { row: 2, company: { name: "A, B & Co", address: "1 Road,\nPune" } },
      { row: 5, company: { name: 'Say "hi"', address: "Somewhere", notes: "note, with comma" } },
    ]);
  });

  it("reads the spec's column order when the header names no columns, with the default address", () => {
    const r = parseCompanyCsv("company list\nAcme,L12345MH2000PLC123456,27ABCDE1234F1Z5\nBeta,,,Jaipur Rajasthan");
    expect(r.valid.map((v) => v.company)).toEqual([
      { name: "Acme", cin: "L12345MH2000PLC123456", gstin: "27ABCDE1234F1Z5", address: "Not provided" },
      { name: "Beta", address: "Jaipur Rajasthan" },
    ]);
  });

  it("rejects rows with reasons, and short rows when a minimum is asked", () => {
    const r = parseCompanyCsv("name,cin,gstin,address,pan\n,C1,G1,Addr,\nOk,C2,G2,Addr,bad\nShort,,,,", { minCells: 3 });
    expect(r.valid).toEqual([]);
    expect(r.rejected).toEqual([
      { row: 2, reason: "Company name is required" },
      { row: 3, reason: "Invalid PAN format" },
      { row: 4, reason: "Needs at least 3 values (name, CIN, GSTIN)" },
    ]);
  });

  it("numbers rows by the line they start on, counting blank and whitespace-only lines, with any line ending", () => {
    const lines = (text: string) => csvRowsWithLines(text).map((r) => `${r.line}:${r.cells[0]}`);
    expect(lines('name,address\n"A","1 Road,\nPune"\n\n   \nB,x\n\n\nC,y')).toEqual(["1:name", "2:A", "6:B", "9:C"]);
    expect(lines("name\r\nA\r\n\r\n  B \r\n")).toEqual(["1:name", "2:A", "4:  B "]);
    expect(lines("name\rA\r\rB")).toEqual(["1:name", "2:A", "4:B"]);
    const r = parseCompanyCsv("name,cin,gstin\n\nOk,C1,G1\n\n\nShort,,\n", { minCells: 3 });
    expect(r.valid.map((v) => v.row)).toEqual([3]);
    expect(r.rejected).toEqual([{ row: 6, reason: "Needs at least 3 values (name, CIN, GSTIN)" }]);
  });
});

describe("company list query", () => {
  it("reads the URL with safe defaults", () => {
    expect(parseCompanyQuery(new URLSearchParams("page=-3&state=Nowhere&sort=zzz"))).toEqual({ q: "", sort: "name", dir: "asc", sortChosen: false, state: null, directory: false, page: 1 });
    expect(parseCompanyQuery(new URLSearchParams("sort=date&state=Bihar&page=2&q=%20acme%20"))).toMatchObject({ q: "acme", sort: "date", dir: "desc", state: "Bihar", page: 2 });
  });

  it("writes short URLs and goes back to page 1 when anything but the page changes", () => {
    const q = parseCompanyQuery(new URLSearchParams("q=acme&page=3&state=Bihar"));
    expect(companyQueryString(q, { page: 4 })).toBe("?q=acme&state=Bihar&page=4");
    expect(companyQueryString(q, { sort: "date", dir: "desc" })).toBe("?q=acme&sort=date&state=Bihar");
    expect(companyQueryString(q, { q: "", state: null })).toBe("");
  });

  it("says company or companies", () => {
    expect(countLabel(1)).toBe("1 company found");
    expect(countLabel(0)).toBe("0 companies found");
    expect(countLabel(12)).toBe("12 companies found");
  });
});

describe("csvFileProblem and unreadable rows", () => {
  it("tells a CSV text file from a binary one", async () => {
    const { csvFileProblem } = await import("../../app/features/companies/csv");
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(csvFileProblem(enc("name,cin\nÉcole Agro,U1\r\n\tTabbed,U2\n"))).toBeNull();
    expect(csvFileProblem(new Uint8Array([0x6e, 0x61, 0x00, 0x6d]))).toBe("This file is not a CSV text file");
    expect(csvFileProblem(enc("name\u0007,cin"))).toBe("This file is not a CSV text file");
    // Invalid UTF-8 with control bytes is binary; without them, text in another encoding.
    expect(csvFileProblem(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xc3]))).toBe("This file is not a CSV text file");
  });

  it("refuses text that is not UTF-8 with the way to save it right", async () => {
    const { csvFileProblem, CSV_MESSAGES } = await import("../../app/features/companies/csv");
    expect(CSV_MESSAGES.notUtf8).toBe('This file is not a CSV text file in UTF-8: save it from your spreadsheet as "CSV UTF-8" and choose it again');
    // UTF-16 with its byte-order mark (Excel's "Unicode Text").
    expect(csvFileProblem(new Uint8Array([0xff, 0xfe, 0x6e, 0x00, 0x61, 0x00]))).toBe(CSV_MESSAGES.notUtf8);
    // Windows-1252: "Café Agro" with é as one byte.
    expect(csvFileProblem(new Uint8Array([...new TextEncoder().encode("name\nCaf"), 0xe9, 0x20, 0x41]))).toBe(CSV_MESSAGES.notUtf8);
    // U+FFFD left by an earlier lossy conversion.
    expect(csvFileProblem(new TextEncoder().encode("name\nCaf\uFFFD Agro"))).toBe(CSV_MESSAGES.notUtf8);
  });

  it("refuses a row with an unclosed quote and reads nothing after it", async () => {
    const { parseCompanyCsv } = await import("../../app/features/companies/csv");
    const parsed = parseCompanyCsv('name,cin,gstin,address\nA,U1,G1,Pune\n"B,U2,G2,Surat\nC,U3,G3,Kochi\n');
    expect(parsed.valid.map((v) => v.company.name)).toEqual(["A"]);
    expect(parsed.rejected).toEqual([{ row: 3, reason: "A quote is not closed, so the rest of the file from this line was not read" }]);
  });

  it("reports a quote left open in the header instead of finding no rows", async () => {
    const { parseCompanyCsv } = await import("../../app/features/companies/csv");
    const parsed = parseCompanyCsv('"name,cin,gstin,address\nA,U1,G1,Pune\n');
    expect(parsed).toEqual({ valid: [], rejected: [{ row: 1, reason: "A quote is not closed, so the rest of the file from this line was not read" }] });
  });
});
