import { describe, expect, it } from "vitest";
import { DAY_MS, linkToPrint } from "../../../app/features/evidence/links";

const now = Date.parse("2026-06-01T12:00:00.000Z");
const link = (id: string, daysLeft: number, revoked = false) => ({
  id,
  expiresAt: new Date(now + daysLeft * DAY_MS).toISOString(),
  revokedAt: revoked ? "2026-05-30T00:00:00.000Z" : null,
});

describe("the verify link a report prints", () => {
  it("prints the longest-lived link with about a week to run, a fresh 7-day one included", () => {
    expect(linkToPrint([link("short", 1), link("week", 6.9), link("month", 29)], now)).toMatchObject({ id: "month" });
    expect(linkToPrint([link("week", 6.9)], now)).toMatchObject({ id: "week" });
  });

  it("asks for a new link when none lasts long enough and none was ever revoked", () => {
    expect(linkToPrint([], now)).toBe("new");
    expect(linkToPrint([link("short", 1), link("expired", -1)], now)).toBe("new");
  });

  it("makes none once the owner revoked a link, printing a short live one if there is one", () => {
    expect(linkToPrint([link("gone", 29, true)], now)).toBeNull();
    expect(linkToPrint([link("gone", 29, true), link("short", 1), link("expired", -2)], now)).toMatchObject({ id: "short" });
  });
});
