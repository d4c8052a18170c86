import { describe, expect, it } from "vitest";
import { parseTurnaroundRange, RANGE_MESSAGES, rangeSearch } from "../../../app/features/turnaround/range";

const now = new Date("2026-11-27T04:00:00Z");
const parse = (q: string, tz = "Asia/Kolkata") => parseTurnaroundRange(new URLSearchParams(q), now, tz);

describe("parseTurnaroundRange", () => {
  it("takes this month in the viewer's time zone by default", () => {
    expect(parse("")).toEqual({
      ok: true,
      choice: { range: "month", from: "2026-11-01", to: "2026-11-30", start: "2026-10-31T18:30:00.000Z", end: "2026-11-30T18:30:00.000Z" },
    });
  });

  it("takes this week from Sunday and the last 3 months up to today", () => {
    const week = parse("range=week");
    expect(week.ok && [week.choice.from, week.choice.to]).toEqual(["2026-11-22", "2026-11-28"]);
    const quarter = parse("range=quarter", "UTC");
    expect(quarter.ok && quarter.choice).toMatchObject({
      from: "2026-08-27",
      to: "2026-11-27",
      start: "2026-08-27T00:00:00.000Z",
      end: "2026-11-28T00:00:00.000Z",
    });
  });

  it("takes a custom range of whole local days, both ends included", () => {
    const custom = parse("range=custom&from=2026-01-01&to=2026-01-31");
    expect(custom.ok && custom.choice).toMatchObject({ start: "2025-12-31T18:30:00.000Z", end: "2026-01-31T18:30:00.000Z" });
    expect(rangeSearch({ range: "custom", from: "2026-01-01", to: "2026-01-31" })).toBe("range=custom&from=2026-01-01&to=2026-01-31");
    expect(rangeSearch({ range: "week", from: "x", to: "y" })).toBe("range=week");
  });

  it("refuses bad custom dates, keeping what was typed", () => {
    expect(parse("range=custom&from=2026-02-30&to=2026-03-01")).toEqual({
      ok: false,
      message: RANGE_MESSAGES.badDate,
      range: "custom",
      from: "2026-02-30",
      to: "2026-03-01",
    });
    expect(parse("range=custom&from=01/02/2026&to=2026-03-01")).toMatchObject({ ok: false, message: RANGE_MESSAGES.badDate });
    expect(parse("range=custom&from=2026-03-02&to=2026-03-01")).toMatchObject({ ok: false, message: RANGE_MESSAGES.order });
    expect(parse("range=custom&from=2024-01-01&to=2026-03-01")).toMatchObject({ ok: false, message: RANGE_MESSAGES.tooLong });
    expect(parse("range=custom&from=2025-03-01&to=2026-03-01")).toMatchObject({ ok: true });
  });

  it("reads an unknown range as this month", () => {
    expect(parse("range=decade")).toMatchObject({ ok: true, choice: { range: "month" } });
  });
});
