import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import Papa from "papaparse";
import { filteredInspections } from "../lib/history.server";
import { parseHistoryQuery } from "../lib/inspections/history-query";
import { derivedSource } from "../lib/inspections/source";
import { requireUser } from "../lib/session.server";

export const EXPORT_LIMIT = 10_000;

// The filtered history as CSV or JSON (?format=csv|json, same filters as /app/history).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const url = new URL(request.url);
  const format = url.searchParams.get("format") === "json" ? "json" : "csv";
  const rows = (await filteredInspections(context.db, user.id, parseHistoryQuery(url.searchParams), EXPORT_LIMIT)).map((r) => ({
    id: r.id,
    companyName: r.companyName,
    companyCin: r.companyCin,
    companyGstin: r.companyGstin,
    date: r.date,
    time: r.time,
    inspectorName: r.inspectorName,
    locationName: r.locationName,
    latitude: r.latitude,
    longitude: r.longitude,
    insuranceAdequacy: r.insuranceAdequacy,
    activityLevel: r.activityLevel,
    signboards: r.signboards,
    propertyValuation: r.propertyValuation,
    inventoryLevel: r.inventoryLevel,
    marketEnquiry: r.marketEnquiry,
    overallPosition: r.overallPosition,
    notes: r.notes,
    photoCount: r.photoCount,
    source: derivedSource(r),
    status: r.status,
    createdAt: r.createdAt,
  }));
  const stamp = new Date().toISOString().slice(0, 10);
  const body = format === "json" ? JSON.stringify({ inspections: rows, exportDate: new Date().toISOString(), limit: EXPORT_LIMIT }, null, 2) : Papa.unparse(rows);
  return new Response(body, {
    headers: {
      "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="SiteProof_Inspections_${stamp}.${format}"`,
      "Cache-Control": "no-store",
    },
  });
}
