// The dashboard reads a range in parts (its whole UTC days from the rollups, the part days at its edges
// from the cases themselves): these put the parts' rows together into what turnaroundFigures reads.
import type { CaseStatus } from "../../platform/db/schema";
import { OPEN_STATUSES } from "../../platform/db/case-status";
import type { Bucket, StatusGroup } from "./figures";

const key = (assigneeId: string | null, status: string) => `${assigneeId ?? ""}\n${status}`;

/**
 * The rollups' counts per (inspector, status) with their overdue cases: every open case of the range
 * but those not yet due (`notDue`, read from the cases as the time now is not in the rollups).
 */
export function rollupGroups(counts: Omit<StatusGroup, "overdue">[], notDue: { assigneeId: string | null; status: CaseStatus; n: number }[]): StatusGroup[] {
  const waiting = new Map(notDue.map((g) => [key(g.assigneeId, g.status), g.n]));
  const open = new Set<string>(OPEN_STATUSES);
  return counts.map((g) => ({ ...g, overdue: open.has(g.status) ? g.n - (waiting.get(key(g.assigneeId, g.status)) ?? 0) : 0 }));
}

/**
 * Buckets of several parts as one histogram per series, ordered by key then time (untimed first) as
 * the single query over the whole range returned them; a reviewer's name is the greatest signed.
 */
export function mergeBuckets<B extends Bucket & { name?: string }>(parts: B[][]): B[] {
  const merged = new Map<string, B>();
  for (const b of parts.flat()) {
    const k = `${b.key}\n${b.seconds}`;
    const seen = merged.get(k);
    if (!seen) merged.set(k, { ...b });
    else {
      seen.n += b.n;
      if (b.name !== undefined && b.name > seen.name!) seen.name = b.name;
    }
  }
  return [...merged.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : (a.seconds ?? -Infinity) - (b.seconds ?? -Infinity)));
}
