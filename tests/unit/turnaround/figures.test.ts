import { describe, expect, it } from "vitest";
import {
  type Bucket,
  histogramPercentile,
  hours,
  percentile,
  percentileRanks,
  type StatusGroup,
  turnaroundFigures,
} from "../../../app/features/turnaround/figures";

describe("percentile", () => {
  it("interpolates between the nearest ranks, as PERCENTILE.INC does", () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9)).toBeCloseTo(91);
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });

  it("names the ranks the SQL must return, never past the last", () => {
    expect(percentileRanks(10, 0.5)).toEqual({ lo: 5, hi: 6, frac: 0.5 });
    expect(percentileRanks(1, 0.9)).toEqual({ lo: 1, hi: 1, frac: 0 });
  });

  it("reads the same quantile from a histogram as from the values it counts", () => {
    const values = [3, 3, 3, 5, 8, 8, 13, 21, 21, 21, 21, 34];
    const buckets = [...new Set(values)].map((v) => ({ seconds: v, n: values.filter((x) => x === v).length }));
    for (const p of [0, 0.1, 0.5, 0.75, 0.9, 1]) expect(histogramPercentile(buckets, p)).toBeCloseTo(percentile(values, p)!);
    expect(histogramPercentile([], 0.5)).toBeNull();
    expect(histogramPercentile([{ seconds: 60, n: 0 }], 0.5)).toBeNull();
  });

  it("agrees with the sorted values on random data", () => {
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) % 500;
    const values = Array.from({ length: 1001 }, rand).sort((a, b) => a - b);
    const counts = new Map<number, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    const buckets = [...counts].map(([seconds, n]) => ({ seconds, n })).sort((a, b) => a.seconds - b.seconds);
    for (const p of [0.5, 0.9]) expect(histogramPercentile(buckets, p)).toBeCloseTo(percentile(values, p)!);
  });

  it("shows hours with one decimal", () => {
    expect(hours(5400)).toBe(1.5);
    expect(hours(null)).toBeNull();
  });
});

describe("turnaroundFigures", () => {
  const groups: StatusGroup[] = [
    { assigneeId: null, status: "unassigned", n: 3, submitted: 0, overdue: 2 },
    { assigneeId: "a", status: "assigned", n: 2, submitted: 0, overdue: 1 },
    { assigneeId: "a", status: "verified", n: 4, submitted: 4, overdue: 0 },
    { assigneeId: "b", status: "not_found", n: 1, submitted: 1, overdue: 0 },
    { assigneeId: "b", status: "submitted", n: 2, submitted: 2, overdue: 0 },
    { assigneeId: "gone", status: "revisit", n: 1, submitted: 1, overdue: 1 },
  ];
  const spreads: Bucket[] = [
    { key: "toSubmit", seconds: 3600, n: 1 },
    { key: "toSubmit", seconds: 7200, n: 1 },
    { key: "toDispose", seconds: 1800, n: 3 },
  ];
  const figures = turnaroundFigures({
    groups,
    spreads,
    reviewers: [
      { key: "r1", name: "Ravi", seconds: 3600, n: 2 },
      { key: "r1", name: "Ravi", seconds: null, n: 1 },
      { key: "r2", name: "Meera", seconds: null, n: 1 },
    ],
    names: new Map([
      ["a", "Asha"],
      ["b", "Bala"],
    ]),
  });

  it("counts the range's cases, the open ones by status and the overdue ones", () => {
    expect(figures.total).toBe(13);
    expect(figures.overdue).toBe(4);
    expect(Object.fromEntries(figures.open.map((o) => [o.status, o.count]))).toEqual({ unassigned: 3, assigned: 2, in_progress: 0, revisit: 1, submitted: 2 });
    expect(Object.fromEntries(figures.outcomes.map((o) => [o.outcome, o.count]))).toEqual({ verified: 4, not_verified: 0, revisit: 1, not_found: 1 });
  });

  it("gives each inspector assigned, submitted, overdue and outcomes, most overdue first", () => {
    expect(figures.inspectors.map((i) => [i.name, i.assigned, i.submitted, i.overdue])).toEqual([
      ["Asha", 6, 4, 1],
      ["Former member", 1, 1, 1],
      ["Bala", 3, 3, 0],
    ]);
    expect(figures.inspectors[0].outcomes.verified).toBe(4);
    expect(figures.inspectors[2].outcomes.not_found).toBe(1);
  });

  it("gives the percentiles in hours and each reviewer's count and median", () => {
    expect(figures.toSubmit).toEqual({ n: 2, median: 1.5, p90: 1.9 });
    expect(figures.toDispose).toEqual({ n: 3, median: 0.5, p90: 0.5 });
    expect(figures.reviewers).toEqual([
      { id: "r1", name: "Ravi", disposed: 3, median: 1 },
      { id: "r2", name: "Meera", disposed: 1, median: null },
    ]);
  });

  it("is empty with no cases", () => {
    const none = turnaroundFigures({ groups: [], spreads: [], reviewers: [], names: new Map() });
    expect(none.total).toBe(0);
    expect(none.toSubmit).toEqual({ n: 0, median: null, p90: null });
    expect(none.inspectors).toEqual([]);
  });
});
