import { describe, expect, it } from "vitest";
import { NOTIFICATION_SETTINGS, pick, PROFILE_SETTINGS, pushAllowed, readSettings, settingDefaults } from "../../../app/platform/settings";

describe("settings", () => {
  it("fills every key never set with its default, and keeps what was set", () => {
    expect(readSettings({}, "free")).toEqual(settingDefaults("free"));
    expect(readSettings({ autoBackup: true, pushNotifications: false }, "free")).toMatchObject({
      autoBackup: true,
      pushNotifications: false,
      locationTracking: true,
    });
  });

  it("has Auto Backup on by default for Premium only; either account's own choice wins", () => {
    expect(readSettings(null, "premium").autoBackup).toBe(true);
    expect(readSettings(null, "free").autoBackup).toBe(false);
    expect(readSettings({ autoBackup: false }, "premium").autoBackup).toBe(false);
    expect(readSettings({ autoBackup: true }, "free").autoBackup).toBe(true);
    // Only Auto Backup differs between the account types.
    expect({ ...settingDefaults("premium"), autoBackup: false }).toEqual(settingDefaults("free"));
  });

  it("gives each page only its own switches", () => {
    expect(Object.keys(pick(readSettings({}, "free"), PROFILE_SETTINGS))).toEqual([
      "emailNotifications",
      "pushNotifications",
      "locationTracking",
      "autoBackup",
    ]);
    expect(Object.keys(pick(readSettings({}, "free"), NOTIFICATION_SETTINGS))).toEqual([
      "emailNotifications",
      "pushNotifications",
      "inspectionReminders",
      "visitReminders",
      "systemUpdates",
    ]);
  });

  it("sends a push only with push on and that kind on", () => {
    expect(pushAllowed(undefined, "visitReminders")).toBe(true);
    expect(pushAllowed({ pushNotifications: false }, "visitReminders")).toBe(false);
    expect(pushAllowed({ visitReminders: false }, "visitReminders")).toBe(false);
    expect(pushAllowed({ visitReminders: false }, "systemUpdates")).toBe(true);
  });
});
