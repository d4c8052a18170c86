import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ErrorPage } from "../ui/ErrorPage";
import { AppShell } from "../ui/shell/AppShell";
import { keepDataAfterFailedAction } from "../ui/revalidation";
import { publicUser } from "../platform/public-user";
import { isAdmin, requireSession } from "../features/account/session.server";
import { takeFlash } from "../platform/flash.server";
import { listUserOrganizations } from "../features/organizations/organizations.server";

// Two D1 queries answer the shell: the session, its user and the unread count (see loadSession), then
// the user's organizations for the switcher; a message an action left before its redirect (flash)
// comes along once.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, unreadCount } = await requireSession(context, request);
  const organizations = await listUserOrganizations(context.db, user.id);
  return json({ user: publicUser(user), isAdmin: isAdmin(user), unreadCount, organizations, flash: takeFlash(context, request) });
}

// The shell's count and user need no reload after an action that changed nothing.
export const shouldRevalidate = keepDataAfterFailedAction;

/** The shell's data, for child routes that show the user. */
export function useShellData() {
  return useRouteLoaderData<typeof loader>("routes/app")!;
}

export default function AppLayout() {
  const { user, isAdmin, unreadCount, organizations, flash } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user} isAdmin={isAdmin} unreadCount={unreadCount} organizations={organizations} flash={flash}>
      <Outlet />
    </AppShell>
  );
}

/** A page that fails keeps the shell (its data loaded first) and says what failed. */
export function ErrorBoundary() {
  const shell = useRouteLoaderData<typeof loader>("routes/app");
  const page = <ErrorPage retry />;
  if (!shell) return page;
  return (
    <AppShell user={shell.user} isAdmin={shell.isAdmin} unreadCount={shell.unreadCount} organizations={shell.organizations}>
      {page}
    </AppShell>
  );
}
