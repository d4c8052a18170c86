// The .xlsx reader: cells by column and row number from shared strings, inline strings, numbers and booleans, with
// or without namespace prefixes (writers differ), rich text without its phonetic hints, and what is not a workbook.
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readXlsxSheets, XlsxError } from "../../../app/features/checklists/xlsx";
import { writeXlsx } from "../../fixtures/xlsx-writer";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

describe("readXlsxSheets", () => {
  it("reads back shared and inline strings, numbers and gaps by column", () => {
    for (const inlineStrings of [false, true]) {
      const bytes = writeXlsx({ Survey: [["type", "", "name"], ["integer", "", "a & <b>"], [], ["3.5"]], other: [["x"]] }, { inlineStrings });
      expect(readXlsxSheets(bytes, ["survey", "choices"])).toEqual({
        survey: [
          { row: 1, cells: ["type", "", "name"] },
          { row: 2, cells: ["integer", "", "a & <b>"] },
          { row: 3, cells: [] },
          { row: 4, cells: ["3.5"] },
        ],
      });
    }
  });

  it("reads prefixed tags, rich text without phonetic hints, booleans and rows the writer left out", () => {
    const bytes = zipSync({
      "xl/workbook.xml": strToU8(
        `<x:workbook xmlns:x="${MAIN}" xmlns:rel="${REL}"><x:sheets><x:sheet name="survey" sheetId="7" rel:id="s1"/></x:sheets></x:workbook>`,
      ),
      "xl/_rels/workbook.xml.rels": strToU8(`<Relationships><Relationship Id="s1" Target="/xl/worksheets/data.xml"/></Relationships>`),
      "xl/sharedStrings.xml": strToU8(
        `<x:sst xmlns:x="${MAIN}"><x:si><x:r><x:rPr><x:b/></x:rPr><x:t>select_one </x:t></x:r><x:r><x:t xml:space="preserve">yn</x:t></x:r><x:rPh><x:t>ignored</x:t></x:rPh></x:si><x:si><x:t/></x:si><x:si><x:t>&#8377; &amp; more</x:t></x:si></x:sst>`,
      ),
      "xl/worksheets/data.xml": strToU8(
        `<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row r="1"><x:c r="B1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="b"><x:v>1</x:v></x:c></x:row><x:row r="5"><x:c r="AA5" t="s"><x:v>2</x:v></x:c><x:c r="AB5" t="s"><x:v>1</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
      ),
    });
    const survey = readXlsxSheets(bytes, ["survey"]).survey;
    expect(survey[0]).toEqual({ row: 1, cells: ["", "select_one yn", "TRUE"] });
    expect(survey[1].row).toBe(5);
    expect(survey[1].cells.slice(26)).toEqual(["₹ & more", ""]);
  });

  it("reads a worksheet of unclosed rows in one pass, and skips cells past column XFD", () => {
    const sheet = `<worksheet><sheetData>${"<row>".repeat(200_000)}<row r="9"><c><v>2</v></c><c r="ZZZZ9"><v>1</v></c></row></sheetData></worksheet>`;
    const bytes = zipSync({
      "xl/workbook.xml": strToU8(`<workbook xmlns:r="${REL}"><sheets><sheet name="survey" r:id="a"/></sheets></workbook>`),
      "xl/_rels/workbook.xml.rels": strToU8(`<Relationships><Relationship Id="a" Target="worksheets/s.xml"/></Relationships>`),
      "xl/worksheets/s.xml": strToU8(sheet),
    });
    const started = performance.now();
    const rows = readXlsxSheets(bytes, ["survey"]).survey;
    expect(performance.now() - started).toBeLessThan(2000);
    expect(rows.at(-1)).toEqual({ row: 9, cells: ["2"] });
  });

  it("refuses what is not a workbook", () => {
    expect(() => readXlsxSheets(strToU8("type,name"), ["survey"])).toThrow(XlsxError);
    expect(() => readXlsxSheets(zipSync({ "a.txt": strToU8("x") }), ["survey"])).toThrow("The file is not an .xlsx workbook");
  });
});
