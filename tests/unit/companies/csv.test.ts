import { describe, expect, it } from "vitest";
import { parseCompanyCsv } from "../../../app/features/companies/csv";

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

  it("numbers rows by the line they start on, counting blank lines", () => {
    const r = parseCompanyCsv("name,cin,gstin\n\nOk,C1,G1\n\n\nShort,,\n", { minCells: 3 });
    expect(r.valid.map((v) => v.row)).toEqual([3]);
    expect(r.rejected).toEqual([{ row: 6, reason: "Needs at least 3 values (name, CIN, GSTIN)" }]);
  });
});

describe("unreadable rows", () => {
  it("refuses a row with an unclosed quote and reads nothing after it", async () => {
    const { parseCompanyCsv } = await import("../../../app/features/companies/csv");
    const parsed = parseCompanyCsv('name,cin,gstin,address\nA,U1,G1,Pune\n"B,U2,G2,Surat\nC,U3,G3,Kochi\n');
    expect(parsed.valid.map((v) => v.company.name)).toEqual(["A"]);
    expect(parsed.rejected).toEqual([{ row: 3, reason: "A quote is not closed, so the rest of the file from this line was not read" }]);
  });

  it("reports a quote left open in the header instead of finding no rows", async () => {
    const { parseCompanyCsv } = await import("../../../app/features/companies/csv");
    const parsed = parseCompanyCsv('"name,cin,gstin,address\nA,U1,G1,Pune\n');
    expect(parsed).toEqual({ valid: [], rejected: [{ row: 1, reason: "A quote is not closed, so the rest of the file from this line was not read" }] });
  });
});
