import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { NotificationsPage } from "../components/notifications/NotificationsPage";
import { changeNotifications, listNotifications, NotificationSettingsSchema, notificationSettings, saveNotificationSettings } from "../lib/notifications.server";
import { requireUser } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "Notifications · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return json({ ...(await listNotifications(context.db, user.id)), settings: notificationSettings(user.settings), vapidPublicKey: context.cloudflare.env.VAPID_PUBLIC_KEY });
}

const FAILURES = {
  read: "Failed to mark notification as read",
  "read-all": "Failed to mark all notifications as read",
  delete: "Failed to delete notification",
  clear: "Failed to clear notifications",
} as const;
const SUCCESSES = { read: "Notification marked as read", "read-all": "All notifications marked as read", delete: "Notification deleted", clear: "All notifications cleared" } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  if (form.intent === "settings") {
    const parsed = v.safeParse(NotificationSettingsSchema, Object.fromEntries(Object.keys(NotificationSettingsSchema.entries).map((k) => [k, form[k] === "true"])));
    if (!parsed.success) return json({ ok: false, message: "Invalid settings" }, { status: 400 });
    await saveNotificationSettings(context.db, user.id, user.settings, parsed.output);
    return json({ ok: true, message: "Notification settings saved" });
  }
  const intent = form.intent as keyof typeof FAILURES;
  if (!(intent in FAILURES)) return json({ ok: false, message: "Unknown action" }, { status: 400 });
  const change = intent === "read" || intent === "delete" ? { intent, id: form.id ?? "" } : { intent };
  const done = await changeNotifications(context.cloudflare.env, context.db, user.id, change);
  if (!done) return json({ ok: false, message: FAILURES[intent] }, { status: 404 });
  return json({ ok: true, message: SUCCESSES[intent] });
}

export default function NotificationsRoute() {
  return <NotificationsPage {...useLoaderData<typeof loader>()} />;
}
