import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { HistoryPage } from "../features/history/HistoryPage";
import { deleteInspection, listInspections } from "../features/history/history.server";
import { HISTORY_QUERY_PARAMS, parseHistoryQuery } from "../features/history/history-query";
import { done, handled, handledLoader, querySchema, readForm, readQuery, Refusal } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";
import { RecordId, requiredId } from "../platform/validation/fields";
import { ownEvidence } from "../features/evidence/evidence-view.server";

export const meta: MetaFunction = () => [{ title: "Inspection History · SiteProof" }];

const DELETE_FAILED = "Failed to delete inspection";
const HistoryQuery = querySchema(HISTORY_QUERY_PARAMS, parseHistoryQuery);
const Action = v.variant("intent", [v.object({ intent: v.literal("delete"), id: requiredId(DELETE_FAILED) })]);

export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  const query = readQuery(request, HistoryQuery);
  // `?evidence=<id>` opens that inspection's evidence: a page before the scripts run, the dialog after.
  const url = new URL(request.url);
  const asked = url.searchParams.get("evidence");
  const [list, evidence] = await Promise.all([
    listInspections(context.cloudflare.env, context.db, user.id, query),
    asked && v.is(RecordId, asked) ? ownEvidence(context.cloudflare.env, context.db, user.id, asked, url.origin) : null,
  ]);
  return json({ ...list, query, evidence });
});

export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const { id } = await readForm(request, Action);
  if (!(await deleteInspection(context.cloudflare.env, context.db, user.id, id))) throw new Refusal(404, DELETE_FAILED);
  return done({ message: "Inspection deleted" });
});

export default function HistoryRoute() {
  const data = useLoaderData<typeof loader>();
  return <HistoryPage {...data} />;
}
