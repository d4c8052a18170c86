import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireMember } from "../features/organizations/membership.server";
import { exportCsv, RangeQuery } from "../features/turnaround/dashboard.server";
import { handledLoader, readQuery } from "../platform/request.server";

// The CSV: `?job=<id>` downloads a prepared export; a small range streams at once ("read dashboard").
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "read dashboard", { resource: true });
  const query = readQuery(request, RangeQuery);
  const env = context.cloudflare.env;
  return exportCsv(env, context.db, member, query, env.APP_URL || new URL(request.url).origin);
});
