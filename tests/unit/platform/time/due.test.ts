import { describe, expect, it } from "vitest";
import { dueInstant, reminderTime } from "../../../../app/platform/time/due";

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

describe("due instants", () => {
  const now = new Date("2030-01-01T00:00:00Z");
  it("reads the wall clock in the creator's time zone and stores UTC", () => {
    expect(dueInstant("2030-06-01", "10:30", "Asia/Kolkata", now)).toBe("2030-06-01T05:00:00.000Z");
    expect(dueInstant("2030-06-01", "10:30", "UTC", now)).toBe("2030-06-01T10:30:00.000Z");
  });
  it("refuses an instant not after now", () => {
    expect(dueInstant("2029-12-31", "23:59", "UTC", now)).toBeNull();
  });
});
