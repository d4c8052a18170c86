// The dashboard's figures from what its queries return: counts per (inspector, status), the values at
// the ranks a percentile needs, and each reviewer's. Pure, so the arithmetic is tested on its own.
// Percentiles interpolate linearly between the two nearest ranks (the spreadsheet PERCENTILE.INC).
import type { CaseStatus, DispositionOutcome } from "../../platform/db/schema";
import { CASE_STATUS_LABELS } from "../cases/status";
import { OPEN_STATUSES, REVIEWABLE_STATUSES } from "../../platform/db/case-status";
import { OUTCOME_LABELS, OUTCOMES } from "../evidence/disposition";

/** The quantiles the dashboard shows. */
export const QUANTILES = [0.5, 0.9] as const;

/** The 1-based ranks whose values give the p-quantile of n sorted values, and the weight of the upper one. */
export function percentileRanks(n: number, p: number): { lo: number; hi: number; frac: number } {
  const pos = (n - 1) * p;
  const lo = Math.floor(pos);
  return { lo: lo + 1, hi: Math.min(n, lo + 2), frac: pos - lo };
}

/** The p-quantile of values already sorted ascending; null when there are none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const { lo, hi, frac } = percentileRanks(sorted.length, p);
  return sorted[lo - 1] + (sorted[hi - 1] - sorted[lo - 1]) * frac;
}

/**
 * The p-quantile of a histogram (each value with how many times it occurs, ascending), as `percentile`
 * gives for the values it counts: the SQL returns times rounded down to their bucket, so a quantile is
 * exact to the bucket (a tenth of an hour under 48 hours, an hour beyond).
 */
export function histogramPercentile(buckets: readonly { seconds: number; n: number }[], p: number): number | null {
  const total = buckets.reduce((sum, b) => sum + b.n, 0);
  if (total === 0) return null;
  const { lo, hi, frac } = percentileRanks(total, p);
  let seen = 0;
  let a: number | undefined;
  for (const b of buckets) {
    seen += b.n;
    if (a === undefined && seen >= lo) a = b.seconds;
    if (seen >= hi) return a! + (b.seconds - a!) * frac;
  }
  return null;
}

/** Seconds as hours with one decimal, the unit every turnaround figure is shown in. */
export const hours = (seconds: number | null): number | null => (seconds === null ? null : Math.round(seconds / 360) / 10);

export interface StatusGroup {
  assigneeId: string | null;
  status: CaseStatus;
  n: number;
  submitted: number;
  overdue: number;
}

/** How many times of one series (`key`: a metric, or a reviewer) fall in the bucket starting at `seconds`. */
export interface Bucket {
  key: string;
  /** Null counts dispositions that cannot be timed (their case's submission was replaced by a later visit's). */
  seconds: number | null;
  n: number;
}

export interface Spread {
  n: number;
  median: number | null;
  p90: number | null;
}

export interface InspectorFigures {
  id: string;
  name: string;
  assigned: number;
  submitted: number;
  overdue: number;
  outcomes: Record<DispositionOutcome, number>;
}

export interface ReviewerFigures {
  id: string;
  name: string;
  disposed: number;
  median: number | null;
}

export interface Turnaround {
  total: number;
  open: { status: CaseStatus; label: string; count: number }[];
  overdue: number;
  outcomes: { outcome: DispositionOutcome; label: string; count: number }[];
  toSubmit: Spread;
  toDispose: Spread;
  inspectors: InspectorFigures[];
  reviewers: ReviewerFigures[];
}

/** Open states in the order a case moves through them, then the submissions waiting for review. */
const WAITING: readonly CaseStatus[] = [...OPEN_STATUSES, ...REVIEWABLE_STATUSES];

function spreadOf(buckets: Bucket[], key: string): Spread {
  const series = buckets.flatMap((b) => (b.key === key && b.seconds !== null ? [{ seconds: b.seconds, n: b.n }] : [])).sort((a, b) => a.seconds - b.seconds);
  const [median, p90] = QUANTILES.map((p) => hours(histogramPercentile(series, p)));
  return { n: series.reduce((sum, b) => sum + b.n, 0), median, p90 };
}

const noOutcomes = (): Record<DispositionOutcome, number> => ({ verified: 0, not_verified: 0, revisit: 0, not_found: 0 });
const isOutcome = (s: CaseStatus): s is DispositionOutcome => (OUTCOMES as readonly string[]).includes(s);

export function turnaroundFigures(input: {
  groups: StatusGroup[];
  spreads: Bucket[];
  /** Each reviewer's times to dispose, keyed by reviewer, with the name they signed with. */
  reviewers: (Bucket & { name: string })[];
  names: Map<string, string>;
}): Turnaround {
  const byStatus = new Map<CaseStatus, number>();
  const people = new Map<string, InspectorFigures>();
  let total = 0;
  let overdue = 0;
  for (const g of input.groups) {
    total += g.n;
    overdue += g.overdue;
    byStatus.set(g.status, (byStatus.get(g.status) ?? 0) + g.n);
    if (!g.assigneeId) continue;
    let p = people.get(g.assigneeId);
    if (!p) {
      p = { id: g.assigneeId, name: input.names.get(g.assigneeId) ?? "Former member", assigned: 0, submitted: 0, overdue: 0, outcomes: noOutcomes() };
      people.set(g.assigneeId, p);
    }
    p.assigned += g.n;
    p.submitted += g.submitted;
    p.overdue += g.overdue;
    if (isOutcome(g.status)) p.outcomes[g.status] += g.n;
  }
  const reviewers = [...new Set(input.reviewers.map((r) => r.key))].map((id): ReviewerFigures => {
    const rows = input.reviewers.filter((r) => r.key === id);
    return { id, name: rows[0].name, disposed: rows.reduce((sum, r) => sum + r.n, 0), median: spreadOf(rows, id).median };
  });
  return {
    total,
    open: WAITING.map((status) => ({ status, label: CASE_STATUS_LABELS[status], count: byStatus.get(status) ?? 0 })),
    overdue,
    outcomes: OUTCOMES.map((outcome) => ({ outcome, label: OUTCOME_LABELS[outcome], count: byStatus.get(outcome) ?? 0 })),
    toSubmit: spreadOf(input.spreads, "toSubmit"),
    toDispose: spreadOf(input.spreads, "toDispose"),
    inspectors: [...people.values()].sort((a, b) => b.overdue - a.overdue || b.assigned - a.assigned || a.name.localeCompare(b.name)),
    reviewers: reviewers.sort((a, b) => b.disposed - a.disposed || a.name.localeCompare(b.name)),
  };
}
