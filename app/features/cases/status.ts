// A case's states and the words users see for them. Part 1 moves a case through the open states to
// Submitted; the review states are recorded by a reviewer (part 2).
import { isOpen } from "../../platform/db/case-status";
import type { CaseStatus, VerificationType } from "../../platform/db/schema";

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  unassigned: "Unassigned",
  assigned: "Assigned",
  in_progress: "In progress",
  submitted: "Submitted",
  verified: "Verified",
  not_verified: "Not verified",
  revisit: "Re-visit",
  not_found: "Wrong address / not found",
  cancelled: "Cancelled",
};

export const VERIFICATION_TYPE_LABELS: Record<VerificationType, string> = {
  business_premises: "Business premises",
  residence: "Residence",
  office: "Office",
  property: "Property",
  other: "Other",
};

export function isOverdue(c: { status: CaseStatus; dueAt: string }, now: Date): boolean {
  return isOpen(c.status) && Date.parse(c.dueAt) < now.getTime();
}

/** The state a case takes when it is given to `assigneeId` (or taken back): work already started stays started. */
export function statusOnAssign(current: CaseStatus, assigneeId: string | null): CaseStatus {
  if (!isOpen(current)) return current;
  if (!assigneeId) return "unassigned";
  return current === "in_progress" || current === "revisit" ? current : "assigned";
}
