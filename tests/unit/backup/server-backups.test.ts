import { describe, expect, it } from "vitest";
import { backupCounts, backupDayText, listedBackups, runText, sizeText } from "../../../app/features/backup/server-backups";

// The profile's list of server backups, read from one R2 listing: day from the key, counts from the
// metadata the daily run wrote ("—" when an older object has none).

describe("listedBackups", () => {
  const prefix = "users/u-1/backups/";
  const counts = backupCounts({ companies: [1, 2], inspections: [1], visits: [] });

  it("stores the counts as R2 metadata strings", () => {
    expect(counts).toEqual({ companies: "2", inspections: "1", visits: "0" });
  });

  it("lists newest first, with counts when stored and null when not or unreadable", () => {
    const list = listedBackups(prefix, [
      { key: `${prefix}2026-11-25.json`, size: 900 },
      { key: `${prefix}2026-11-27.json`, size: 1200, customMetadata: counts },
      { key: `${prefix}2026-11-26.json`, size: 1000, customMetadata: { companies: "x", inspections: "1", visits: "0" } },
    ]);
    expect(list).toEqual([
      { day: "2026-11-27", size: 1200, counts: { companies: 2, inspections: 1, visits: 0 } },
      { day: "2026-11-26", size: 1000, counts: null },
      { day: "2026-11-25", size: 900, counts: null },
    ]);
  });

  it("leaves out objects whose name is not a day", () => {
    expect(
      listedBackups(prefix, [
        { key: `${prefix}notes.json`, size: 1 },
        { key: `${prefix}2026-02-30.json`, size: 1 },
      ]),
    ).toEqual([]);
  });
});

describe("texts", () => {
  it("writes the day, the size and the next run as the page shows them", () => {
    expect(backupDayText("2026-11-27")).toBe("27/11/2026");
    expect([sizeText(512), sizeText(2048), sizeText(3 * 1_048_576)]).toEqual(["512 B", "2.0 KB", "3.0 MB"]);
    expect(runText("2026-11-28T03:17:00.000Z")).toBe("28 Nov, 03:17 UTC");
  });
});
