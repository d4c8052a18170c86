import { useLoaderData, useParams } from "@remix-run/react";
import { TurnaroundPage } from "../features/turnaround/TurnaroundPage";
import { ErrorPage } from "../ui/ErrorPage";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { requireMember } from "../features/organizations/membership.server";
import { ExportForm, prepareExport, RangeQuery, turnaroundPage } from "../features/turnaround/dashboard.server";
import { handled, handledLoader, readForm, readQuery } from "../platform/request.server";

export const meta: MetaFunction = () => [{ title: "Turnaround · SiteProof" }];

// "read dashboard": owners, managers, reviewers; an inspector gets 403, a non-member 404.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "read dashboard");
  const query = readQuery(request, RangeQuery);
  const data = await turnaroundPage(context.cloudflare.env, context.db, member, query, new Date());
  return json(data, data.refused ? { status: 422 } : undefined);
});
/** Prepare export: the range's CSV is written by the queue; the page follows the job. */
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "read dashboard");
  const form = await readForm(request, ExportForm);
  const env = context.cloudflare.env;
  return redirect(await prepareExport(env, context.db, member, form, env.APP_URL || new URL(request.url).origin));
});

export default function TurnaroundRoute() {
  return <TurnaroundPage code={useParams().code!} data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
