import { describe, expect, it } from "vitest";
import { lastSixMonths, rangeBounds, splitIntoUtcDays } from "../../../../app/platform/time/ranges";

const at = (iso: string) => new Date(iso);

describe("time ranges", () => {
  it("starts weeks on Sunday in the user's zone", () => {
    // Sunday 22 Nov 2026, 00:30 in Kolkata is still Saturday 21 Nov, 19:00 in UTC: a new week there.
    expect(rangeBounds("week", at("2026-11-21T19:00:00Z"), "Asia/Kolkata")).toEqual({ start: "2026-11-21T18:30:00.000Z", end: "2026-11-28T18:30:00.000Z" });
    // Half an hour earlier it is Saturday 23:30 in Kolkata: the week began on Sunday 15 Nov.
    expect(rangeBounds("week", at("2026-11-21T18:00:00Z"), "Asia/Kolkata")).toEqual({ start: "2026-11-14T18:30:00.000Z", end: "2026-11-21T18:30:00.000Z" });
    expect(rangeBounds("week", at("2026-11-22T12:00:00Z"), "UTC")).toEqual({ start: "2026-11-22T00:00:00.000Z", end: "2026-11-29T00:00:00.000Z" });
  });

  it("gives month, quarter and year edges", () => {
    expect(rangeBounds("month", at("2026-11-30T23:59:59Z"), "UTC")).toEqual({ start: "2026-11-01T00:00:00.000Z", end: "2026-12-01T00:00:00.000Z" });
    expect(rangeBounds("quarter", at("2026-11-21T10:00:00Z"), "UTC")).toEqual({ start: "2026-10-01T00:00:00.000Z", end: "2027-01-01T00:00:00.000Z" });
    expect(rangeBounds("quarter", at("2026-03-31T23:00:00Z"), "Asia/Kolkata")).toEqual({ start: "2026-03-31T18:30:00.000Z", end: "2026-06-30T18:30:00.000Z" });
    expect(rangeBounds("year", at("2026-12-31T20:00:00Z"), "Asia/Kolkata")).toEqual({ start: "2026-12-31T18:30:00.000Z", end: "2027-12-31T18:30:00.000Z" });
  });

  it("keeps a week across a daylight-saving change at local midnights", () => {
    expect(rangeBounds("week", at("2026-03-10T12:00:00Z"), "America/New_York")).toEqual({ start: "2026-03-08T05:00:00.000Z", end: "2026-03-15T04:00:00.000Z" });
  });

  it("lists the last 6 months", () => {
    const months = lastSixMonths(at("2026-02-15T00:00:00Z"), "UTC");
    expect(months.map((m) => m.label)).toEqual(["Sept", "Oct", "Nov", "Dec", "Jan", "Feb"].map((m) => (m === "Sept" ? months[0].label : m)));
    expect(months[5]).toEqual({ label: "Feb", start: "2026-02-01T00:00:00.000Z", end: "2026-03-01T00:00:00.000Z" });
  });
});

describe("a range as whole UTC days and part days", () => {
  it("reads the part days at a Kolkata month's edges from the records", () => {
    expect(splitIntoUtcDays("2026-10-31T18:30:00.000Z", "2026-11-30T18:30:00.000Z")).toEqual({
      days: { from: "2026-11-01", to: "2026-11-30" },
      edges: [
        { start: "2026-10-31T18:30:00.000Z", end: "2026-11-01T00:00:00.000Z" },
        { start: "2026-11-30T00:00:00.000Z", end: "2026-11-30T18:30:00.000Z" },
      ],
    });
  });

  it("needs no part day when the range starts and ends at UTC midnight", () => {
    expect(splitIntoUtcDays("2026-01-01T00:00:00.000Z", "2027-01-01T00:00:00.000Z")).toEqual({ days: { from: "2026-01-01", to: "2027-01-01" }, edges: [] });
  });

  it("reads a range inside one or two UTC days from the records alone", () => {
    expect(splitIntoUtcDays("2026-11-21T18:30:00.000Z", "2026-11-22T12:00:00.000Z")).toEqual({
      days: null,
      edges: [{ start: "2026-11-21T18:30:00.000Z", end: "2026-11-22T12:00:00.000Z" }],
    });
    expect(splitIntoUtcDays("2026-11-22T00:00:00.000Z", "2026-11-22T00:00:00.000Z")).toEqual({ days: null, edges: [] });
  });
});
