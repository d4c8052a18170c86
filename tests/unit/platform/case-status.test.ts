import { describe, expect, it } from "vitest";
import { CLOSED_STATUSES, isOpen, OPEN_STATUSES, REVIEWABLE_STATUSES, statusList, WITHDRAWN_STATUSES } from "../../../app/platform/db/case-status";
import { CASE_STATUS_LABELS } from "../../../app/features/cases/status";

describe("case statuses", () => {
  it("puts every status in exactly one group", () => {
    const grouped = [...OPEN_STATUSES, ...REVIEWABLE_STATUSES, ...CLOSED_STATUSES, ...WITHDRAWN_STATUSES];
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual(Object.keys(CASE_STATUS_LABELS).sort());
  });
  it("tells open from the rest", () => {
    expect(isOpen("revisit")).toBe(true);
    expect(isOpen("submitted")).toBe(false);
    expect(isOpen("verified")).toBe(false);
    expect(isOpen("cancelled")).toBe(false);
  });
  it("writes a list as SQL literals", () => {
    expect(statusList(OPEN_STATUSES).queryChunks.map((c) => (c as { value: string[] }).value.join(""))).toEqual([
      "'unassigned', 'assigned', 'in_progress', 'revisit'",
    ]);
  });
});
