// The MIS export: one CSV row per case of the range, in the order it was created. Cells go through
// platform/csv.ts, which quotes what needs quoting and defuses formula-like text. Times are UTC ISO
// instants; turnaround is created to disposition, in hours with one decimal, empty while undisposed.
// The verify link is the inspection's live public link (the longest-lived one) when its inspector
// has shared one; an export never makes a link, as sharing evidence stays the inspector's choice.
// A file answered with one checklist version adds its checklist, its red flags and one column per
// question, each answer in the words the review screen shows (answer-view.ts).
import type { DispositionOutcome, VerificationType } from "../../platform/db/schema";
import { csvHeader, toCsv } from "../../platform/csv";
import { fullName } from "../../platform/names";
import { VERIFICATION_TYPE_LABELS } from "../cases/status";
import { verifyUrl } from "../evidence/links";
import { OUTCOME_LABELS } from "../evidence/disposition";
import type { Answers } from "../checklists/answers";
import { answerView } from "../checklists/answer-view";
import { type ChecklistDefinition, questionsOf } from "../checklists/definition";

export const MIS_COLUMNS = [
  "Reference",
  "Company",
  "Address",
  "Type",
  "Inspector",
  "Created",
  "Assigned",
  "Submitted",
  "Disposed",
  "Turnaround in hours",
  "Outcome",
  "Remark",
  "Verify link",
] as const;

/** A case as the export's query reads it. */
export interface MisCase {
  id: string;
  reference: string;
  companyName: string;
  siteAddress: string;
  verificationType: VerificationType;
  createdAt: string;
  assignedAt: string | null;
  submittedAt: string | null;
  disposedAt: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  outcome: DispositionOutcome | null;
  remark: string | null;
  linkId: string | null;
  /** The inspection's checklist, version and answers (JSON text); null for the seven questions or no inspection. */
  checklistId: string | null;
  checklistVersion: number | null;
  checklistAnswers: string | null;
}

/** The checklist version a file's question columns are for. */
export interface MisChecklist {
  checklistId: string;
  version: number;
  title: string;
  definition: ChecklistDefinition;
}

/** Columns a checklist adds before its questions. */
export const CHECKLIST_COLUMNS = ["Checklist", "Red flags"] as const;

/** Worked out once per definition, not once per row. */
const columnsOf = new WeakMap<ChecklistDefinition, { questionId: string; header: string }[]>();

/**
 * One header per question, in the capture's order: its label, or label and id when another question
 * (or a fixed column) has the same words, so every column stays one question.
 */
export function questionColumns(definition: ChecklistDefinition): { questionId: string; header: string }[] {
  const known = columnsOf.get(definition);
  if (known) return known;
  const questions = questionsOf(definition);
  const fixed = new Set<string>([...MIS_COLUMNS, ...CHECKLIST_COLUMNS].map((c) => c.toLowerCase()));
  const times = new Map<string, number>();
  for (const q of questions) times.set(q.label.toLowerCase(), (times.get(q.label.toLowerCase()) ?? 0) + 1);
  const columns = questions.map((q) => {
    const key = q.label.toLowerCase();
    return { questionId: q.id, header: times.get(key)! > 1 || fixed.has(key) ? `${q.label} (${q.id})` : q.label };
  });
  columnsOf.set(definition, columns);
  return columns;
}

export const misColumns = (checklist: MisChecklist | null): string[] =>
  checklist ? [...MIS_COLUMNS, ...CHECKLIST_COLUMNS, ...questionColumns(checklist.definition).map((c) => c.header)] : [...MIS_COLUMNS];

/** The checklist's cells for one case: empty unless it was answered with this version; a question not asked is empty too. */
function checklistCells(c: MisCase, checklist: MisChecklist): Record<string, string> {
  const columns = questionColumns(checklist.definition);
  const answered = c.checklistId === checklist.checklistId && c.checklistVersion === checklist.version && c.checklistAnswers;
  const view = answered ? answerView(checklist.definition, JSON.parse(c.checklistAnswers!) as Answers) : null;
  const texts = new Map(view?.sections.flatMap((s) => s.rows.map((r) => [r.questionId, r.text] as const)));
  return {
    Checklist: view ? `${checklist.title}, version ${checklist.version}` : "",
    "Red flags": view ? view.redFlags.map((r) => `${r.label}: ${r.text}`).join("; ") : "",
    ...Object.fromEntries(columns.map((col) => [col.header, texts.get(col.questionId) ?? ""])),
  };
}

/** Hours from `from` to `to` with one decimal; empty when either is missing. */
export function turnaroundHours(from: string, to: string | null): number | "" {
  if (!to) return "";
  return Math.round((Date.parse(to) - Date.parse(from)) / 360_000) / 10;
}

export function misRow(c: MisCase, origin: string, checklist: MisChecklist | null = null): Record<string, string | number> {
  const row: Record<(typeof MIS_COLUMNS)[number], string | number> = {
    Reference: c.reference,
    Company: c.companyName,
    Address: c.siteAddress,
    Type: VERIFICATION_TYPE_LABELS[c.verificationType] ?? c.verificationType,
    Inspector: c.email ? fullName({ firstName: c.firstName ?? "", lastName: c.lastName ?? "", email: c.email }) : "",
    Created: c.createdAt,
    Assigned: c.assignedAt ?? "",
    Submitted: c.submittedAt ?? "",
    Disposed: c.disposedAt ?? "",
    "Turnaround in hours": turnaroundHours(c.createdAt, c.disposedAt),
    Outcome: c.outcome ? OUTCOME_LABELS[c.outcome] : "",
    Remark: c.remark ?? "",
    "Verify link": c.linkId ? verifyUrl(origin, c.linkId) : "",
  };
  return checklist ? { ...row, ...checklistCells(c, checklist) } : row;
}

/**
 * One page of the CSV: the header line with the first page, and each page ending in CRLF, so pages
 * joined in order are one file. An empty first page is the header alone.
 */
export function misCsvPage(cases: readonly MisCase[], origin: string, first: boolean, checklist: MisChecklist | null = null): string {
  if (cases.length === 0) return first ? `${csvHeader(misColumns(checklist))}\r\n` : "";
  return `${toCsv(
    cases.map((c) => misRow(c, origin, checklist)),
    { header: first },
  )}\r\n`;
}

export const misFileName = (code: string, from: string, to: string, zip = false) => `SiteProof_MIS_${code}_${from}_${to}.${zip ? "zip" : "csv"}`;

export const WITHOUT_CHECKLIST_FILE = "Cases without checklist answers.csv";

/** A ZIP entry's name for one checklist version: its title (as a file name allows) and version, unique within the ZIP. */
export function versionFileName(title: string, version: number, taken: Set<string>): string {
  const safe =
    title
      .replace(/[^\p{L}\p{N} ._()-]+/gu, "_")
      .trim()
      .slice(0, 80) || "Checklist";
  let name = `${safe} v${version}.csv`;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${safe} v${version} (${n}).csv`;
  taken.add(name.toLowerCase());
  return name;
}
