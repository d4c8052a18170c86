// A case's statuses by what they mean, defined once for code and SQL alike (the column's type is in the
// schema). Part 1 moves a case through the open statuses to Submitted; a reviewer's decision closes it.
import { type SQL, sql } from "drizzle-orm";
import type { CaseStatus } from "./schema";

/** Waiting for its inspector's visit. */
export const OPEN_STATUSES = ["unassigned", "assigned", "in_progress", "revisit"] as const satisfies readonly CaseStatus[];
/** Captured and waiting for a reviewer's decision. */
export const REVIEWABLE_STATUSES = ["submitted"] as const satisfies readonly CaseStatus[];
/** Decided: the evidence's retention runs from here. */
export const CLOSED_STATUSES = ["verified", "not_verified", "not_found"] as const satisfies readonly CaseStatus[];
/** Withdrawn by the lender before submission (POST /api/v1/cases/{id}/cancel): never open, overdue, reviewable or under the evidence's retention. */
export const WITHDRAWN_STATUSES = ["cancelled"] as const satisfies readonly CaseStatus[];

export function isOpen(status: CaseStatus): boolean {
  return (OPEN_STATUSES as readonly CaseStatus[]).includes(status);
}

/**
 * The statuses as SQL literals, `'unassigned', 'assigned', ...`, for `status IN (...)`: literals, not
 * parameters, so SQLite can use the partial indexes written with them.
 */
export function statusList(statuses: readonly CaseStatus[]): SQL {
  return sql.raw(statusLiterals(statuses));
}

/** The same literals as text, for a statement written as a string (the turnaround's prepared queries). */
export const statusLiterals = (statuses: readonly CaseStatus[]): string => statuses.map((s) => `'${s}'`).join(", ");
