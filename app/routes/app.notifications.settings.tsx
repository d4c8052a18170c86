import { useRouteLoaderData } from "@remix-run/react";
import { NotificationSettings } from "../features/notifications/NotificationSettings";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "../features/account/session.server";
import { NotificationAction, notificationsAction } from "../features/notifications/notification-actions.server";
import { done, handled, readForm } from "../platform/request.server";
import type { loader as notificationsLoader } from "./app.notifications";

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const input = await readForm(request, NotificationAction);
  return done({ message: await notificationsAction(context.cloudflare.env, context.db, user.id, input) });
});

export default function NotificationSettingsRoute() {
  const data = useRouteLoaderData<typeof notificationsLoader>("routes/app.notifications");
  return data ? <NotificationSettings settings={data.settings} vapidPublicKey={data.vapidPublicKey} /> : null;
}
