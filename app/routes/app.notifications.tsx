import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { NotificationsPage } from "../features/notifications/NotificationsPage";
import { changeNotifications, listNotifications } from "../features/notifications/notifications.server";
import { handled, readForm, Refusal } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";
import { NOTIFICATION_SETTINGS, pick, readSettings, switchesSchema } from "../platform/settings";
import { saveSettings } from "../platform/settings.server";
import { requiredId } from "../platform/validation/fields";

export const meta: MetaFunction = () => [{ title: "Notifications · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return json({
    ...(await listNotifications(context.db, user.id)),
    settings: pick(readSettings(user.settings), NOTIFICATION_SETTINGS),
    vapidPublicKey: context.cloudflare.env.VAPID_PUBLIC_KEY,
  });
}

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

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const input = await readForm(request, Action);
  if (input.intent === "settings") {
    const { intent, ...settings } = input;
    await saveSettings(context.db, user.id, settings);
    return json({ ok: true, message: "Notification settings saved" });
  }
  const done = await changeNotifications(context.cloudflare.env, context.db, user.id, input);
  if (!done) throw new Refusal(404, FAILURES[input.intent]);
  return json({ ok: true, message: SUCCESSES[input.intent] });
});

export default function NotificationsRoute() {
  return <NotificationsPage {...useLoaderData<typeof loader>()} />;
}
