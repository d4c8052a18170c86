// The /app/notifications actions (and its settings form route's): read, delete, read all, clear, settings.
import * as v from "valibot";
import type { Db } from "../../platform/db/db.server";
import { changeNotifications } from "./notifications.server";
import { Refusal } from "../../platform/request.server";
import { NOTIFICATION_SETTINGS, switchesSchema } from "../../platform/settings";
import { saveSettings } from "../../platform/settings.server";
import { requiredId } from "../../platform/validation/fields";

const FAILURES = {
  read: "Failed to mark notification as read",
  "read-all": "Failed to mark all notifications as read",
  delete: "Failed to delete notification",
  clear: "Failed to clear notifications",
} as const;
const SUCCESSES = {
  read: "Notification marked as read",
  "read-all": "All notifications marked as read",
  delete: "Notification deleted",
  clear: "All notifications cleared",
} as const;

export const NotificationAction = v.variant("intent", [
  v.object({ intent: v.literal("settings"), ...switchesSchema(NOTIFICATION_SETTINGS) }),
  v.object({ intent: v.literal("read"), id: requiredId(FAILURES.read) }),
  v.object({ intent: v.literal("delete"), id: requiredId(FAILURES.delete) }),
  v.object({ intent: v.literal("read-all") }),
  v.object({ intent: v.literal("clear") }),
]);

/** Applies one intent for the user; answers the message to show, or refuses 404 when nothing changed. */
export async function notificationsAction(env: Env, db: Db, userId: string, input: v.InferOutput<typeof NotificationAction>) {
  if (input.intent === "settings") {
    const { intent, ...settings } = input;
    await saveSettings(db, userId, settings);
    return "Notification settings saved";
  }
  const changed = await changeNotifications(env, db, userId, input);
  if (!changed) throw new Refusal(404, FAILURES[input.intent]);
  return SUCCESSES[input.intent];
}
