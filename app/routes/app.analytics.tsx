import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Callout } from "@radix-ui/themes";
import { AnalyticsPage } from "../features/analytics/AnalyticsPage";
import { PageHeader } from "../ui/PageHeader";
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
  return (
    <>
      <PageHeader title="Analytics Dashboard" />
      <Callout.Root color="red" role="alert">
        <Callout.Text>Failed to load analytics data</Callout.Text>
      </Callout.Root>
    </>
  );
}
