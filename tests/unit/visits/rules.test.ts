import { describe, expect, it } from "vitest";
import { canMarkComplete, localDate, reminderTime, visitStatusColor, visitStatusText, zonedInstant } from "../../../app/features/visits/rules";

const at = (iso: string) => new Date(iso);
const visit = at("2026-11-21T12:00:00.000Z");
const minutesBefore = (m: number) => new Date(visit.getTime() - m * 60_000);

describe("reminderTime", () => {
  it.each([
    [240, 120],
    [121, 120],
    [120.5, 120],
    [120, 60],
    [61, 60],
    [60, 30],
    [31, 30],
    [30, 5],
    [6, 5],
  ])("%s min before the visit -> %s min before", (now, remind) => {
    expect(reminderTime(visit, minutesBefore(now))).toEqual(minutesBefore(remind));
  });

  it("reminds 1 minute from now when the visit is under 5 minutes away", () => {
    expect(reminderTime(visit, minutesBefore(5))).toEqual(minutesBefore(4));
    expect(reminderTime(visit, minutesBefore(0.5))).toEqual(new Date(minutesBefore(0.5).getTime() + 60_000));
  });

  it("gives none for a visit now or past", () => {
    expect(reminderTime(visit, visit)).toBeNull();
    expect(reminderTime(visit, minutesBefore(-10))).toBeNull();
  });
});

describe("time zones", () => {
  it("computes the user's date and the visit's UTC instant", () => {
    expect(localDate(at("2026-11-21T20:00:00Z"), "Asia/Kolkata")).toBe("2026-11-22");
    expect(localDate(at("2026-11-21T20:00:00Z"), "America/New_York")).toBe("2026-11-21");
    expect(zonedInstant("2026-11-22", "09:00", "Asia/Kolkata").toISOString()).toBe("2026-11-22T03:30:00.000Z");
    expect(zonedInstant("2026-07-01", "09:00", "Europe/London").toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(zonedInstant("2026-12-01", "09:00", "Europe/London").toISOString()).toBe("2026-12-01T09:00:00.000Z");
  });
});

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
