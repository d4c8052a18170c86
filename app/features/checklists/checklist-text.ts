// A checklist's definition as the organization types, imports and downloads it: JSON text. Pure, so the
// rules for text that is not JSON, nests too deep or hides control characters are unit-tested with the
// sentences the author reads beside the editor.
import { jsonDepth, jsonTextProblem, MAX_JSON_DEPTH } from "../../platform/validation/input";
import { type CheckedDefinition, type ChecklistDefinition, checkDefinition, CHECKLIST_LIMITS } from "./definition";

/** A definition's text: a 300-question checklist with help texts stays well inside it. */
export const MAX_DEFINITION_CHARS = 200_000;

export const CHECKLIST_MESSAGES = {
  notFound: "Checklist not found.",
  problems: "The checklist has problems; nothing was saved.",
  notJson: "The checklist is not valid JSON",
  empty: "Paste or type the checklist's JSON",
  tooLong: `The checklist is longer than ${MAX_DEFINITION_CHARS.toLocaleString("en-US")} characters`,
  tooDeep: "The checklist's JSON is nested too deeply",
  control: "The checklist contains control characters",
  otherType: (type: string) => `The verification type is ${type}; a checklist for another type is a new checklist (Import JSON)`,
  archived: "This checklist is archived; copy it to edit its questions.",
  noDraft: "There is no draft to publish.",
  noPublished: "This checklist has no published version yet.",
  changed: "The checklist changed meanwhile; open it again.",
  saved: "Draft saved",
  published: (version: number) => `Published as version ${version}`,
  copied: "Copied: edit the copy, then publish it",
  imported: "Imported as a draft: check it, then publish it",
  archivedDone: "Checklist archived",
  mapped: (label: string) => `${label} cases get this checklist; map another checklist to ${label} first`,
  mappingSaved: "Checklists for each verification type saved",
  mappingChoice: (label: string) => `Choose a published checklist for ${label}`,
  caseChoice: "Choose a published checklist of this organization",
  file: "Choose a JSON file",
  xlsxFile: "Choose an XLSForm file (.xlsx)",
  importedSkipped: (rows: number) => `Imported as a draft (${rows} note or metadata ${rows === 1 ? "row" : "rows"} skipped): check it, then publish it`,
} as const;

/** The text parsed and checked: the definition, or every problem in the author's words. */
export function parseDefinitionText(text: string): CheckedDefinition {
  if (!text.trim()) return { ok: false, problems: [CHECKLIST_MESSAGES.empty] };
  if (text.length > MAX_DEFINITION_CHARS) return { ok: false, problems: [CHECKLIST_MESSAGES.tooLong] };
  // Counted before parsing, as the request model does for JSON bodies.
  if (jsonDepth(text) > MAX_JSON_DEPTH) return { ok: false, problems: [CHECKLIST_MESSAGES.tooDeep] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`${CHECKLIST_MESSAGES.notJson}: ${(error as Error).message}`] };
  }
  if (jsonTextProblem(value)) return { ok: false, problems: [CHECKLIST_MESSAGES.control] };
  return checkDefinition(value);
}

/** The definition as version `version` stores it: the number is given by the versions, never typed. */
export const asVersion = (definition: ChecklistDefinition, version: number): ChecklistDefinition => ({ ...definition, version });

/** A copy's title, within a title's limit. */
export const copyTitle = (title: string) => `${title.slice(0, CHECKLIST_LIMITS.label - 7)} (copy)`;

/** The JSON an export downloads and an import reads back. */
export const definitionText = (definition: unknown) => JSON.stringify(definition, null, 2);

/** A download's file name: the title in lower-case words, its version. */
export function exportFileName(title: string, version: number): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `${slug || "checklist"}-v${version}.json`;
}
