// The filtered history as a table: the columns of the CSV and JSON exports.
import { toCsv } from "../../platform/csv";
import { derivedSource } from "./source";
import type { Inspection } from "../../platform/db/schema";

export function inspectionExportRow(r: Inspection) {
  return {
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
  };
}

export const inspectionsCsv = (rows: readonly Inspection[]) => toCsv(rows.map(inspectionExportRow));

export const inspectionsJson = (rows: readonly Inspection[], limit: number, now: Date) =>
  JSON.stringify({ inspections: rows.map(inspectionExportRow), exportDate: now.toISOString(), limit }, null, 2);
