import { readFileSync } from "node:fs";
import { HOURLY_CRON } from "../../../workers/scheduled";
import { describe, expect, it } from "vitest";
import {
  backupDue,
  backupsPastKeeping,
  DAILY_RUN_UTC,
  KEPT_BACKUPS,
  nextDailyRun,
  pageMessage,
  runTime,
  userMessage,
} from "../../../app/features/backup/auto-backup";
import { backupKey } from "../../../app/platform/storage-keys";

// Who is due an automatic backup, how many each plan keeps, when the next run is, and the run's time
// every message of the run carries.

describe("backupDue", () => {
  it("follows the Auto Backup switch, its account's default when never set, and only for active users", () => {
    expect(backupDue({ isActive: true, settings: { autoBackup: true }, accountType: "free" })).toBe(true);
    expect(backupDue({ isActive: true, settings: { autoBackup: false }, accountType: "premium" })).toBe(false);
    expect(backupDue({ isActive: true, settings: {}, accountType: "free" })).toBe(false);
    expect(backupDue({ isActive: true, settings: null, accountType: "premium" })).toBe(true);
    expect(backupDue({ isActive: true, settings: {}, accountType: "premium" })).toBe(true);
    expect(backupDue({ isActive: false, settings: { autoBackup: true }, accountType: "premium" })).toBe(false);
  });
});

describe("retention", () => {
  const DAY_MS = 86_400_000;
  const keys = (n: number) => Array.from({ length: n }, (_, i) => backupKey("u-1", new Date(Date.UTC(2026, 0, 1) + i * DAY_MS)));

  it("keeps the newest 30 for Premium and 7 for the rest, removing the oldest", () => {
    expect(KEPT_BACKUPS).toEqual({ premium: 30, free: 7 });
    const all = keys(40);
    const shuffled = [...all].reverse();
    expect(backupsPastKeeping(shuffled, "premium")).toEqual(all.slice(0, 10));
    expect(backupsPastKeeping(shuffled, "free")).toEqual(all.slice(0, 33));
  });

  it("removes nothing while the plan's number is not reached", () => {
    expect(backupsPastKeeping(keys(7), "free")).toEqual([]);
    expect(backupsPastKeeping(keys(30), "premium")).toEqual([]);
    expect(backupsPastKeeping([], "free")).toEqual([]);
  });
});

describe("the daily run", () => {
  it("is wrangler.toml's cron", () => {
    // Local and production triggers alike: the daily run first, then the hourly support reminders.
    const crons = readFileSync("wrangler.toml", "utf8").match(/^crons = \[.*\]$/gm);
    expect(crons).toEqual(Array(2).fill(`crons = ["${DAILY_RUN_UTC.minute} ${DAILY_RUN_UTC.hour} * * *", "${HOURLY_CRON}"]`));
  });

  it("is next today when its time is still ahead, otherwise tomorrow", () => {
    expect(nextDailyRun(new Date("2026-11-26T01:00:00Z")).toISOString()).toBe("2026-11-26T03:17:00.000Z");
    expect(nextDailyRun(new Date("2026-11-26T03:17:00Z")).toISOString()).toBe("2026-11-27T03:17:00.000Z");
    expect(nextDailyRun(new Date("2026-12-31T23:59:00Z")).toISOString()).toBe("2027-01-01T03:17:00.000Z");
  });
});

describe("backup messages", () => {
  const at = new Date("2026-11-26T03:17:00.000Z");

  it("carry the run's time, which reads back as the same instant", () => {
    expect(runTime(pageMessage(at, "", "u-500"))?.toISOString()).toBe(at.toISOString());
    expect(runTime(userMessage(at, "u-1"))?.getTime()).toBe(at.getTime());
    expect(runTime({ kind: "backup-user", jobId: "not a time", userId: "u-1" })).toBeNull();
  });

  it("leave `through` out of the last page, which runs to the last user", () => {
    expect(pageMessage(at, "u-500", undefined)).toEqual({ kind: "backup-page", jobId: at.toISOString(), after: "u-500" });
    expect(pageMessage(at, "", "u-500")).toMatchObject({ after: "", through: "u-500" });
  });
});
