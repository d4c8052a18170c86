import { describe, expect, it } from "vitest";
import { MIS_EXPORT_KEPT_DAYS, preparedExportGone } from "../../../app/features/turnaround/prepared-export";

describe("a prepared MIS export's days", () => {
  const now = new Date("2026-11-27T12:00:00.000Z");
  const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

  it("keeps the file for its days, then it is gone", () => {
    expect(MIS_EXPORT_KEPT_DAYS).toBe(7);
    expect(preparedExportGone(daysBefore(0), now)).toBe(false);
    expect(preparedExportGone(daysBefore(7), now)).toBe(false);
    expect(preparedExportGone(daysBefore(7.01), now)).toBe(true);
  });

  it("is never gone before it finished", () => {
    expect(preparedExportGone(null, now)).toBe(false);
  });
});
