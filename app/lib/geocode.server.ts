// Reverse geocoding through GEOCODER_URL (Nominatim's reverse API shape: lat, lon, format=json,
// zoom=18; the answer's display_name). Answers are cached for a week per ~1 m cell; any failure
// falls back to the coordinates as text (spec 1 §7).
import { formatCoordinate } from "./watermark";

const CACHE_SECONDS = 7 * 24 * 3600;

export interface GeocodeResult {
  address: string;
  source: "geocoder" | "cache" | "fallback";
}

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
      headers: { "User-Agent": `SiteProof/1.0 (+${env.APP_URL})`, Accept: "application/json" },
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
