// The MIS export: one CSV row per case of the range, in the order it was created. Cells go through
// platform/csv.ts, which quotes what needs quoting and defuses formula-like text. Times are UTC ISO
// instants; turnaround is created to disposition, in hours with one decimal, empty while undisposed.
// The verify link is the inspection's live public link (the longest-lived one) when its inspector
// has shared one; an export never makes a link, as sharing evidence stays the inspector's choice.
import type { DispositionOutcome, VerificationType } from "../../platform/db/schema";
import { toCsv } from "../../platform/csv";
import { fullName } from "../../platform/names";
import { VERIFICATION_TYPE_LABELS } from "../cases/status";
import { verifyUrl } from "../evidence/links";
import { OUTCOME_LABELS } from "../evidence/disposition";

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
}

/** Hours from `from` to `to` with one decimal; empty when either is missing. */
export function turnaroundHours(from: string, to: string | null): number | "" {
  if (!to) return "";
  return Math.round((Date.parse(to) - Date.parse(from)) / 360_000) / 10;
}

export function misRow(c: MisCase, origin: string): Record<(typeof MIS_COLUMNS)[number], string | number> {
  return {
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
}

/**
 * One page of the CSV: the header line with the first page, and each page ending in CRLF, so pages
 * joined in order are one file. An empty first page is the header alone.
 */
export function misCsvPage(cases: readonly MisCase[], origin: string, first: boolean): string {
  if (cases.length === 0) return first ? `${MIS_COLUMNS.join(",")}\r\n` : "";
  return `${toCsv(
    cases.map((c) => misRow(c, origin)),
    { header: first },
  )}\r\n`;
}

export const misFileName = (code: string, from: string, to: string) => `SiteProof_MIS_${code}_${from}_${to}.csv`;
