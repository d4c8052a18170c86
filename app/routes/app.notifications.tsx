import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { NotificationsPage } from "../features/notifications/NotificationsPage";
import { listNotifications } from "../features/notifications/notifications.server";
import { NotificationAction, notificationsAction } from "../features/notifications/notification-actions.server";
import { done, handled, readForm } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";
import { NOTIFICATION_SETTINGS, pick, readSettings } from "../platform/settings";

export const meta: MetaFunction = () => [{ title: "Notifications · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return json({
    ...(await listNotifications(context.db, user.id)),
    settings: pick(readSettings(user.settings, user.accountType), NOTIFICATION_SETTINGS),
    vapidPublicKey: context.cloudflare.env.VAPID_PUBLIC_KEY,
  });
}

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const input = await readForm(request, NotificationAction);
  return done({ message: await notificationsAction(context.cloudflare.env, context.db, user.id, input) });
});

/** The list, and over it the settings form when open (/app/notifications/settings). */
export default function NotificationsRoute() {
  return (
    <NotificationsPage {...useLoaderData<typeof loader>()}>
      <Outlet />
    </NotificationsPage>
  );
}
