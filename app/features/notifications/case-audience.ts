// Who hears about reviews, and where a case's notification leads: shared by the capture (a submission), the
// cases (assignments) and the review (decisions, the 24-hour reminder), so none of them imports another for it.
import type { OrgRole } from "../../platform/db/schema";

export const myCasesUrl = (code: string) => `/app/org/${code}/my-cases`;
export const reviewUrl = (code: string, caseId: string) => `/app/org/${code}/review/${caseId}`;

/** Who hears of a submission: the reviewers, or, in an organization without one, its managers and owners. */
export function reviewAudience(members: { userId: string; role: OrgRole }[]): string[] {
  const reviewers = members.filter((m) => m.role === "reviewer");
  return (reviewers.length ? reviewers : members.filter((m) => m.role === "owner" || m.role === "manager")).map((m) => m.userId);
}

/** A submission still unreviewed this long reminds the reviewers, once. */
export const REVIEW_REMINDER_MS = 24 * 3600_000;

/** The reminder kind of a submission waiting for review: kept in the inspector's hub (`review:<caseId>`), fired by the review. */
export const REVIEW_REMINDER = "review";
