import { describe, expect, it } from "vitest";
import { parseRange } from "../../../app/features/analytics/ranges";

describe("time range select", () => {
  it("defaults to this month", () => {
    expect(parseRange("decade")).toBe("month");
    expect(parseRange("week")).toBe("week");
  });
});
