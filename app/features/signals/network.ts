// Network presence: what Cloudflare's edge says about the address a photo was sent from
// (request.cf), and how far that is from the photo's GPS. A signal, never proof: mobile networks
// route through distant gateways, and a VPN moves the address anywhere.
import { distanceMeters } from "../../platform/geo";

export interface NetworkPresence {
  country: string | null;
  region: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  asn: number | null;
  asOrganization: string | null;
  colo: string | null;
  /** From the network's position to the photo's GPS, in km; null when either is unknown. */
  distanceKm: number | null;
  /** The country of the photo's GPS position (ISO 3166-1 alpha-2, as cf.country); absent on older receipts. */
  gpsCountry?: string | null;
}

/** Past this the network is "far" from the GPS position: an address's position is only city-level. */
export const FAR_NETWORK_KM = 100;

/** cf.country values that name no country: unknown ("XX") and Tor ("T1"). */
export const NOT_A_COUNTRY = ["XX", "T1"] as const;

const text = (v: unknown, max = 100) => (typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null);
const num = (v: unknown) => {
  const n = typeof v === "number" ? v : typeof v === "string" ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * The parts of request.cf the receipt keeps (cf gives latitude and longitude as strings), with the
 * GPS position's country when the server could tell it (network.server.ts).
 */
export function networkPresence(
  cf: Record<string, unknown> | null | undefined,
  gps: { latitude: number | null; longitude: number | null },
  gpsCountry: string | null = null,
): NetworkPresence | null {
  if (!cf) return null;
  const latitude = num(cf.latitude);
  const longitude = num(cf.longitude);
  const presence = {
    country: text(cf.country, 2),
    region: text(cf.region),
    city: text(cf.city),
    latitude: latitude !== null && Math.abs(latitude) <= 90 ? latitude : null,
    longitude: longitude !== null && Math.abs(longitude) <= 180 ? longitude : null,
    asn: num(cf.asn),
    asOrganization: text(cf.asOrganization),
    colo: text(cf.colo, 8),
  };
  if (Object.values(presence).every((v) => v === null)) return null;
  const known = presence.latitude !== null && presence.longitude !== null && gps.latitude !== null && gps.longitude !== null;
  const distanceKm = known
    ? Math.round(
        distanceMeters({ latitude: presence.latitude!, longitude: presence.longitude! }, { latitude: gps.latitude!, longitude: gps.longitude! }) / 100,
      ) / 10
    : null;
  return { ...presence, distanceKm, gpsCountry };
}

/** Whether the network's country and the GPS position's are both known and differ. */
export function isOtherCountry(networkCountry: string | null | undefined, gpsCountry: string | null | undefined): boolean {
  if (!networkCountry || !gpsCountry) return false;
  const network = networkCountry.toUpperCase();
  return !(NOT_A_COUNTRY as readonly string[]).includes(network) && network !== gpsCountry.toUpperCase();
}

const wholeKm = (km: number) => (km < 10 ? Math.max(1, Math.round(km)) : Math.round(km));

/** The signal in words, e.g. "Sent from a network 3 km from the GPS position" or "Sent from another country (...)". */
export function networkText(n: NetworkPresence | null | undefined): string {
  if (!n) return "The network the photo was sent from is not known";
  const where = [n.city, n.region, n.country].filter(Boolean).join(", ");
  const org = n.asOrganization ?? (n.asn !== null ? `AS${n.asn}` : null);
  if (isOtherCountry(n.country, n.gpsCountry)) {
    const details = [n.city, n.region, org].filter(Boolean).join(", ");
    const km = n.distanceKm === null ? "" : `, ${wholeKm(n.distanceKm)} km apart`;
    return `Sent from another country (network in ${n.country}, GPS position in ${n.gpsCountry}${km}${details ? `; ${details}` : ""})`;
  }
  const via = where ? ` (${where}${org ? `, ${org}` : ""})` : "";
  if (n.distanceKm === null) return `Sent from a network whose distance to the GPS position is not known${via}`;
  return `Sent from a network ${wholeKm(n.distanceKm)} km from the GPS position${via}`;
}

/** A network a reviewer should look at: over FAR_NETWORK_KM from the GPS position, or in another country. */
export const isFarNetwork = (n: NetworkPresence | null | undefined) =>
  !!n && ((n.distanceKm !== null && n.distanceKm > FAR_NETWORK_KM) || isOtherCountry(n.country, n.gpsCountry));
