import { describe, expect, it } from "vitest";
import { NOTIFICATION_SETTINGS, pick, PROFILE_SETTINGS, pushAllowed, readSettings, SETTING_DEFAULTS } from "../../../app/platform/settings";

describe("settings", () => {
  it("fills every key never set with its default, and keeps what was set", () => {
    expect(readSettings({})).toEqual(SETTING_DEFAULTS);
    expect(readSettings(null).autoBackup).toBe(false);
    expect(readSettings({ autoBackup: true, pushNotifications: false })).toMatchObject({ autoBackup: true, pushNotifications: false, locationTracking: true });
  });

  it("gives each page only its own switches", () => {
    expect(Object.keys(pick(readSettings({}), PROFILE_SETTINGS))).toEqual(["emailNotifications", "pushNotifications", "locationTracking", "autoBackup"]);
    expect(Object.keys(pick(readSettings({}), NOTIFICATION_SETTINGS))).toEqual([
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
