import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportFormat, historyExport } from "../lib/exports/history-export.server";
import { parseHistoryQuery } from "../lib/inspections/history-query";
import { requireUser } from "../lib/session.server";

// The filtered history as a download (?format=csv|json|zip|geojson|kml, same filters as /app/history).
// Photo links in the map formats are absolute, so they still work from a file opened elsewhere.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const url = new URL(request.url);
  const { env } = context.cloudflare;
  return historyExport({ env, db: context.db, userId: user.id, query: parseHistoryQuery(url.searchParams), format: exportFormat(url.searchParams.get("format")), appUrl: env.APP_URL || url.origin });
}
