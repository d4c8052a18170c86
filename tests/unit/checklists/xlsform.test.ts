// The XLSForm import's rules: what each row becomes, which rows are refused with their row numbers, and an .xlsx
// written as Excel writes it read back into the same checklist as its JSON twin.
import { describe, expect, it } from "vitest";
import { checkDefinition } from "../../../app/features/checklists/definition";
import { type ConvertedForm, xlsformFileToDefinition, xlsformToDefinition } from "../../../app/features/checklists/xlsform";
import { conditionOf, limitsOf, photoCounts } from "../../../app/features/checklists/xlsform-rules";
import type { SheetRow } from "../../../app/features/checklists/xlsx";
import { CHOICES, SETTINGS, SURVEY, TWIN } from "../../fixtures/xlsform-residence";
import { writeXlsx } from "../../fixtures/xlsx-writer";

const sheet = (rows: string[][]): SheetRow[] => rows.map((cells, i) => ({ row: i + 1, cells }));
const HEADER = ["type", "name", "label", "required", "relevant", "constraint", "appearance"];
const convert = (survey: string[][], choices: string[][] = [["list_name", "name", "label"]], settings?: string[][]) =>
  xlsformToDefinition(
    { survey: sheet([HEADER, ...survey]), choices: sheet(choices), settings: settings && sheet(settings) },
    { verificationType: "office", fallbackTitle: "office form" },
  );
const questions = (result: ConvertedForm) => {
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result.definition.sections.flatMap((s) => s.questions);
};
const problems = (result: ConvertedForm) => (result.ok ? [] : result.problems);

describe("XLSForm expressions", () => {
  it("read the simple relevant forms and nothing else", () => {
    expect(conditionOf("${met} = 'relative'")).toEqual({ questionId: "met", value: "relative" });
    expect(conditionOf(' ${met}="relative" ')).toEqual({ questionId: "met", value: "relative" });
    expect(conditionOf("selected(${access}, 'other')")).toEqual({ questionId: "access", value: "other" });
    expect(conditionOf("${a} = 'x' and ${b} = 'y'")).toBeNull();
    expect(conditionOf("${a} != 'x'")).toBeNull();
    expect(conditionOf("not(selected(${a}, 'x'))")).toBeNull();
    expect(conditionOf("${age} > 18")).toBeNull();
  });

  it("read a range constraint as minimum and maximum", () => {
    expect(limitsOf(". >= 0 and . <= 30")).toEqual({ min: 0, max: 30 });
    expect(limitsOf(".<=2.5")).toEqual({ max: 2.5 });
    expect(limitsOf("-5 <= . AND 10 >= .")).toEqual({ min: -5, max: 10 });
    expect(limitsOf(". > 0")).toBeNull();
    expect(limitsOf(". >= 0 or . <= 30")).toBeNull();
    expect(limitsOf(". >= 0 and . >= 3")).toBeNull();
    expect(limitsOf("regex(., '^[0-9]+$')")).toBeNull();
  });

  it("read photo counts from their columns or parameters, 1 and 1 by default", () => {
    expect(photoCounts("", "", "")).toEqual({ minPhotos: 1, maxPhotos: 1 });
    expect(photoCounts("2", "", "")).toEqual({ minPhotos: 2, maxPhotos: 2 });
    expect(photoCounts("", "", "max-pixels=1024 max_photos=3")).toEqual({ minPhotos: 1, maxPhotos: 3 });
    expect(photoCounts("0", "", "")).toBe('min_photos "0" is not a whole number from 1 to 20');
  });
});

describe("an XLSForm as a checklist", () => {
  it("maps each supported type, required, hint-less help and shown-when", () => {
    const result = convert(
      [
        ["select_one yn", "ok", "All fine?", "yes"],
        ["select_multiple yn", "both", "Which?"],
        ["text", "why", "Why not?", "", "${ok} = 'no'", "", "multiline"],
        ["decimal", "rent", "Rent", "", "", ". >= 0"],
        ["image", "sign", "Signature", "", "", "", "signature"],
        ["image", "photo", "Photo"],
        ["date", "when", "When"],
      ],
      [
        ["list_name", "name", "label", "red_flag"],
        ["yn", "yes", "Yes"],
        ["yn", "no", "No", "yes"],
      ],
    );
    expect(questions(result)).toEqual([
      { id: "ok", label: "All fine?", type: "yes_no", required: true, redFlag: ["no"] },
      {
        id: "both",
        label: "Which?",
        type: "multiple_choice",
        required: false,
        choices: [
          { id: "yes", label: "Yes" },
          { id: "no", label: "No" },
        ],
        redFlag: ["no"],
      },
      { id: "why", label: "Why not?", type: "long_text", required: false, shownWhen: { questionId: "ok", value: "no" } },
      { id: "rent", label: "Rent", type: "number", required: false, min: 0 },
      { id: "sign", label: "Signature", type: "signature", required: false },
      { id: "photo", label: "Photo", type: "photo", required: false, minPhotos: 1, maxPhotos: 1 },
      { id: "when", label: "When", type: "date", required: false },
    ]);
  });

  it("puts loose questions in a first section, groups in their own, and a group's relevant on its questions", () => {
    const result = convert(
      [
        ["begin_group", "g1", "First group"],
        ["select_one yn", "ok", "All fine?"],
        ["end_group"],
        ["text", "loose", "Loose question"],
        ["begin_group", "g2", "", "", "${ok} = 'no'"],
        ["text", "why", "Why not?"],
        ["end_group"],
      ],
      [
        ["list_name", "name", "label"],
        ["yn", "yes", "Yes"],
        ["yn", "no", "No"],
      ],
    );
    if (!result.ok) throw new Error(result.problems.join());
    expect(result.definition.sections.map((s) => [s.id, s.title, s.questions.map((q) => q.id)])).toEqual([
      ["general", "General", ["loose"]],
      ["g1", "First group", ["ok"]],
      ["g2", "g2", ["why"]],
    ]);
    expect(result.definition.sections[2].questions[0].shownWhen).toEqual({ questionId: "ok", value: "no" });
  });

  it("takes the title and id from the settings sheet, else from the file's name", () => {
    const survey = [["text", "a", "A"]];
    const named = convert(survey, undefined, [
      ["form_title", "form_id"],
      ["Office visit", "office_v2"],
    ]);
    expect(named.ok && [named.definition.title, named.definition.id]).toEqual(["Office visit", "office_v2"]);
    const unnamed = convert(survey);
    expect(unnamed.ok && [unnamed.definition.title, unnamed.definition.id, unnamed.definition.verificationType]).toEqual([
      "office form",
      "office_form",
      "office",
    ]);
  });

  it("skips notes and metadata rows and counts them", () => {
    const result = convert([
      ["start", "start"],
      ["note", "n", "Read this"],
      ["text", "a", "A"],
      ["deviceid", "d"],
    ]);
    expect(result.ok && result.skipped).toBe(3);
  });

  it("refuses every row it cannot carry, by its sheet row number", () => {
    const result = convert(
      [
        ["geopoint", "where", "Where"],
        ["text", "a", "A", "", "${x} = 'y' or ${x} = 'z'"],
        ["begin_repeat", "members", "Members"],
        ["calculate", "total", ""],
        ["integer", "n", "N", "", "", ". > 3"],
        ["text", "t", "T", "${a} = 'x'"],
        ["select_one missing", "s", "S"],
        ["text", "1bad", "Bad name"],
        ["text", "nolabel", ""],
        ["text", "regex", "R", "", "", "regex(., '^a')"],
        ["begin_group", "outer", "Outer"],
        ["begin_group", "inner", "Inner"],
        ["end_group"],
        ["begin_group", "empty", "Empty"],
      ],
      [
        ["list_name", "name", "label"],
        ["l", "9", "Nine"],
      ],
    );
    expect(problems(result)).toEqual([
      'choices row 2: the name "9" is not usable as an id (letters, digits and _, starting with a letter)',
      'survey row 2: type "geopoint" is not supported',
      "survey row 3: relevant \"${x} = 'y' or ${x} = 'z'\" is not supported; use ${question} = 'choice' or selected(${question}, 'choice')",
      'survey row 4: type "begin_repeat" is not supported',
      'survey row 5: type "calculate" is not supported',
      'survey row 6: constraint ". > 3" is not supported; use . >= number and . <= number',
      "survey row 7: required \"${a} = 'x'\" is not supported; use yes or no",
      'survey row 8: the choice list "missing" is not on the choices sheet',
      'survey row 9: the name "1bad" is not usable as an id (letters, digits and _, starting with a letter)',
      'survey row 10: "nolabel" has no label',
      "survey row 11: constraint is not supported on a text question",
      'survey row 13: the group "inner" is inside the group "outer"; groups inside groups are not supported',
      'survey row 14: the group "outer" has no questions',
      'survey row 15: the group "empty" has no end_group',
    ]);
  });

  it("hands what only the whole checklist shows to checkDefinition (a shown-when on an unknown question)", () => {
    expect(problems(convert([["text", "a", "A", "", "${later} = 'x'"]]))).toEqual([
      '"A" is shown when "later" is answered, but no earlier question has that id',
    ]);
    expect(problems(xlsformToDefinition({}, { verificationType: "office", fallbackTitle: "x" }))).toEqual(['The file has no "survey" sheet']);
  });
});

describe("an .xlsx file", () => {
  it("that is not a workbook is one problem", () => {
    expect(problems(xlsformFileToDefinition(new TextEncoder().encode("type,name\n"), "form.xlsx", "office"))).toEqual(["The file is not an .xlsx workbook"]);
  });

  it("with 40 questions across groups imports as its JSON twin", () => {
    const bytes = writeXlsx({ survey: SURVEY, choices: CHOICES, settings: SETTINGS });
    const result = xlsformFileToDefinition(bytes, "residence.xlsx", "residence");
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(result.skipped).toBe(3);
    expect(questions(result)).toHaveLength(40);
    const twin = checkDefinition(TWIN);
    expect(twin.ok && twin.definition).toEqual(result.definition);
  });
});
