import { describe, expect, it } from "vitest";
import { isOverdue, statusOnAssign } from "../../../app/features/cases/status";

describe("case status", () => {
  it("assigns, reassigns and takes back open cases only", () => {
    expect(statusOnAssign("unassigned", "u1")).toBe("assigned");
    expect(statusOnAssign("assigned", null)).toBe("unassigned");
    expect(statusOnAssign("in_progress", "u2")).toBe("in_progress");
    expect(statusOnAssign("submitted", "u2")).toBe("submitted");
  });
  it("counts an open case past its due time as overdue, a submitted one never", () => {
    const now = new Date("2026-11-27T10:00:00Z");
    expect(isOverdue({ status: "assigned", dueAt: "2026-11-27T09:59:00Z" }, now)).toBe(true);
    expect(isOverdue({ status: "assigned", dueAt: "2026-11-27T10:01:00Z" }, now)).toBe(false);
    expect(isOverdue({ status: "submitted", dueAt: "2026-11-26T10:00:00Z" }, now)).toBe(false);
    expect(isOverdue({ status: "cancelled", dueAt: "2026-11-26T10:00:00Z" }, now)).toBe(false);
    expect(statusOnAssign("cancelled", "u-1")).toBe("cancelled");
  });
});

describe("the open-case index", () => {
  it("holds exactly the open statuses", async () => {
    const { readFileSync } = await import("node:fs");
    const migration = readFileSync(new URL("../../../migrations/1795747540_cases_open_due.sql", import.meta.url), "utf8");
    const listed = [...migration.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    const { OPEN_STATUSES } = await import("../../../app/platform/db/case-status");
    expect(listed).toEqual([...OPEN_STATUSES]);
  });
});
