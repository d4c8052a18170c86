import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import {
  MIS_COLUMNS,
  type MisCase,
  type MisChecklist,
  misColumns,
  misCsvPage,
  misRow,
  questionColumns,
  turnaroundHours,
  versionFileName,
} from "../../../app/features/turnaround/mis-export";
import { goodAnswers, residence } from "../../fixtures/residence-checklist";

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
  checklistId: null,
  checklistVersion: null,
  checklistAnswers: null,
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

describe("MIS export checklist columns", () => {
  const checklist: MisChecklist = { checklistId: "cl-1", version: 2, title: "Residence", definition: residence() };
  const answered = (answers: Record<string, unknown>): MisCase => ({
    ...base,
    checklistId: "cl-1",
    checklistVersion: 2,
    checklistAnswers: JSON.stringify(answers),
  });

  it("names a column by its question's label, adding the id when two labels repeat or a fixed column has it", () => {
    const definition = residence();
    definition.sections[1].questions[2].label = "Person met";
    definition.sections[1].questions[3].label = "remark";
    const headers = questionColumns(definition).map((c) => c.header);
    expect(headers.slice(0, 2)).toEqual(["Person met (person_met)", "Relation to the applicant"]);
    expect(headers.slice(-2)).toEqual(["Person met (remarks)", "remark (signature)"]);
    expect(new Set(misColumns({ ...checklist, definition })).size).toBe(MIS_COLUMNS.length + 2 + headers.length);
  });

  it("writes each answer in words, the red flags readable, and leaves a question not asked empty", () => {
    const row = misRow(answered({ ...goodAnswers(), person_met: "none", nameplate_matches: "no" }), "https://x", checklist);
    expect(row).toMatchObject({
      Checklist: "Residence, version 2",
      "Red flags": "Person met: No one; Nameplate matches the applicant?: No",
      "Person met": "No one",
      "Relation to the applicant": "",
      "Family members": "4 persons",
      "Amenities seen": "TV, Car",
      "Nameplate matches the applicant?": "No",
      "Nameplate photo": "1 photo",
      "Signature of the person met": "Signed",
    });
    expect(Object.keys(row)).toEqual(misColumns(checklist));
  });

  it("leaves the checklist cells empty for a case answered otherwise, and defuses formula-like labels and answers", () => {
    const other = misRow({ ...answered(goodAnswers()), checklistVersion: 1 }, "https://x", checklist);
    expect([other.Checklist, other["Red flags"], other["Person met"]]).toEqual(["", "", ""]);
    const definition = residence();
    definition.sections[0].questions[0].label = "=cmd|' /C calc'!A0";
    const evil = { ...checklist, definition };
    const page = misCsvPage([answered({ ...goodAnswers(), remarks: "=1+2" })], "https://x", true, evil);
    const [header, cells] = Papa.parse<string[]>(page.trim()).data;
    expect(header[MIS_COLUMNS.length + 2]).toBe("'=cmd|' /C calc'!A0");
    expect(cells[header.indexOf("Remarks")]).toBe("'=1+2");
    expect(Papa.parse<string[]>(misCsvPage([], "https://x", true, evil).trim()).data[0]).toEqual(header);
  });

  it("names a ZIP's files by checklist title and version, each once", () => {
    const taken = new Set<string>();
    expect(versionFileName("Residence: v/2?", 2, taken)).toBe("Residence_ v_2_ v2.csv");
    expect(versionFileName("Residence: v/2?", 2, taken)).toBe("Residence_ v_2_ v2 (2).csv");
    expect(versionFileName("", 1, taken)).toBe("Checklist v1.csv");
  });
});
