import { describe, expect, it } from "vitest";
import { backupDue, pageMessage, runTime, userMessage } from "../../../app/features/backup/auto-backup";
import { SETTING_DEFAULTS } from "../../../app/platform/settings";

// Who is due an automatic backup, and the run's time every message of the run carries.

describe("backupDue", () => {
  it("follows the Auto Backup switch, its default when never set, and only for active users", () => {
    expect(backupDue({ isActive: true, settings: { autoBackup: true } })).toBe(true);
    expect(backupDue({ isActive: true, settings: { autoBackup: false } })).toBe(false);
    expect(backupDue({ isActive: true, settings: {} })).toBe(SETTING_DEFAULTS.autoBackup);
    expect(backupDue({ isActive: true, settings: null })).toBe(SETTING_DEFAULTS.autoBackup);
    expect(backupDue({ isActive: false, settings: { autoBackup: true } })).toBe(false);
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
