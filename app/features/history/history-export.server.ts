// Downloads of the filtered history (/app/history/export): the table as CSV or JSON, the photos as a
// streamed ZIP, the located inspections as GeoJSON or KML. Every format sees the same filters and only
// the signed-in user's rows.
import type { Db } from "../../platform/db/db.server";
import { credentialer } from "../credentials/downloads.server";
import { filteredInspections } from "./history.server";
import type { HistoryQuery } from "./history-query";
import { exportPhotos, photoLinksByInspection } from "./export-photos.server";
import { GEOJSON_CONTENT_TYPE, inspectionsToGeoJSON, inspectionsToKml, KML_CONTENT_TYPE } from "./geodata";
import { inspectionsCsv, inspectionsJson } from "./inspection-table";
import { PHOTO_ZIP_LIMIT, photoZipResponse } from "./photo-zip.server";

/** The newest inspections any export takes (the bulk PDF takes the newest 2,000 of them). */
export const EXPORT_LIMIT = 10_000;

export const EXPORT_FORMATS = ["csv", "json", "zip", "geojson", "kml"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** An unknown or missing format is CSV, as it always was. */
export const exportFormat = (value: string | null): ExportFormat => EXPORT_FORMATS.find((f) => f === value) ?? "csv";

const TABLE_TYPES = { csv: "text/csv; charset=utf-8", json: "application/json; charset=utf-8", geojson: GEOJSON_CONTENT_TYPE, kml: KML_CONTENT_TYPE };

function download(body: string, format: keyof typeof TABLE_TYPES, now: Date): Response {
  return new Response(body, {
    headers: {
      "Content-Type": TABLE_TYPES[format],
      "Content-Disposition": `attachment; filename="SiteProof_Inspections_${now.toISOString().slice(0, 10)}.${format}"`,
      "Cache-Control": "no-store",
    },
  });
}

export async function historyExport(args: {
  env: Env;
  db: Db;
  userId: string;
  query: HistoryQuery;
  format: ExportFormat;
  appUrl: string;
  now?: Date;
}): Promise<Response> {
  const { env, db, userId, query, format, appUrl, now = new Date() } = args;
  if (format === "zip") {
    const { photos, total, truncated } = await exportPhotos(db, userId, query, { inspectionLimit: EXPORT_LIMIT, photoLimit: PHOTO_ZIP_LIMIT });
    const credential = await credentialer(
      env,
      db,
      photos.map((p) => p.id),
      new URL(appUrl).origin,
    );
    return photoZipResponse(env.PHOTOS, photos, { filters: query, matched: total, truncated }, now, credential);
  }
  if (format === "geojson" || format === "kml") {
    const [rows, photos] = await Promise.all([filteredInspections(db, userId, query, EXPORT_LIMIT), photoLinksByInspection(db, userId, query, EXPORT_LIMIT)]);
    return download(format === "geojson" ? JSON.stringify(inspectionsToGeoJSON(rows, photos, appUrl)) : inspectionsToKml(rows, photos, appUrl), format, now);
  }
  const rows = await filteredInspections(db, userId, query, EXPORT_LIMIT);
  return download(format === "json" ? inspectionsJson(rows, EXPORT_LIMIT, now) : inspectionsCsv(rows), format, now);
}
