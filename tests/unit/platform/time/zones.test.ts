import { describe, expect, it } from "vitest";
import { formatInstant, isCalendarDate, localDate, localDay, localMidnight, zonedInstant } from "../../../../app/platform/time/zones";

const at = (iso: string) => new Date(iso);

describe("time zones", () => {
  it("computes the user's date and the visit's UTC instant", () => {
    expect(localDate(at("2026-11-21T20:00:00Z"), "Asia/Kolkata")).toBe("2026-11-22");
    expect(localDate(at("2026-11-21T20:00:00Z"), "America/New_York")).toBe("2026-11-21");
    expect(zonedInstant("2026-11-22", "09:00", "Asia/Kolkata").toISOString()).toBe("2026-11-22T03:30:00.000Z");
    expect(zonedInstant("2026-07-01", "09:00", "Europe/London").toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(zonedInstant("2026-12-01", "09:00", "Europe/London").toISOString()).toBe("2026-12-01T09:00:00.000Z");
  });
});

describe("isCalendarDate", () => {
  it("takes real days and refuses impossible ones", () => {
    expect(["2099-02-28", "2096-02-29", "2026-12-31"].map(isCalendarDate)).toEqual([true, true, true]);
    expect(["2099-02-31", "2097-02-29", "2026-13-01", "2026-00-10", "26-1-1"].map(isCalendarDate)).toEqual([false, false, false, false, false]);
  });
});

describe("local days", () => {
  it("gives a day's local midnight and refuses an impossible day", () => {
    expect(localMidnight("2026-11-22", "Asia/Kolkata")?.toISOString()).toBe("2026-11-22T00:00:00.000+05:30");
    expect(new Date(localMidnight("2026-03-08", "America/New_York")!.getTime()).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect([localMidnight("2026-02-30", "UTC"), localMidnight("26-1-1", "UTC")]).toEqual([null, null]);
  });

  it("reads the local day of an instant", () => {
    expect(localDay("2026-11-21T19:00:00.000Z", "Asia/Kolkata")).toBe("2026-11-22");
    expect(localDay("2026-11-21T19:00:00.000Z", "UTC")).toBe("2026-11-21");
  });
});

describe("instants as read", () => {
  it("shows an instant in the reader's zone", () => {
    expect(formatInstant("2030-06-01T05:00:00.000Z", "Asia/Kolkata")).toContain("10:30");
  });
});
