import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { HistoryPage } from "../components/history/HistoryPage";
import { deleteInspection, listInspections } from "../lib/history.server";
import { parseHistoryQuery } from "../lib/inspections/history-query";
import { requireUser } from "../lib/session.server";

export const meta: MetaFunction = () => [{ title: "Inspection History · SiteProof" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const query = parseHistoryQuery(new URL(request.url).searchParams);
  return json({ ...(await listInspections(context.cloudflare.env, context.db, user.id, query)), query });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const form = await request.formData();
  if (form.get("intent") !== "delete") return json({ ok: false, message: "Unknown action" }, { status: 400 });
  const deleted = await deleteInspection(context.cloudflare.env, context.db, user.id, String(form.get("id") ?? ""));
  if (!deleted) return json({ ok: false, message: "Failed to delete inspection" }, { status: 404 });
  return json({ ok: true, message: "Inspection deleted" });
}

export default function HistoryRoute() {
  const data = useLoaderData<typeof loader>();
  return <HistoryPage {...data} />;
}
