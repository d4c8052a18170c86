// The /app/notifications actions (and its settings form route's): read, delete, read all, clear, settings.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { requireUser } from "../account/session.server";
import { changeNotifications } from "./notifications.server";
import { done, readForm, Refusal } from "../../platform/request.server";
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

const Action = v.variant("intent", [
  v.object({ intent: v.literal("settings"), ...switchesSchema(NOTIFICATION_SETTINGS) }),
  v.object({ intent: v.literal("read"), id: requiredId(FAILURES.read) }),
  v.object({ intent: v.literal("delete"), id: requiredId(FAILURES.delete) }),
  v.object({ intent: v.literal("read-all") }),
  v.object({ intent: v.literal("clear") }),
]);

export async function notificationsAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const input = await readForm(request, Action);
  if (input.intent === "settings") {
    const { intent, ...settings } = input;
    await saveSettings(context.db, user.id, settings);
    return done({ message: "Notification settings saved" });
  }
  const changed = await changeNotifications(context.cloudflare.env, context.db, user.id, input);
  if (!changed) throw new Refusal(404, FAILURES[input.intent]);
  return done({ message: SUCCESSES[input.intent] });
}
