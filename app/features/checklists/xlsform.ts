// An XLSForm (xlsform.org: the `survey`, `choices` and `settings` sheets) as a checklist definition. Pure: the
// rows in, the definition or every row it cannot carry out, each named by its sheet and row number, since the
// author mends the spreadsheet, not our JSON. What maps, and what is skipped or refused, is in docs/architecture.md.
import { type CheckedDefinition, checkDefinition } from "./definition";
import type { VerificationType } from "../../platform/db/verification-types";
import { conditionOf, isKey, isYes, limitsOf, photoCounts, type ShownWhen } from "./xlsform-rules";
import { readXlsxSheets, type SheetRow, XlsxError } from "./xlsx";

export interface XlsFormSheets {
  survey?: SheetRow[];
  choices?: SheetRow[];
  settings?: SheetRow[];
}

/** The checked definition, with how many rows were skipped (notes and metadata, which ask nothing). */
export type ConvertedForm = (CheckedDefinition & { ok: true; skipped: number }) | { ok: false; problems: string[] };

/** Rows that ask the inspector nothing: a note's text (a checklist has no text-only item) and the phone's metadata. */
const SKIPPED_TYPES = new Set(["note", "start", "end", "today", "deviceid", "phonenumber", "username", "email", "simserial", "subscriberid", "audit"]);
/** Question types besides select_one/select_multiple <list> (image is a photo, or a signature by its appearance). */
const QUESTION_KINDS = new Set(["text", "integer", "decimal", "date", "image"]);
/** Questions outside any group form this first section. */
const LOOSE_SECTION = { id: "general", title: "General" };
const MAX_PROBLEMS = 50;

interface Table {
  rows: { row: number; get: (column: string) => string }[];
}

/** A sheet's data rows with cells by header name: "label" also reads the first "label::Language (xx)" column, English first. */
function table(rows: SheetRow[] = []): Table {
  const headerAt = rows.findIndex((r) => r.cells.some((c) => c.trim()));
  if (headerAt < 0) return { rows: [] };
  const header = rows[headerAt].cells.map((c) => c.trim().toLowerCase().replace(/\s+/g, "_"));
  const index = (column: string) => {
    const exact = header.indexOf(column);
    if (exact >= 0 || (column !== "label" && column !== "hint")) return exact;
    const translated = header.map((h, i) => [h, i] as const).filter(([h]) => h.startsWith(`${column}::`));
    return (translated.find(([h]) => /english|\(en\)/.test(h)) ?? translated[0])?.[1] ?? -1;
  };
  const columns = new Map<string, number>();
  const at = (column: string) => {
    if (!columns.has(column)) columns.set(column, index(column));
    return columns.get(column)!;
  };
  return {
    rows: rows.slice(headerAt + 1).map((r) => ({ row: r.row, get: (column: string) => (r.cells[at(column)] ?? "").trim() })),
  };
}

interface Choice {
  id: string;
  label: string;
  redFlag: boolean;
}

function readChoices(sheet: SheetRow[] | undefined, problems: string[]): Map<string, Choice[]> {
  const lists = new Map<string, Choice[]>();
  for (const r of table(sheet).rows) {
    const list = r.get("list_name") || r.get("list name");
    const name = r.get("name");
    if (!list && !name) continue;
    const at = `choices row ${r.row}`;
    if (!isKey(name)) problems.push(`${at}: the name "${name}" is not usable as an id (letters, digits and _, starting with a letter)`);
    const label = r.get("label");
    if (!label) problems.push(`${at}: the choice "${name}" has no label`);
    lists.set(list, [...(lists.get(list) ?? []), { id: name, label, redFlag: isYes(r.get("red_flag")) }]);
  }
  return lists;
}

/** A safe id from a title when the settings sheet names no form_id. */
function idFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 58);
  return /^[a-z]/.test(slug) ? slug : `form_${slug}`.replace(/_$/, "");
}

type Section = { id: string; title: string; questions: Record<string, unknown>[]; row: number; shownWhen?: ShownWhen };

export function xlsformToDefinition(sheets: XlsFormSheets, options: { verificationType: VerificationType; fallbackTitle: string }): ConvertedForm {
  const problems: string[] = [];
  if (!sheets.survey?.length) return { ok: false, problems: ['The file has no "survey" sheet'] };
  const lists = readChoices(sheets.choices, problems);
  const loose: Section = { ...LOOSE_SECTION, questions: [], row: 0 };
  const sections: Section[] = [loose];
  let group: Section | null = null;
  let skipped = 0;

  for (const r of table(sheets.survey).rows) {
    if (problems.length >= MAX_PROBLEMS) break;
    const at = `survey row ${r.row}`;
    const type = r.get("type").toLowerCase().replace(/\s+/g, " ");
    const name = r.get("name");
    const refuse = (why: string) => void problems.push(`${at}: ${why}`);
    if (!type) {
      if (name || r.get("label")) refuse("the type is missing");
      continue;
    }
    if (SKIPPED_TYPES.has(type)) {
      skipped++;
      continue;
    }
    // A refused relevant still opens its group, so the rows after it are read as they stand.
    const condition = (r.get("relevant") && conditionOf(r.get("relevant"))) || undefined;
    if (r.get("relevant") && !condition)
      refuse(`relevant "${r.get("relevant")}" is not supported; use \${question} = 'choice' or selected(\${question}, 'choice')`);
    if (type === "begin group" || type === "begin_group") {
      if (group) refuse(`the group "${name}" is inside the group "${group.id}"; groups inside groups are not supported`);
      else if (!isKey(name)) refuse(`the name "${name}" is not usable as an id (letters, digits and _, starting with a letter)`);
      else sections.push((group = { id: name, title: r.get("label") || name, questions: [], row: r.row, shownWhen: condition }));
      continue;
    }
    if (type === "end group" || type === "end_group") {
      if (!group) refuse("end_group without a begin_group");
      else if (group.questions.length === 0) refuse(`the group "${group.id}" has no questions`);
      group = null;
      continue;
    }
    const [kind, listName, ...rest] = type.split(" ");
    const isSelect = (kind === "select_one" || kind === "select_multiple") && Boolean(listName) && rest.length === 0;
    if (!isSelect && !(QUESTION_KINDS.has(kind) && !listName)) {
      refuse(`type "${r.get("type")}" is not supported`);
      continue;
    }
    if (!isKey(name)) {
      refuse(`the name "${name}" is not usable as an id (letters, digits and _, starting with a letter)`);
      continue;
    }
    const label = r.get("label");
    if (!label) refuse(`"${name}" has no label`);
    const required = r.get("required");
    if (required && !isYes(required) && !/^(no|false|false\(\))$/i.test(required)) refuse(`required "${required}" is not supported; use yes or no`);
    if (r.get("choice_filter")) refuse("choice_filter is not supported");
    if (condition && group?.shownWhen) refuse(`"${name}" has its own relevant inside a group that has one; only one condition is supported`);
    const shownWhen = condition ?? group?.shownWhen;
    const constraint = r.get("constraint");
    const base = { id: name, label, ...(r.get("hint") ? { help: r.get("hint") } : {}), required: isYes(required), ...(shownWhen ? { shownWhen } : {}) };
    const appearance = r.get("appearance").toLowerCase();
    let question: Record<string, unknown> | null = null;

    if (isSelect) {
      const choices = lists.get(listName);
      if (!choices) refuse(`the choice list "${listName}" is not on the choices sheet`);
      else {
        const ids = choices.map((c) => c.id);
        const flags = choices.filter((c) => c.redFlag).map((c) => c.id);
        const redFlag = flags.length ? { redFlag: flags } : {};
        const yesNo = kind === "select_one" && ids.length === 2 && ids.includes("yes") && ids.includes("no");
        question = yesNo
          ? { ...base, type: "yes_no", ...redFlag }
          : {
              ...base,
              type: kind === "select_one" ? "single_choice" : "multiple_choice",
              choices: choices.map(({ id, label }) => ({ id, label })),
              ...redFlag,
            };
      }
    } else if (kind === "text") question = { ...base, type: appearance.split(/\s+/).includes("multiline") ? "long_text" : "short_text" };
    else if (kind === "integer" || kind === "decimal") {
      const limits = constraint ? limitsOf(constraint) : {};
      if (!limits) refuse(`constraint "${constraint}" is not supported; use . >= number and . <= number`);
      const unit = r.get("unit");
      question = { ...base, type: "number", ...(unit ? { unit } : {}), ...limits };
    } else if (kind === "date") question = { ...base, type: "date" };
    else {
      if (appearance.split(/\s+/).includes("signature")) question = { ...base, type: "signature" };
      else {
        const counts = photoCounts(r.get("min_photos"), r.get("max_photos"), r.get("parameters"));
        if (typeof counts === "string") refuse(counts);
        else question = { ...base, type: "photo", ...counts };
      }
    }
    if (constraint && question && question.type !== "number") refuse(`constraint is not supported on a ${kind} question`);
    if (question) (group ?? loose).questions.push(question);
  }
  if (group) problems.push(`survey row ${group.row}: the group "${group.id}" has no end_group`);
  if (problems.length) return { ok: false, problems };

  const settings = table(sheets.settings).rows[0];
  const title = settings?.get("form_title") || options.fallbackTitle.trim() || "Imported checklist";
  const formId = settings?.get("form_id") ?? "";
  const checked = checkDefinition({
    id: isKey(formId) ? formId : idFromTitle(title),
    title,
    verificationType: options.verificationType,
    version: 1,
    sections: sections.filter((s) => s.questions.length > 0).map(({ id, title, questions }) => ({ id, title, questions })),
  });
  return checked.ok ? { ...checked, skipped } : checked;
}

/** An uploaded .xlsx file's XLSForm as a definition; a file that is not a workbook is one problem. */
export function xlsformFileToDefinition(bytes: Uint8Array, fileName: string, verificationType: VerificationType): ConvertedForm {
  let sheets: XlsFormSheets;
  try {
    sheets = readXlsxSheets(bytes, ["survey", "choices", "settings"]);
  } catch (error) {
    if (error instanceof XlsxError) return { ok: false, problems: [error.message] };
    throw error;
  }
  return xlsformToDefinition(sheets, { verificationType, fallbackTitle: fileName.replace(/\.xlsx$/i, "") });
}
