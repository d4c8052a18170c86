// A company's site location as the user sets and reads it: the "Set site location" form's rules
// (one schema for the dialog and the server) and the words the card and dialog use.
import * as v from "valibot";
import type { SiteSource } from "../../platform/db/schema";
import { validateForm, type Validated } from "../../platform/validation/form";

export const SITE_MESSAGES = {
  latitudeRequired: "Latitude is required",
  longitudeRequired: "Longitude is required",
  latitudeNumber: "Latitude must be a number in decimal degrees, like 12.97160",
  longitudeNumber: "Longitude must be a number in decimal degrees, like 77.59460",
  latitudeRange: "Latitude must be between -90 and 90",
  longitudeRange: "Longitude must be between -180 and 180",
  notFound: "We could not find this address on the map. Set the site location by hand.",
  geocoderFailed: "The map service did not answer, so nothing was changed. Try again later or set the site location by hand.",
  companyNotFound: "Company not found",
  saved: "Site location saved",
} as const;

export const SITE_SOURCE_LABELS: Record<SiteSource, string> = {
  geocoded: "from address",
  "first-inspection": "pinned by first inspection",
  manual: "set by hand",
};

export interface CompanySite {
  latitude: number;
  longitude: number;
  source: SiteSource;
}

/** The site of a company row (or its JSON), or null when it has none. */
export function companySite(c: { siteLatitude: number | null; siteLongitude: number | null; siteSource: SiteSource | null }): CompanySite | null {
  if (c.siteLatitude === null || c.siteLongitude === null) return null;
  return { latitude: c.siteLatitude, longitude: c.siteLongitude, source: c.siteSource ?? "manual" };
}

export const siteCoordinates = (site: { latitude: number; longitude: number }) => `${site.latitude.toFixed(5)}, ${site.longitude.toFixed(5)}`;

/** "Site location: 12.97160, 77.59460 (set by hand)" or "No site location yet". */
export function siteText(site: CompanySite | null): string {
  return site ? `Site location: ${siteCoordinates(site)} (${SITE_SOURCE_LABELS[site.source]})` : "No site location yet";
}

export const mapLink = (site: { latitude: number; longitude: number }) =>
  `https://www.openstreetmap.org/?mlat=${site.latitude.toFixed(6)}&mlon=${site.longitude.toFixed(6)}#map=17/${site.latitude.toFixed(6)}/${site.longitude.toFixed(6)}`;

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

function coordinate(required: string, notNumber: string, range: string, limit: number) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(required),
    v.regex(DECIMAL, notNumber),
    v.transform(Number),
    v.check((n) => Math.abs(n) <= limit, range),
    // Six decimals are about 0.1 m, finer than any phone's fix.
    v.transform((n) => Math.round(n * 1e6) / 1e6),
  );
}

export const SiteSchema = v.object({
  latitude: coordinate(SITE_MESSAGES.latitudeRequired, SITE_MESSAGES.latitudeNumber, SITE_MESSAGES.latitudeRange, 90),
  longitude: coordinate(SITE_MESSAGES.longitudeRequired, SITE_MESSAGES.longitudeNumber, SITE_MESSAGES.longitudeRange, 180),
});

export type SiteInput = v.InferOutput<typeof SiteSchema>;
export type SiteFieldErrors = Partial<Record<keyof SiteInput, string>>;

export function validateSite(input: unknown): Validated<SiteInput> {
  return validateForm(SiteSchema, input);
}

/** "12.9716, 77.5946" pasted whole (as map apps copy it) splits into latitude and longitude. */
export function splitCoordinatePair(text: string): [string, string] | null {
  const m = /^\s*([-+]?\d+(?:\.\d+)?)\s*[,;\s]\s*([-+]?\d+(?:\.\d+)?)\s*$/.exec(text);
  return m ? [m[1], m[2]] : null;
}
