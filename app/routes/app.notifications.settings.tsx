import { useRouteLoaderData } from "@remix-run/react";
import { NotificationSettings } from "../features/notifications/NotificationSettings";
import { notificationsAction } from "../features/notifications/notification-actions.server";
import { handled } from "../platform/request.server";
import type { loader as notificationsLoader } from "./app.notifications";

export const action = handled(notificationsAction);

export default function NotificationSettingsRoute() {
  const data = useRouteLoaderData<typeof notificationsLoader>("routes/app.notifications");
  return data ? <NotificationSettings settings={data.settings} vapidPublicKey={data.vapidPublicKey} /> : null;
}
