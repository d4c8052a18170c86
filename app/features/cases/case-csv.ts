// Bulk cases: a CSV with a header line naming its columns (reference, company name, address,
// verification type, due date, due time, instructions, assignee e-mail, and optionally checklist). Each row is checked on its
// own here (pure); the import then refuses rows whose reference the organization already has.
import type { VerificationType } from "../../platform/db/schema";
import { isCalendarDate } from "../../platform/time/zones";
import { csvRowsWithLines } from "../../platform/csv";
import { dueInstant } from "../../platform/time/due";
import { TIME_PATTERN, verificationTypeOf } from "./case-form";

export type CaseColumn = "reference" | "companyName" | "address" | "type" | "dueDate" | "dueTime" | "instructions" | "assignee" | "checklist";

const HEADER_NAMES: Record<string, CaseColumn> = {
  reference: "reference",
  "reference number": "reference",
  "lender reference": "reference",
  ref: "reference",
  "company name": "companyName",
  company: "companyName",
  name: "companyName",
  address: "address",
  "site address": "address",
  "verification type": "type",
  type: "type",
  "due date": "dueDate",
  "due time": "dueTime",
  instructions: "instructions",
  "assignee e-mail": "assignee",
  "assignee email": "assignee",
  assignee: "assignee",
  checklist: "checklist",
  "checklist title": "checklist",
  "checklist id": "checklist",
};

export const MAX_CASE_ROWS = 100_000;

export const CASE_CSV_MESSAGES = {
  noHeader: "The first line must name the columns: reference, company name, address, verification type, due date, due time",
  missing: (what: string) => `Missing ${what}`,
  type: (text: string) => `Unknown verification type "${text.slice(0, 40)}" (Business premises, Residence, Office, Property or Other)`,
  date: "Bad due date (use YYYY-MM-DD or DD/MM/YYYY)",
  time: "Bad due time (use HH:MM, 24-hour)",
  past: "The due date and time are in the past",
  tooLong: (what: string, max: number) => `The ${what} is longer than ${max} characters`,
  dupInFile: (row: number) => `Duplicate reference: also on row ${row} of this file`,
  dupInOrg: "Duplicate reference: this organization already has a case with it",
  assignee: (email: string) => `Unknown assignee "${email.slice(0, 80)}": not an inspector of this organization`,
  tooMany: (n: number) => `Only the first ${n} rows are read`,
  checklist: (text: string) => `Unknown checklist "${text.slice(0, 80)}": not a published checklist of this organization (its title or id)`,
  checklistTwice: (text: string) => `Two published checklists are titled "${text.slice(0, 80)}": use the checklist's id`,
} as const;

export interface CaseRow {
  row: number;
  reference: string;
  companyName: string;
  address: string;
  verificationType: VerificationType;
  dueAt: string;
  instructions: string | null;
  /** Lower-cased e-mail, matched to an inspector by the import. */
  assignee: string | null;
  /** A checklist's title or id, matched to a published checklist by the import; null is the type's. */
  checklist: string | null;
  /** The site's position when given (the API's bulk cases); else the directory company's. */
  site?: { latitude: number; longitude: number };
}

export interface Rejection {
  row: number;
  reason: string;
}

/** DD/MM/YYYY (India's way) or YYYY-MM-DD, as YYYY-MM-DD; null when it is neither or no such day. */
export function isoDate(text: string): string | null {
  const t = text.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const iso = dmy ? `${dmy[3]}-${dmy[2].padStart(2, "0")}-${dmy[1].padStart(2, "0")}` : t;
  return isCalendarDate(iso) ? iso : null;
}

const LIMITS: [keyof CaseRow, string, number][] = [
  ["reference", "reference", 60],
  ["companyName", "company name", 200],
  ["address", "address", 500],
  ["instructions", "instructions", 2000],
  ["checklist", "checklist", 200],
];

/** One row's cells by column, checked: the case to write, or why not. */
export function checkCaseRow(row: number, cells: Partial<Record<CaseColumn, string>>, timeZone: string, now: Date): CaseRow | Rejection {
  const get = (c: CaseColumn) => (cells[c] ?? "").trim();
  const missing = (
    [
      ["reference", "reference"],
      ["companyName", "company name"],
      ["address", "address"],
      ["type", "verification type"],
      ["dueDate", "due date"],
      ["dueTime", "due time"],
    ] as const
  ).filter(([c]) => !get(c));
  if (missing.length) return { row, reason: CASE_CSV_MESSAGES.missing(missing.map(([, label]) => label).join(", ")) };
  const verificationType = verificationTypeOf(get("type"));
  if (!verificationType) return { row, reason: CASE_CSV_MESSAGES.type(get("type")) };
  const date = isoDate(get("dueDate"));
  if (!date) return { row, reason: CASE_CSV_MESSAGES.date };
  const time = get("dueTime").padStart(5, "0");
  if (!TIME_PATTERN.test(time)) return { row, reason: CASE_CSV_MESSAGES.time };
  const dueAt = dueInstant(date, time, timeZone, now);
  if (!dueAt) return { row, reason: CASE_CSV_MESSAGES.past };
  const value: CaseRow = {
    row,
    reference: get("reference"),
    companyName: get("companyName"),
    address: get("address"),
    verificationType,
    dueAt,
    instructions: get("instructions") || null,
    assignee: get("assignee").toLowerCase() || null,
    checklist: get("checklist") || null,
  };
  for (const [key, label, max] of LIMITS) if (String(value[key] ?? "").length > max) return { row, reason: CASE_CSV_MESSAGES.tooLong(label, max) };
  return value;
}

export interface ChecklistChoice {
  id: string;
  title: string;
}

/** The checklist a row names, by id first, then by title (any case); a reason when none or two match. */
export function checklistOf(text: string, choices: readonly ChecklistChoice[]): { id: string } | { reason: string } {
  const byId = choices.find((c) => c.id === text);
  if (byId) return { id: byId.id };
  const titled = choices.filter((c) => c.title.trim().toLowerCase() === text.toLowerCase());
  if (titled.length === 1) return { id: titled[0].id };
  return { reason: titled.length ? CASE_CSV_MESSAGES.checklistTwice(text) : CASE_CSV_MESSAGES.checklist(text) };
}

/**
 * Reads the file: every row checked alone, then references repeated within the file refused (the first
 * keeps it). Row numbers are the file's lines, the header being row 1.
 */
export function parseCaseCsv(text: string, timeZone: string, now: Date, maxRows = MAX_CASE_ROWS): { valid: CaseRow[]; rejected: Rejection[] } {
  const [header, ...rows] = csvRowsWithLines(text.replace(/^\uFEFF/, ""));
  const columns = (header?.cells ?? []).map((h) => HEADER_NAMES[h.trim().toLowerCase()] ?? null);
  if (!columns.includes("reference") || header?.error)
    return { valid: [], rejected: [{ row: header?.line ?? 1, reason: header?.error ?? CASE_CSV_MESSAGES.noHeader }] };
  const valid: CaseRow[] = [];
  const rejected: Rejection[] = [];
  const firstRow = new Map<string, number>();
  rows.forEach(({ cells, line, error }, i) => {
    if (i >= maxRows) {
      if (i === maxRows) rejected.push({ row: line, reason: CASE_CSV_MESSAGES.tooMany(maxRows) });
      return;
    }
    if (error) return void rejected.push({ row: line, reason: error });
    const record: Partial<Record<CaseColumn, string>> = {};
    columns.forEach((c, n) => {
      if (c && cells[n] !== undefined) record[c] = cells[n];
    });
    const checked = checkCaseRow(line, record, timeZone, now);
    if (!("reference" in checked)) return void rejected.push(checked);
    const key = checked.reference;
    const earlier = firstRow.get(key);
    if (earlier !== undefined) return void rejected.push({ row: line, reason: CASE_CSV_MESSAGES.dupInFile(earlier) });
    firstRow.set(key, line);
    valid.push(checked);
  });
  return { valid, rejected };
}
