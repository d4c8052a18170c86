// Reverse geocoding through GEOCODER_URL (Nominatim's reverse API shape: lat, lon, format=json,
// zoom=18; the answer's display_name). Answers are cached for a week per ~1 m cell; any failure
// falls back to the coordinates as text (spec 1 §7).
// Forward geocoding (a company's address to its site location) uses the same service's search
// endpoint next to it: GEOCODER_URL ends in /reverse, so "search" resolves beside it.
import { formatCoordinate } from "./watermark";

const CACHE_SECONDS = 7 * 24 * 3600;

export interface GeocodeResult {
  address: string;
  source: "geocoder" | "cache" | "fallback";
}

const userAgent = (env: Env) => `SiteProof/1.0 (+${env.APP_URL})`;

export const coordinatesText = (lat: number, lon: number) => `${formatCoordinate(lat)}, ${formatCoordinate(lon)}`;

export async function reverseGeocode(env: Env, lat: number, lon: number): Promise<GeocodeResult> {
  const cacheKey = new Request(`https://geocode.siteproof.internal/${lat.toFixed(5)},${lon.toFixed(5)}`);
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(cacheKey);
  if (hit) return { address: await hit.text(), source: "cache" };

  const url = new URL(env.GEOCODER_URL);
  url.searchParams.set("lat", String(lat));
  url.searchParams.set("lon", String(lon));
  url.searchParams.set("format", "json");
  url.searchParams.set("zoom", "18");
  try {
    const res = await fetch(url, {
      headers: { "User-Agent": userAgent(env), Accept: "application/json" },
      signal: AbortSignal.timeout(4000),
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    const body = (await res.json()) as { display_name?: unknown };
    if (typeof body.display_name !== "string" || !body.display_name.trim()) throw new Error("no display_name");
    const address = body.display_name.trim();
    await cache.put(cacheKey, new Response(address, { headers: { "Cache-Control": `max-age=${CACHE_SECONDS}` } }));
    return { address, source: "geocoder" };
  } catch (error) {
    console.warn("Reverse geocoding failed; using coordinates", error);
    return { address: coordinatesText(lat, lon), source: "fallback" };
  }
}

export type ForwardGeocodeResult = { ok: true; latitude: number; longitude: number; displayName: string } | { ok: false; reason: "not-found" | "failed" };

/** The first match for an address (q, format=json, limit=1); "not-found" when the service has none, "failed" when it cannot answer. */
export async function forwardGeocode(env: Env, address: string): Promise<ForwardGeocodeResult> {
  const url = new URL("search", env.GEOCODER_URL);
  url.searchParams.set("q", address);
  url.searchParams.set("format", "json");
  url.searchParams.set("limit", "1");
  let body: unknown;
  try {
    const res = await fetch(url, { headers: { "User-Agent": userAgent(env), Accept: "application/json" }, signal: AbortSignal.timeout(6000) });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    body = await res.json();
  } catch (error) {
    console.warn("Forward geocoding failed", error);
    return { ok: false, reason: "failed" };
  }
  if (!Array.isArray(body)) return { ok: false, reason: "failed" };
  const first = body[0] as { lat?: unknown; lon?: unknown; display_name?: unknown } | undefined;
  const latitude = Number(first?.lat);
  const longitude = Number(first?.lon);
  if (
    !first ||
    first.lat == null ||
    first.lon == null ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  ) {
    return { ok: false, reason: "not-found" };
  }
  return { ok: true, latitude, longitude, displayName: typeof first.display_name === "string" ? first.display_name : "" };
}
