import { describe, expect, it } from "vitest";
import { dayBlocks, epochDay } from "../../../app/features/turnaround/blocks";

const SPANS = [1, 4, 16, 64];
const day = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

describe("dayBlocks", () => {
  it("covers each day of a span once, with aligned blocks", () => {
    for (const [from, length] of [
      [epochDay("2026-08-01"), 121],
      [epochDay("2026-01-01"), 366],
      [20736, 64],
      [20737, 1],
      [20735, 2],
    ]) {
      const runs = dayBlocks(day(from), day(from + length));
      const covered: number[] = [];
      for (const r of runs) {
        const span = SPANS[r.level];
        expect(r.from % span).toBe(0);
        expect((r.to - r.from) % span).toBe(0);
        for (let d = r.from; d < r.to; d++) covered.push(d);
      }
      expect(covered).toEqual(Array.from({ length }, (_, i) => from + i));
    }
  });

  it("takes the largest blocks: Aug 1 to Nov 29 2026 is 2 days, one of 4, one of 64, three of 16 and 3 days", () => {
    expect(dayBlocks("2026-08-01", "2026-11-30")).toEqual([
      { level: 0, from: 20666, to: 20668 },
      { level: 1, from: 20668, to: 20672 },
      { level: 3, from: 20672, to: 20736 },
      { level: 2, from: 20736, to: 20784 },
      { level: 0, from: 20784, to: 20787 },
    ]);
  });

  it("keeps a year to 21 blocks and an empty span empty", () => {
    const blocks = dayBlocks("2025-11-27", "2026-11-28").reduce((n, r) => n + (r.to - r.from) / SPANS[r.level], 0);
    expect(blocks).toBeLessThanOrEqual(21);
    expect(dayBlocks("2026-01-01", "2026-01-01")).toEqual([]);
  });
});
