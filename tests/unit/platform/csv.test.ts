import { describe, expect, it } from "vitest";
import { CSV_MESSAGES, csvFileProblem, csvRowsWithLines, readCsvUpload } from "../../../app/platform/csv";

describe("csvFileProblem", () => {
  it("tells a CSV text file from a binary one", () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(csvFileProblem(enc("name,cin\nÉcole Agro,U1\r\n\tTabbed,U2\n"))).toBeNull();
    expect(csvFileProblem(new Uint8Array([0x6e, 0x61, 0x00, 0x6d]))).toBe("This file is not a CSV text file");
    expect(csvFileProblem(enc("name\u0007,cin"))).toBe("This file is not a CSV text file");
    // Invalid UTF-8 with control bytes is binary; without them, text in another encoding.
    expect(csvFileProblem(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xc3]))).toBe("This file is not a CSV text file");
  });

  it("refuses text that is not UTF-8 with the way to save it right", () => {
    expect(CSV_MESSAGES.notUtf8).toBe('This file is not a CSV text file in UTF-8: save it from your spreadsheet as "CSV UTF-8" and choose it again');
    // UTF-16 with its byte-order mark (Excel's "Unicode Text").
    expect(csvFileProblem(new Uint8Array([0xff, 0xfe, 0x6e, 0x00, 0x61, 0x00]))).toBe(CSV_MESSAGES.notUtf8);
    // Windows-1252: "Café Agro" with é as one byte.
    expect(csvFileProblem(new Uint8Array([...new TextEncoder().encode("name\nCaf"), 0xe9, 0x20, 0x41]))).toBe(CSV_MESSAGES.notUtf8);
    // U+FFFD left by an earlier lossy conversion.
    expect(csvFileProblem(new TextEncoder().encode("name\nCaf\uFFFD Agro"))).toBe(CSV_MESSAGES.notUtf8);
  });
});

describe("csvRowsWithLines", () => {
  it("numbers rows by the line they start on, counting blank and whitespace-only lines, with any line ending", () => {
    const lines = (text: string) => csvRowsWithLines(text).map((r) => `${r.line}:${r.cells[0]}`);
    expect(lines('name,address\n"A","1 Road,\nPune"\n\n   \nB,x\n\n\nC,y')).toEqual(["1:name", "2:A", "6:B", "9:C"]);
    expect(lines("name\r\nA\r\n\r\n  B \r\n")).toEqual(["1:name", "2:A", "4:  B "]);
    expect(lines("name\rA\r\rB")).toEqual(["1:name", "2:A", "4:B"]);
  });
});

describe("readCsvUpload", () => {
  const file = (text: string, name = "list.csv") => new File([text], name, { type: "text/csv" });
  it("gives the bytes of a .csv text file, or why it cannot be imported", async () => {
    expect(await readCsvUpload(file("name\nA"), 100)).toEqual({ bytes: new TextEncoder().encode("name\nA") });
    expect(await readCsvUpload(undefined, 100)).toEqual({ problem: "Please select a CSV file" });
    expect(await readCsvUpload(file(""), 100)).toEqual({ problem: "Please select a CSV file" });
    expect(await readCsvUpload(file("name", "list.txt"), 100)).toEqual({ problem: "Only .csv files can be imported" });
    expect(await readCsvUpload(file("x".repeat(2_000_000)), 1_048_576)).toEqual({ problem: "The file is larger than 1 MB", tooLarge: true });
    expect(await readCsvUpload(file("name\u0007"), 100)).toEqual({ problem: CSV_MESSAGES.notText });
  });
});
