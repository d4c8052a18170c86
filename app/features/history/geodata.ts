// The filtered history as map data: a GeoJSON FeatureCollection (RFC 7946) and a KML 2.2 document,
// one point per inspection that has a location, with links to its photos.
import type { Inspection } from "../../platform/db/schema";
import { ASSESSMENT_FIELDS, optionLabel } from "../../platform/assessment";

export type GeoInspection = Pick<
  Inspection,
  | "id"
  | "companyName"
  | "companyCin"
  | "companyGstin"
  | "date"
  | "time"
  | "timestamp"
  | "inspectorName"
  | "locationName"
  | "reverseGeocodedAddress"
  | "latitude"
  | "longitude"
  | "locationAccuracy"
  | "insuranceAdequacy"
  | "activityLevel"
  | "signboards"
  | "propertyValuation"
  | "inventoryLevel"
  | "marketEnquiry"
  | "overallPosition"
  | "notes"
  | "photoCount"
>;
export type GeoPhoto = { id: string; sha256: string };
export type PhotosByInspection = ReadonlyMap<string, readonly GeoPhoto[]>;

export const GEOJSON_CONTENT_TYPE = "application/geo+json";
export const KML_CONTENT_TYPE = "application/vnd.google-earth.kml+xml";

/** RFC 7946 §11.2: seven decimals are about a centimetre, more than any phone fix is worth. */
const round7 = (n: number) => Math.round(n * 1e7) / 1e7;

/** [longitude, latitude] for a usable fix, else null (no location, or out of range). */
export function pointOf(row: Pick<GeoInspection, "latitude" | "longitude">): [number, number] | null {
  const { latitude: lat, longitude: lon } = row;
  if (lat == null || lon == null || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return null;
  return [round7(lon), round7(lat)];
}

export const photoUrl = (appUrl: string, photoId: string) => `${appUrl.replace(/\/+$/, "")}/app/photos/${encodeURIComponent(photoId)}`;

function inspectionProperties(row: GeoInspection, photos: readonly GeoPhoto[], appUrl: string) {
  return {
    id: row.id,
    companyName: row.companyName,
    companyCin: row.companyCin,
    companyGstin: row.companyGstin,
    date: row.date,
    time: row.time,
    timestamp: row.timestamp,
    inspectorName: row.inspectorName,
    locationName: row.locationName,
    address: row.reverseGeocodedAddress,
    locationAccuracy: row.locationAccuracy,
    ...(Object.fromEntries(ASSESSMENT_FIELDS.map((f) => [f.key, row[f.key]])) as Record<(typeof ASSESSMENT_FIELDS)[number]["key"], string>),
    notes: row.notes,
    photoCount: row.photoCount,
    photos: photos.map((p) => ({ id: p.id, url: photoUrl(appUrl, p.id), sha256: p.sha256 })),
  };
}

/** One Point Feature per located inspection, in the order given; inspections without a location are left out. */
export function inspectionsToGeoJSON(rows: readonly GeoInspection[], photosByInspection: PhotosByInspection, appUrl: string) {
  const features = rows.flatMap((row) => {
    const coordinates = pointOf(row);
    if (!coordinates) return [];
    return [
      {
        type: "Feature" as const,
        id: row.id,
        geometry: { type: "Point" as const, coordinates },
        properties: inspectionProperties(row, photosByInspection.get(row.id) ?? [], appUrl),
      },
    ];
  });
  return { type: "FeatureCollection" as const, features };
}

// XML 1.0 forbids most control characters and unpaired surrogates even as references, so they are dropped.
// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(XML_INVALID, "").replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}

/** The balloon text: HTML whose values are escaped here, and the whole escaped again as XML text. */
function descriptionHtml(row: GeoInspection, photos: readonly GeoPhoto[], appUrl: string): string {
  const lines = [
    `${row.date} ${row.time}`,
    ...(row.overallPosition ? [`Overall Position: ${optionLabel("overallPosition", row.overallPosition)}`] : []),
    `Inspector: ${row.inspectorName}`,
  ];
  if (row.locationName) lines.push(row.locationName);
  const links = photos.map((p, n) => `<a href="${escapeXml(photoUrl(appUrl, p.id))}">Photo ${n + 1}</a>`);
  return [...lines.map(escapeXml), ...(links.length ? [links.join(" ")] : [])].map((l) => `<p>${l}</p>`).join("");
}

function dataValue(value: unknown): string {
  if (value == null) return "";
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : JSON.stringify(value);
}

function placemark(row: GeoInspection, [lon, lat]: [number, number], photos: readonly GeoPhoto[], appUrl: string): string {
  const data = Object.entries(inspectionProperties(row, photos, appUrl))
    .map(([name, value]) => `<Data name="${name}"><value>${escapeXml(dataValue(value))}</value></Data>`)
    .join("");
  // KML ids are XML ids, which may not start with a digit as a UUID can.
  return [
    `<Placemark id="inspection-${escapeXml(row.id)}">`,
    `<name>${escapeXml(row.companyName)}</name>`,
    `<description>${escapeXml(descriptionHtml(row, photos, appUrl))}</description>`,
    `<TimeStamp><when>${escapeXml(row.timestamp)}</when></TimeStamp>`,
    `<ExtendedData>${data}</ExtendedData>`,
    `<Point><coordinates>${lon},${lat}</coordinates></Point>`,
    `</Placemark>`,
  ].join("\n");
}

/** A KML 2.2 document with one Placemark per located inspection; inspections without a location are left out. */
export function inspectionsToKml(
  rows: readonly GeoInspection[],
  photosByInspection: PhotosByInspection,
  appUrl: string,
  title = "SiteProof inspections",
): string {
  const placemarks = rows.flatMap((row) => {
    const point = pointOf(row);
    return point ? [placemark(row, point, photosByInspection.get(row.id) ?? [], appUrl)] : [];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    "<Document>",
    `<name>${escapeXml(title)}</name>`,
    ...placemarks,
    "</Document>",
    "</kml>",
    "",
  ].join("\n");
}
