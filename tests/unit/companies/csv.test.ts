import { describe, expect, it } from "vitest";
import { csvRowsWithLines, parseCompanyCsv } from "../../../app/features/companies/csv";

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

describe("csvFileProblem and unreadable rows", () => {
  it("tells a CSV text file from a binary one", async () => {
    const { csvFileProblem } = await import("../../../app/features/companies/csv");
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(csvFileProblem(enc("name,cin\nÉcole Agro,U1\r\n\tTabbed,U2\n"))).toBeNull();
    expect(csvFileProblem(new Uint8Array([0x6e, 0x61, 0x00, 0x6d]))).toBe("This file is not a CSV text file");
    expect(csvFileProblem(enc("name\u0007,cin"))).toBe("This file is not a CSV text file");
    // Invalid UTF-8 with control bytes is binary; without them, text in another encoding.
    expect(csvFileProblem(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xc3]))).toBe("This file is not a CSV text file");
  });

  it("refuses text that is not UTF-8 with the way to save it right", async () => {
    const { csvFileProblem, CSV_MESSAGES } = await import("../../../app/features/companies/csv");
    expect(CSV_MESSAGES.notUtf8).toBe('This file is not a CSV text file in UTF-8: save it from your spreadsheet as "CSV UTF-8" and choose it again');
    // UTF-16 with its byte-order mark (Excel's "Unicode Text").
    expect(csvFileProblem(new Uint8Array([0xff, 0xfe, 0x6e, 0x00, 0x61, 0x00]))).toBe(CSV_MESSAGES.notUtf8);
    // Windows-1252: "Café Agro" with é as one byte.
    expect(csvFileProblem(new Uint8Array([...new TextEncoder().encode("name\nCaf"), 0xe9, 0x20, 0x41]))).toBe(CSV_MESSAGES.notUtf8);
    // U+FFFD left by an earlier lossy conversion.
    expect(csvFileProblem(new TextEncoder().encode("name\nCaf\uFFFD Agro"))).toBe(CSV_MESSAGES.notUtf8);
  });

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
