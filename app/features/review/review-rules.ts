// The review's rules, pure: the disposition and reopen forms, what each outcome does to the case,
// who may decide, when a correction is allowed, and the queue's filters. The server files apply them.
import * as v from "valibot";
import { CLOSED_STATUSES, REVIEWABLE_STATUSES } from "../../platform/db/case-status";
import type { CaseStatus, DispositionOutcome, VerificationType } from "../../platform/db/schema";
import { VERIFICATION_TYPES } from "../../platform/db/verification-types";
import { OUTCOMES, remarkRequired } from "../evidence/disposition";

export const REVIEW_MESSAGES = {
  outcome: "Choose an outcome",
  remark: "Say why: a remark is required for every outcome but Verified",
  remarkLength: "A remark has at most 2000 characters",
  reason: "Say why the case is reopened",
  notSubmitted: "This case is not waiting for a review.",
  ownInspection: "You captured this inspection, so someone else must review it.",
  raced: "Someone else recorded a decision on this case a moment ago. Reload to see it.",
  notCorrectable: "Only the decision in force on the case's latest inspection can be corrected.",
  notReopenable: "Only a submitted or reviewed case can be reopened.",
  noInspection: "This case has no inspection to review.",
  recorded: "Disposition recorded",
  corrected: "Disposition corrected",
  reopened: "Case reopened for a new visit",
} as const;

const remark = v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(2000, REVIEW_MESSAGES.remarkLength));
const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_:.-]{1,100}$/, REVIEW_MESSAGES.notCorrectable));

/** One schema for the page and the server; "correct" names the disposition it replaces. */
export const DispositionSchema = v.pipe(
  v.object({
    intent: v.picklist(["dispose", "correct"]),
    outcome: v.picklist(OUTCOMES, REVIEW_MESSAGES.outcome),
    remark,
    replaces: v.optional(Id),
  }),
  v.forward(
    v.check((d) => !remarkRequired(d.outcome) || d.remark !== "", REVIEW_MESSAGES.remark),
    ["remark"],
  ),
);

export type DispositionInput = v.InferOutput<typeof DispositionSchema>;

export const ReopenSchema = v.object({
  reason: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty(REVIEW_MESSAGES.reason), v.maxLength(2000, REVIEW_MESSAGES.remarkLength)),
});

/** Where an outcome leaves the case: a Re-visit is the next visit, back with its inspector. */
export function afterOutcome(outcome: DispositionOutcome, visit: number, assigneeId: string | null): { status: CaseStatus; visit: number } {
  if (outcome !== "revisit") return { status: outcome, visit };
  return { status: assigneeId ? "revisit" : "unassigned", visit: visit + 1 };
}

/** Outcomes the inspector hears about. */
export const tellsInspector = (outcome: DispositionOutcome) => outcome === "not_verified" || outcome === "revisit";

/** Nobody decides on their own work: the reviewer must not be the inspection's author. */
export const mayDispose = (reviewerId: string, inspectionAuthorId: string) => reviewerId !== inspectionAuthorId;

export interface InForce {
  id: string;
  outcome: DispositionOutcome;
  visit: number;
  inspectionId: string;
}

/**
 * A correction replaces the disposition in force while the case still stands where that decision left
 * it: on the same inspection and visit, not yet captured again or reopened.
 */
export function mayCorrect(c: { status: CaseStatus; visit: number; inspectionId: string | null; dispositionId: string | null }, d: InForce): boolean {
  if (c.dispositionId !== d.id || c.inspectionId !== d.inspectionId || c.status === "submitted") return false;
  return c.visit === d.visit + (d.outcome === "revisit" ? 1 : 0);
}

/** States a manager may reopen for a new visit: submitted, or decided. */
export const REOPENABLE: readonly CaseStatus[] = [...REVIEWABLE_STATUSES, ...CLOSED_STATUSES];

// ---- The queue ----

export const AGES = { "": "Any age", "4h": "Waiting over 4 hours", "24h": "Waiting over 24 hours", "3d": "Waiting over 3 days" } as const;
export type Age = keyof typeof AGES;
const AGE_MS: Record<Exclude<Age, "">, number> = { "4h": 4 * 3600_000, "24h": 24 * 3600_000, "3d": 3 * 86_400_000 };

export interface QueueQuery {
  inspector: string | null;
  type: VerificationType | null;
  age: Age;
  after: { submittedAt: string; id: string } | null;
}

export function parseQueueQuery(params: URLSearchParams): QueueQuery {
  const inspector = params.get("inspector") ?? "";
  const type = params.get("type") ?? "";
  const age = params.get("age") ?? "";
  const after = params.get("after") ?? "";
  const bar = after.indexOf("|");
  return {
    inspector: /^[A-Za-z0-9_:.-]{1,100}$/.test(inspector) ? inspector : null,
    type: (VERIFICATION_TYPES as readonly string[]).includes(type) ? (type as VerificationType) : null,
    age: age in AGES ? (age as Age) : "",
    after: bar > 0 ? { submittedAt: after.slice(0, bar), id: after.slice(bar + 1) } : null,
  };
}

/** The latest submission time a case of this age filter may have; null for any age. */
export function submittedBefore(age: Age, now: Date): string | null {
  return age ? new Date(now.getTime() - AGE_MS[age]).toISOString() : null;
}

/** "3 h", "2 days": how long a submission has waited. */
export function waited(submittedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(submittedAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
