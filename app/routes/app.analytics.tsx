import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AnalyticsPage } from "../features/analytics/AnalyticsPage";
import { ErrorPage } from "../ui/ErrorPage";
import { loadAnalytics } from "../features/analytics/analytics.server";
import { parseRange } from "../features/analytics/ranges";
import { handledLoader, querySchema, readQuery } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";

export const meta: MetaFunction = () => [{ title: "Analytics Dashboard · SiteProof" }];

const AnalyticsQuery = querySchema(["range"], (params) => parseRange(params.get("range")));

export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  const range = readQuery(request, AnalyticsQuery);
  return json(await loadAnalytics(context.db, user.id, user.timeZone, range));
});

export default function AnalyticsRoute() {
  return <AnalyticsPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage texts={{ failure: { title: "Analytics Dashboard", message: "Failed to load analytics data" } }} retry />;
}
