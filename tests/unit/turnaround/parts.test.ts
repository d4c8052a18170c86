import { describe, expect, it } from "vitest";
import { mergeBuckets, rollupGroups } from "../../../app/features/turnaround/parts";

describe("rollupGroups", () => {
  it("counts the open cases not yet due out of the overdue, and no closed case as overdue", () => {
    const groups = rollupGroups(
      [
        { assigneeId: "a", status: "assigned", n: 5, submitted: 0 },
        { assigneeId: null, status: "unassigned", n: 2, submitted: 0 },
        { assigneeId: "a", status: "verified", n: 3, submitted: 3 },
        { assigneeId: "b", status: "assigned", n: 1, submitted: 0 },
      ],
      [
        { assigneeId: "a", status: "assigned", n: 4 },
        { assigneeId: null, status: "unassigned", n: 2 },
      ],
    );
    expect(groups.map((g) => g.overdue)).toEqual([1, 0, 0, 1]);
  });
});

describe("mergeBuckets", () => {
  it("adds the same bucket of the same series and orders by series then time, untimed first", () => {
    expect(
      mergeBuckets([
        [
          { key: "r2", name: "Bea", seconds: 720, n: 1 },
          { key: "r1", name: "Al", seconds: 360, n: 2 },
        ],
        [
          { key: "r1", name: "Alan", seconds: 360, n: 1 },
          { key: "r1", name: "Al", seconds: null, n: 1 },
        ],
      ]),
    ).toEqual([
      { key: "r1", name: "Al", seconds: null, n: 1 },
      { key: "r1", name: "Alan", seconds: 360, n: 3 },
      { key: "r2", name: "Bea", seconds: 720, n: 1 },
    ]);
  });
});
