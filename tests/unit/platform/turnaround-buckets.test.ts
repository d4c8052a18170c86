// The rules' SQL is checked against these functions through D1 in tests/integration/turnaround-rollups.test.ts.
import { describe, expect, it } from "vitest";
import { blockDay, blockDaySql, bucketSeconds, bucketStart, bucketStartSql, levelsSql } from "../../../app/platform/db/turnaround-buckets";

describe("time buckets", () => {
  it("are a tenth of an hour under 48 hours and an hour from 48 hours on", () => {
    expect(bucketSeconds(3600)).toBe(360);
    expect(bucketSeconds(48 * 3600 - 1)).toBe(360);
    expect(bucketSeconds(48 * 3600)).toBe(3600);
  });

  it("start at the time rounded down to its bucket, toward zero as SQLite divides", () => {
    expect(bucketStart(0)).toBe(0);
    expect(bucketStart(359)).toBe(0);
    expect(bucketStart(360)).toBe(360);
    expect(bucketStart(48 * 3600 - 1)).toBe(48 * 3600 - 360);
    expect(bucketStart(48 * 3600 + 3599)).toBe(48 * 3600);
    expect(bucketStart(-359)).toBe(0);
    expect(bucketStart(-361)).toBe(-360);
  });

  it("are written in SQL from the same constants", () => {
    expect(bucketStartSql("t.s")).toBe("CASE WHEN t.s < 172800 THEN t.s / 360 * 360 ELSE t.s / 3600 * 3600 END");
  });
});

describe("day blocks", () => {
  it("start at a multiple of their span in days since 1970-01-01 (UTC)", () => {
    const t = Date.parse("2026-10-07T23:59:59.999Z") / 1000;
    const day = Math.floor(t / 86_400);
    expect(blockDay(t, 1)).toBe(day);
    expect(blockDay(t, 64)).toBe(day - (day % 64));
    expect(blockDay(Date.parse("2026-10-08T00:00:00.000Z") / 1000, 1)).toBe(day + 1);
  });

  it("are four levels, written in SQL as rows of level and span", () => {
    expect(levelsSql()).toBe("(VALUES (0, 1), (1, 4), (2, 16), (3, 64))");
    expect(blockDaySql("new.created_at")).toBe("unixepoch(new.created_at) / 86400 / lv.column2 * lv.column2");
  });
});
