// POST /api/v1/cases/bulk's items as the CSV import's rows (case-csv.ts CaseRow), so both are written by one
// writer (case-import.server.ts writeCaseRows). Each item is checked on its own here, as POST /api/v1/cases checks
// its body; an item's index (from 0) is its row, and a refused item is reported with its index and reason.
import * as v from "valibot";
import type { VerificationType } from "../../platform/db/schema";
import { CASE_FORM_MESSAGES } from "../cases/case-form";
import { CASE_CSV_MESSAGES, type CaseRow, type Rejection } from "../cases/case-csv";
import { ApiCaseBody, caseRequest } from "./api-case-input";

export const MAX_BULK_ITEMS = 10_000;
export const MAX_BULK_BYTES = 5 * 1_048_576;

export const API_BULK_MESSAGES = {
  cases: `cases is a list of 1 to ${MAX_BULK_ITEMS} cases, each as POST /api/v1/cases takes it`,
  nearest: 'assignee: "nearest" is not taken in bulk; give an inspector\'s id, or assign the cases after',
  duplicate: (index: number) => `reference: also used by item ${index} of this body`,
  company: `company_id: ${CASE_FORM_MESSAGES.companyNotFound}`,
};

export const ApiBulkBody = v.strictObject({
  cases: v.pipe(v.array(v.unknown(), API_BULK_MESSAGES.cases), v.minLength(1, API_BULK_MESSAGES.cases), v.maxLength(MAX_BULK_ITEMS, API_BULK_MESSAGES.cases)),
});

/** A directory company an item names by id: its name, and its address when the item gives none. */
export interface BulkCompany {
  name: string;
  address: string;
}

/** The directory ids the items name, for one look-up. */
export const companyIds = (items: unknown[]) => [
  ...new Set(
    items.flatMap((i) =>
      i && typeof i === "object" && typeof (i as { company_id?: unknown }).company_id === "string" ? [(i as { company_id: string }).company_id] : [],
    ),
  ),
];

const reasonOf = (errors: Record<string, string>) => {
  const [field, message] = Object.entries(errors)[0];
  return `${field}: ${message}`;
};

/** Each item checked on its own (`now` is when the body was sent): the rows to write and the items refused. */
export function bulkRows(items: unknown[], companies: Map<string, BulkCompany>, now: Date): { valid: CaseRow[]; rejected: Rejection[] } {
  const valid: CaseRow[] = [];
  const rejected: Rejection[] = [];
  const seen = new Map<string, number>();
  items.forEach((item, row) => {
    const refuse = (reason: string) => void rejected.push({ row, reason });
    const shape = v.safeParse(ApiCaseBody, item);
    if (!shape.success) return refuse(`${v.getDotPath(shape.issues[0]) ?? "item"}: ${shape.issues[0].message}`);
    const checked = caseRequest(shape.output);
    if (!checked.ok) return refuse(reasonOf(checked.errors as Record<string, string>));
    const { input, site, nearest } = checked.data;
    if (nearest) return refuse(API_BULK_MESSAGES.nearest);
    const dueAt = new Date(Date.parse(shape.output.due_at));
    if (dueAt < now) return refuse(`due_at: ${CASE_CSV_MESSAGES.past}`);
    const company = input.companyId ? companies.get(input.companyId) : undefined;
    if (input.companyId && !company) return refuse(API_BULK_MESSAGES.company);
    const earlier = seen.get(input.reference);
    if (earlier !== undefined) return refuse(API_BULK_MESSAGES.duplicate(earlier));
    seen.set(input.reference, row);
    valid.push({
      row,
      reference: input.reference,
      companyName: company?.name ?? input.companyName,
      address: input.siteAddress || company?.address || "",
      verificationType: input.verificationType as VerificationType,
      dueAt: dueAt.toISOString(),
      instructions: input.instructions || null,
      assignee: input.assigneeId || null,
      checklist: input.checklistId || null,
      site,
    });
  });
  return { valid, rejected };
}
