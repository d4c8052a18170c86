import { describe, expect, it } from "vitest";
import { canMarkComplete, visitStatusColor, visitStatusText } from "../../../app/features/visits/rules";

const at = (iso: string) => new Date(iso);

describe("visit status", () => {
  it("reads Completed, Overdue, Today, Scheduled and Invalid Date", () => {
    expect(visitStatusText({ isCompleted: true, scheduledDate: "2026-01-01" }, "2026-11-21")).toBe("Completed");
    expect(visitStatusText({ isCompleted: false, scheduledDate: "2026-11-20" }, "2026-11-21")).toBe("Overdue");
    expect(visitStatusText({ isCompleted: false, scheduledDate: "2026-11-21" }, "2026-11-21")).toBe("Today");
    expect(visitStatusText({ isCompleted: false, scheduledDate: "2026-11-22" }, "2026-11-21")).toBe("Scheduled");
    expect(visitStatusText({ isCompleted: false, scheduledDate: "" }, "2026-11-21")).toBe("Invalid Date");
    expect(visitStatusText({ isCompleted: false, scheduledDate: null }, "2026-11-21")).toBe("Invalid Date");
    expect(["Completed", "Overdue", "Today", "Scheduled"].map((s) => visitStatusColor(s as never))).toEqual(["green", "red", "amber", "blue"]);
  });

  it("offers Mark Complete on the day or once the time is reached", () => {
    const v = { isCompleted: false, scheduledDate: "2026-11-22", scheduledAt: "2026-11-22T03:30:00.000Z" };
    expect(canMarkComplete(v, at("2026-11-21T10:00:00Z"), "2026-11-21")).toBe(false);
    expect(canMarkComplete(v, at("2026-11-21T20:00:00Z"), "2026-11-22")).toBe(true);
    expect(canMarkComplete(v, at("2026-11-23T00:00:00Z"), "2026-11-23")).toBe(true);
    expect(canMarkComplete({ ...v, isCompleted: true }, at("2026-11-23T00:00:00Z"), "2026-11-23")).toBe(false);
  });
});
