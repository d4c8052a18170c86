import { check, getIssues } from "@placemarkio/check-geojson";
import { describe, expect, it } from "vitest";
import { escapeXml, type GeoInspection, inspectionsToGeoJSON, inspectionsToKml, pointOf } from "../../../app/features/history/geodata";

const APP = "https://siteproof.example";

function inspection(overrides: Partial<GeoInspection> = {}): GeoInspection {
  return {
    id: crypto.randomUUID(),
    companyName: "Acme Cold Storage",
    companyCin: "U12345MH2015PTC123456",
    companyGstin: null,
    date: "14/03/2026",
    time: "10:42:07",
    timestamp: "2026-03-14T05:12:07.000Z",
    inspectorName: "Asha Rao",
    locationName: "Pune, Maharashtra",
    reverseGeocodedAddress: "MIDC Bhosari, Pune",
    latitude: 18.5204303,
    longitude: 73.8567437,
    locationAccuracy: 12,
    insuranceAdequacy: "adequate",
    activityLevel: "high",
    signboards: "as_per_kyc_docs",
    propertyValuation: "adequate",
    inventoryLevel: "sufficient",
    marketEnquiry: "satisfactory",
    overallPosition: "not_satisfactory",
    notes: "Gate locked; met manager.",
    photoCount: 2,
    ...overrides,
  };
}

const located = inspection();
const elsewhere = inspection({ companyName: "Konkan Fisheries", latitude: -33.8688197123, longitude: 151.2092955789, photoCount: 0 });
const unlocated = inspection({ companyName: "No Fix Ltd", latitude: null, longitude: null });
const halfLocated = inspection({ companyName: "Half Fix Ltd", latitude: 19.07, longitude: null });
const outOfRange = inspection({ companyName: "Bad Fix Ltd", latitude: 95, longitude: 72 });
const photos = new Map([
  [
    located.id,
    [
      { id: "p-1", sha256: "a".repeat(64) },
      { id: "p-2", sha256: "b".repeat(64) },
    ],
  ],
]);

/** Enough of an XML checker for a generated document: tags nest and close, text holds no raw markup. */
function assertWellFormed(xml: string) {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const m of body.matchAll(token)) {
    if (m[6]) throw new Error(`stray "<" at ${m.index}`);
    const text = m[5] ?? m[3] ?? "";
    const bad = text.match(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/);
    if (bad) throw new Error(`raw "&" at ${m.index}: ${text.slice(0, 40)}`);
    if (m[5] !== undefined) {
      if (!stack.length && m[5].trim()) throw new Error("text outside the root element");
      continue;
    }
    if (m[1]) {
      if (stack.pop() !== m[2]) throw new Error(`</${m[2]}> closes the wrong element`);
    } else if (!m[4]) stack.push(m[2]);
  }
  expect(stack).toEqual([]);
}

const unescapeXml = (s: string) => s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[e]!);

describe("inspectionsToGeoJSON", () => {
  const fc = inspectionsToGeoJSON([located, unlocated, elsewhere, halfLocated, outOfRange], photos, `${APP}/`);
  const text = JSON.stringify(fc);

  it("is valid RFC 7946 GeoJSON", () => {
    expect(getIssues(text)).toEqual([]);
    expect(() => check(text)).not.toThrow();
    expect(getIssues(JSON.stringify(inspectionsToGeoJSON([], new Map(), APP)))).toEqual([]);
  });

  it("has one Point per located inspection, [longitude, latitude] with at most 7 decimals, and no crs", () => {
    expect(fc.type).toBe("FeatureCollection");
    expect(fc.features.map((f) => f.properties.companyName)).toEqual(["Acme Cold Storage", "Konkan Fisheries"]);
    expect(fc.features[0]).toMatchObject({ type: "Feature", id: located.id, geometry: { type: "Point", coordinates: [73.8567437, 18.5204303] } });
    expect(fc.features[1].geometry.coordinates).toEqual([151.2092956, -33.8688197]);
    for (const f of fc.features) for (const c of f.geometry.coordinates) expect(String(c).split(".")[1]?.length ?? 0).toBeLessThanOrEqual(7);
    expect(text).not.toContain('"crs"');
    expect(Object.keys(fc)).toEqual(["type", "features"]);
  });

  it("carries the inspection's fields and absolute links to its photos", () => {
    expect(fc.features[0].properties).toMatchObject({
      id: located.id,
      companyName: "Acme Cold Storage",
      date: "14/03/2026",
      time: "10:42:07",
      inspectorName: "Asha Rao",
      locationName: "Pune, Maharashtra",
      overallPosition: "not_satisfactory",
      insuranceAdequacy: "adequate",
      activityLevel: "high",
      signboards: "as_per_kyc_docs",
      propertyValuation: "adequate",
      inventoryLevel: "sufficient",
      marketEnquiry: "satisfactory",
      photoCount: 2,
      photos: [
        { id: "p-1", url: `${APP}/app/photos/p-1`, sha256: "a".repeat(64) },
        { id: "p-2", url: `${APP}/app/photos/p-2`, sha256: "b".repeat(64) },
      ],
    });
    expect(fc.features[1].properties.photos).toEqual([]);
  });

  it("leaves out missing, half and out-of-range fixes", () => {
    expect(pointOf({ latitude: null, longitude: 72 })).toBeNull();
    expect(pointOf({ latitude: 19, longitude: Number.NaN })).toBeNull();
    expect(pointOf({ latitude: 19, longitude: 181 })).toBeNull();
    expect(pointOf({ latitude: 0, longitude: 0 })).toEqual([0, 0]);
  });
});

describe("inspectionsToKml", () => {
  const tricky = inspection({ companyName: `Shah & Sons <"Best"> 'Ltd'\u0007`, notes: "a < b && c > d", locationName: "R&D Park" });
  const kml = inspectionsToKml([tricky, unlocated, elsewhere], new Map([[tricky.id, [{ id: "p-1", sha256: "c".repeat(64) }]]]), APP);

  it("is a well-formed KML 2.2 document with one Placemark per located inspection", () => {
    expect(kml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">')).toBe(true);
    assertWellFormed(kml);
    expect(kml.match(/<Placemark /g)).toHaveLength(2);
    expect(kml).not.toContain("No Fix Ltd");
    expect(kml).toContain(`<Placemark id="inspection-${tricky.id}">`);
    expect(kml).toContain("<Point><coordinates>73.8567437,18.5204303</coordinates></Point>");
    expect(kml).toContain("<Point><coordinates>151.2092956,-33.8688197</coordinates></Point>");
  });

  it("escapes &, <, > and both quotes, and drops characters XML cannot carry", () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
    expect(escapeXml("bell\u0007 tab\t ok")).toBe("bell tab\t ok");
    expect(kml).toContain("<name>Shah &amp; Sons &lt;&quot;Best&quot;&gt; &apos;Ltd&apos;</name>");
    expect(kml).toContain('<Data name="notes"><value>a &lt; b &amp;&amp; c &gt; d</value></Data>');
    expect(kml).not.toContain("\u0007");
  });

  it("describes the visit with date, time, overall position and photo links, its HTML escaped once more", () => {
    const description = unescapeXml(kml.match(/<description>([^<]*)<\/description>/)![1]);
    expect(description).toContain("<p>14/03/2026 10:42:07</p>");
    expect(description).toContain("<p>Overall Position: Not Satisfactory</p>");
    expect(description).toContain("<p>R&amp;D Park</p>");
    expect(description).toContain(`<a href="${APP}/app/photos/p-1">Photo 1</a>`);
  });

  it("repeats the GeoJSON properties as ExtendedData", () => {
    const data = Object.fromEntries(
      [...kml.split("</Placemark>")[0].matchAll(/<Data name="(\w+)"><value>([^<]*)<\/value><\/Data>/g)].map((m) => [m[1], unescapeXml(m[2])]),
    );
    expect(data).toMatchObject({
      id: tricky.id,
      companyName: `Shah & Sons <"Best"> 'Ltd'`,
      date: "14/03/2026",
      time: "10:42:07",
      overallPosition: "not_satisfactory",
      photoCount: "2",
      companyGstin: "",
    });
    expect(JSON.parse(data.photos)).toEqual([{ id: "p-1", url: `${APP}/app/photos/p-1`, sha256: "c".repeat(64) }]);
  });
});
