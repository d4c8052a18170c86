import { describe, expect, it } from "vitest";
import { CASE_CSV_MESSAGES, checkCaseRow, checklistOf, isoDate, parseCaseCsv } from "../../../app/features/cases/case-csv";

const now = new Date("2030-01-01T00:00:00Z");
const HEADER = "reference,company name,address,verification type,due date,due time,instructions,assignee e-mail";
const good = { reference: "R1", companyName: "Deccan Foods", address: "Pune", type: "Office", dueDate: "2030-06-01", dueTime: "10:30" };

describe("one row of a case CSV", () => {
  it("becomes a case due in UTC, the assignee lower-cased", () => {
    expect(checkCaseRow(2, { ...good, assignee: " Ravi@Example.com ", instructions: "" }, "Asia/Kolkata", now)).toEqual({
      row: 2,
      reference: "R1",
      companyName: "Deccan Foods",
      address: "Pune",
      verificationType: "office",
      dueAt: "2030-06-01T05:00:00.000Z",
      instructions: null,
      assignee: "ravi@example.com",
      checklist: null,
    });
  });

  it("keeps the checklist cell as written, for the import to match", () => {
    expect(checkCaseRow(2, { ...good, checklist: " Office visit " }, "UTC", now)).toMatchObject({ checklist: "Office visit" });
    expect(checkCaseRow(2, { ...good, checklist: "x".repeat(201) }, "UTC", now)).toEqual({ row: 2, reason: CASE_CSV_MESSAGES.tooLong("checklist", 200) });
  });

  it.each([
    [{ reference: "", companyName: " " }, CASE_CSV_MESSAGES.missing("reference, company name")],
    [{ type: "Castle" }, CASE_CSV_MESSAGES.type("Castle")],
    [{ dueDate: "31/02/2030" }, CASE_CSV_MESSAGES.date],
    [{ dueDate: "tomorrow" }, CASE_CSV_MESSAGES.date],
    [{ dueTime: "7pm" }, CASE_CSV_MESSAGES.time],
    [{ dueDate: "2029-12-31" }, CASE_CSV_MESSAGES.past],
    [{ reference: "x".repeat(61) }, CASE_CSV_MESSAGES.tooLong("reference", 60)],
  ])("refuses %j", (change, reason) => {
    expect(checkCaseRow(3, { ...good, ...change }, "UTC", now)).toEqual({ row: 3, reason });
  });

  it("reads DD/MM/YYYY and YYYY-MM-DD dates and a one-digit hour", () => {
    expect(isoDate("1/6/2030")).toBe("2030-06-01");
    expect(isoDate("2030-06-01")).toBe("2030-06-01");
    expect(checkCaseRow(2, { ...good, dueTime: "9:05" }, "UTC", now)).toMatchObject({ dueAt: "2030-06-01T09:05:00.000Z" });
  });
});

describe("a case CSV file", () => {
  it("numbers rows by the file's lines and refuses a reference repeated in the file", () => {
    const text = [HEADER, "R1,A,Pune,Office,2030-06-01,10:00,,", "", "R2,B,Pune,Residence,2030-06-01,10:00,,", "R1,C,Pune,Other,2030-06-01,10:00,,"].join("\n");
    const { valid, rejected } = parseCaseCsv(text, "UTC", now);
    expect(valid.map((v) => [v.row, v.reference])).toEqual([
      [2, "R1"],
      [4, "R2"],
    ]);
    expect(rejected).toEqual([{ row: 5, reason: CASE_CSV_MESSAGES.dupInFile(2) }]);
  });

  it("finds columns by name in any order, with quoted commas", () => {
    const text = ["due time,due date,type,address,company,reference", '10:00,2030-06-01,Office,"4, MG Road, Pune","Shah, Patel & Co",R9'].join("\n");
    expect(parseCaseCsv(text, "UTC", now).valid[0]).toMatchObject({ reference: "R9", companyName: "Shah, Patel & Co", address: "4, MG Road, Pune" });
  });

  it("refuses a file without a header naming the reference column", () => {
    expect(parseCaseCsv("R1,A,Pune", "UTC", now)).toEqual({ valid: [], rejected: [{ row: 1, reason: CASE_CSV_MESSAGES.noHeader }] });
  });

  it("reads at most maxRows rows and says so once", () => {
    const text = [HEADER, ...Array.from({ length: 4 }, (_, i) => `R${i},A,P,Office,2030-06-01,10:00,,`)].join("\n");
    const r = parseCaseCsv(text, "UTC", now, 2);
    expect(r.valid).toHaveLength(2);
    expect(r.rejected).toEqual([{ row: 4, reason: CASE_CSV_MESSAGES.tooMany(2) }]);
  });
});

describe("a row's checklist", () => {
  const choices = [
    { id: "c-1", title: "Residence" },
    { id: "c-2", title: "Office visit" },
    { id: "c-3", title: "Office visit" },
  ];
  it("is found by id, or by a title that one checklist has (any case)", () => {
    expect(checklistOf("c-3", choices)).toEqual({ id: "c-3" });
    expect(checklistOf("residence", choices)).toEqual({ id: "c-1" });
  });
  it("is refused when unknown or when two checklists share the title", () => {
    expect(checklistOf("Shop", choices)).toEqual({ reason: CASE_CSV_MESSAGES.checklist("Shop") });
    expect(checklistOf("Office visit", choices)).toEqual({ reason: CASE_CSV_MESSAGES.checklistTwice("Office visit") });
  });
});
