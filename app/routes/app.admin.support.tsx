import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireAdmin } from "../features/account/session.server";
import { inboxFilters } from "../features/support/inbox";
import { inbox, inboxCounts } from "../features/support/support.server";
import { handledLoader } from "../platform/request.server";

// The admin's Support tab: the inbox under the tab's filters, and its open and overdue counts.
export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const admin = await requireAdmin(context, request, { resource: true });
  const filters = inboxFilters(new URL(request.url).searchParams);
  const [rows, counts] = await Promise.all([inbox(context.db, filters), inboxCounts(context.db)]);
  return json({ rows, counts, filters, timeZone: admin.timeZone, now: new Date().toISOString() }, { headers: { "Cache-Control": "no-store" } });
});
