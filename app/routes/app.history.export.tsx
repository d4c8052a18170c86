import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportFormat, historyExport } from "../features/history/history-export.server";
import { HISTORY_QUERY_PARAMS, parseHistoryQuery } from "../features/history/history-query";
import { handledLoader, querySchema, readQuery } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";

const ExportQuery = querySchema([...HISTORY_QUERY_PARAMS, "format"], (params) => ({
  query: parseHistoryQuery(params),
  format: exportFormat(params.get("format")),
}));

// The filtered history as a download (?format=csv|json|zip|geojson|kml, same filters as /app/history).
// Photo links in the map formats are absolute, so they still work from a file opened elsewhere.
export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request, { resource: true });
  const { query, format } = readQuery(request, ExportQuery);
  const { env } = context.cloudflare;
  return historyExport({ env, db: context.db, userId: user.id, query, format, appUrl: env.APP_URL || new URL(request.url).origin });
});
