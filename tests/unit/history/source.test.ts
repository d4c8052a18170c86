import { describe, expect, it } from "vitest";
import { activityColor, derivedSource } from "../../../app/features/history/source";

describe("derived source and activity colour", () => {
  it("prefers the stored source, then local paths, then the 2024-01-01 cutoff", () => {
    expect(derivedSource({ source: "mobile", timestamp: "2026-01-01T00:00:00Z" })).toBe("mobile");
    expect(derivedSource({ source: null, timestamp: "2026-01-01T00:00:00Z", photos: [{ localPath: "/sdcard/a.jpg" }] })).toBe("mobile");
    expect(derivedSource({ source: null, timestamp: "2024-06-01T00:00:00Z" })).toBe("web");
    expect(derivedSource({ source: null, timestamp: "2023-12-31T23:59:59Z" })).toBe("mobile");
  });
  it("colours activity levels as the spec says", () => {
    expect(["very_high", "high", "moderate", "low", "minimal", "inactive", "other"].map(activityColor)).toEqual([
      "green",
      "green",
      "amber",
      "red",
      "red",
      "gray",
      "blue",
    ]);
  });
});
