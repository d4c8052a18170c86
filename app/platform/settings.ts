// A user's settings, in one place: every key with its default (spec 2 §5 Profile & Settings, §4
// Notification Settings), reading with the defaults filled in, and the switches each page may change.
// Stored as JSON in users.settings, where a key never set means its default; a default may depend on
// the account type (Premium's daily backups are on until turned off), so SQL never restates one.
import type { AccountType, UserSettings } from "./db/schema";
import { FormBoolean } from "./validation/fields";

export type Settings = Required<UserSettings>;
export type SettingKey = keyof Settings;

/** The defaults every account has alike. */
const COMMON_DEFAULTS = {
  emailNotifications: true,
  pushNotifications: true,
  locationTracking: true,
  inspectionReminders: true,
  visitReminders: true,
  systemUpdates: true,
} as const satisfies Omit<Settings, "autoBackup">;

/** Every key's default for an account of this type: automatic daily backups are Premium's, on by default. */
export function settingDefaults(accountType: AccountType): Settings {
  return { ...COMMON_DEFAULTS, autoBackup: accountType === "premium" };
}

export function readSettings(stored: UserSettings | null | undefined, accountType: AccountType): Settings {
  return { ...settingDefaults(accountType), ...stored };
}

/** The switches on Profile & Settings and on Notification Settings. */
export const PROFILE_SETTINGS = ["emailNotifications", "pushNotifications", "locationTracking", "autoBackup"] as const satisfies SettingKey[];
export const NOTIFICATION_SETTINGS = [
  "emailNotifications",
  "pushNotifications",
  "inspectionReminders",
  "visitReminders",
  "systemUpdates",
] as const satisfies SettingKey[];

/** A form's switches, each sent as "true" / "false". */
export function switchesSchema<K extends SettingKey>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, FormBoolean])) as Record<K, typeof FormBoolean>;
}

export function pick<K extends SettingKey>(settings: Settings, keys: readonly K[]): Pick<Settings, K> {
  return Object.fromEntries(keys.map((k) => [k, settings[k]])) as Pick<Settings, K>;
}

/** A push of this kind may go to the user: push on, and that kind on. */
export function pushAllowed(stored: UserSettings | null | undefined, kind: "visitReminders" | "systemUpdates" | "inspectionReminders"): boolean {
  const s = { ...COMMON_DEFAULTS, ...stored };
  return s.pushNotifications && s[kind];
}
