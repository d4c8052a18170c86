import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { MIS_COLUMNS, type MisCase, misCsvPage, misRow, turnaroundHours } from "../../../app/features/turnaround/mis-export";

const base: MisCase = {
  id: "c1",
  reference: "REF-1",
  companyName: "Deccan Foods",
  siteAddress: "12 MG Road, Pune",
  verificationType: "business_premises",
  createdAt: "2026-11-02T10:00:00.000Z",
  assignedAt: "2026-11-02T11:00:00.000Z",
  submittedAt: "2026-11-03T09:30:00.000Z",
  disposedAt: "2026-11-03T12:00:00.000Z",
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.com",
  outcome: "not_verified",
  remark: 'Shop shut, "closed" board',
  linkId: "tok_abcdefghijklmnop",
};

describe("MIS export rows", () => {
  it("gives one row with every column, times as UTC and turnaround in hours", () => {
    expect(misRow(base, "https://siteproof.test")).toEqual({
      Reference: "REF-1",
      Company: "Deccan Foods",
      Address: "12 MG Road, Pune",
      Type: "Business premises",
      Inspector: "Asha Rao",
      Created: "2026-11-02T10:00:00.000Z",
      Assigned: "2026-11-02T11:00:00.000Z",
      Submitted: "2026-11-03T09:30:00.000Z",
      Disposed: "2026-11-03T12:00:00.000Z",
      "Turnaround in hours": 26,
      Outcome: "Not verified",
      Remark: 'Shop shut, "closed" board',
      "Verify link": "https://siteproof.test/verify/tok_abcdefghijklmnop",
    });
  });

  it("leaves empty what has not happened, and the link when none is shared", () => {
    const row = misRow({ ...base, assignedAt: null, submittedAt: null, disposedAt: null, email: null, outcome: null, remark: null, linkId: null }, "https://x");
    expect([row.Inspector, row.Assigned, row.Disposed, row["Turnaround in hours"], row.Outcome, row["Verify link"]]).toEqual(["", "", "", "", "", ""]);
    expect(turnaroundHours("2026-11-02T10:00:00.000Z", "2026-11-02T10:20:00.000Z")).toBe(0.3);
  });

  it("quotes commas and quotes, and defuses formula-like text", () => {
    const page = misCsvPage([{ ...base, companyName: '=HYPERLINK("http://evil")', remark: "+91 call, then -check" }], "https://x", true);
    const parsed = Papa.parse<string[]>(page.trim()).data;
    expect(parsed[0]).toEqual([...MIS_COLUMNS]);
    expect(parsed[1][1]).toBe('\'=HYPERLINK("http://evil")');
    expect(parsed[1][11]).toBe("'+91 call, then -check");
    expect(parsed[1][2]).toBe("12 MG Road, Pune");
  });

  it("writes the header once: later pages are rows alone, an empty export is the header", () => {
    const first = misCsvPage([base], "https://x", true);
    const second = misCsvPage([{ ...base, reference: "REF-2" }], "https://x", false);
    const rows = Papa.parse<string[]>((first + second).trim()).data;
    expect(rows.map((r) => r[0])).toEqual(["Reference", "REF-1", "REF-2"]);
    expect(misCsvPage([], "https://x", true)).toBe(`${MIS_COLUMNS.join(",")}\r\n`);
    expect(misCsvPage([], "https://x", false)).toBe("");
  });
});
