// The sender's network with the country of the photo's GPS position, so the receipt can say "sent
// from another country". country-coder (RapiD's offline borders, ISO codes like cf.country) is
// about 690 kB of code that builds its index when first evaluated: it is imported on the first
// upload only, so no other request of the Worker pays for it, and warmed (warmCountryLookup) when the
// camera asks for its capture code, so that first upload does not pay for it either.
import { loadOnce } from "../../platform/lazy";
import { networkPresence, type NetworkPresence } from "./network";

const countryCoder = loadOnce(() => import("@rapideditor/country-coder"));

/** The ISO 3166-1 alpha-2 code of the country (or territory, as Cloudflare names them: PR, HK) at a position. */
export async function countryAt(latitude: number | null, longitude: number | null): Promise<string | null> {
  if (latitude === null || longitude === null) return null;
  const { iso1A2Code } = await countryCoder();
  return iso1A2Code([longitude, latitude], { level: "territory" });
}

/** Loads the borders and builds their index ahead of the first upload (0.35-1 s of one isolate's CPU). */
export const warmCountryLookup = () =>
  countryAt(0, 0).then(
    () => undefined,
    () => undefined,
  );

/** networkPresence with the GPS position's country; null when the runtime gave no cf. */
export async function senderNetwork(
  cf: Record<string, unknown> | null | undefined,
  gps: { latitude: number | null; longitude: number | null },
): Promise<NetworkPresence | null> {
  if (!cf) return null;
  return networkPresence(cf, gps, await countryAt(gps.latitude, gps.longitude));
}
