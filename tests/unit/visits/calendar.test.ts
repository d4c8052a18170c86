import { describe, expect, it } from "vitest";
import { dayHref, onlyDayChanged, selectedDay } from "../../../app/features/visits/calendar";

describe("the calendar's chosen day", () => {
  it("is the day the address names, or today", () => {
    expect(selectedDay("2026-12-03", "2026-11-28")).toBe("2026-12-03");
    expect(selectedDay(null, "2026-11-28")).toBe("2026-11-28");
    expect(selectedDay("", "2026-11-28")).toBe("2026-11-28");
    expect(selectedDay("2026-02-31", "2026-11-28")).toBe("2026-11-28");
    expect(selectedDay("3 Dec", "2026-11-28")).toBe("2026-11-28");
  });

  it("is a link of its own", () => {
    expect(dayHref("2026-12-03")).toBe("/app/scheduling?date=2026-12-03");
  });

  it("loads nothing again when only the day changed", () => {
    const at = (path: string) => new URL(path, "https://siteproof.test");
    expect(onlyDayChanged(at("/app/scheduling"), at("/app/scheduling?date=2026-12-03"))).toBe(true);
    expect(onlyDayChanged(at("/app/scheduling?date=2026-12-01"), at("/app/scheduling?date=2026-12-03"))).toBe(true);
    expect(onlyDayChanged(at("/app/scheduling"), at("/app/scheduling/new?date=2026-12-03"))).toBe(false);
    expect(onlyDayChanged(at("/app/scheduling?date=2026-12-01"), at("/app/scheduling?date=2026-12-01&x=1"))).toBe(false);
  });
});
