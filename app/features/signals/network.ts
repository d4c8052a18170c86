// Network presence: what Cloudflare's edge says about the address a photo was sent from
// (request.cf), and how far that is from the photo's GPS. A signal, never proof: mobile networks
// route through distant gateways, and a VPN moves the address anywhere.
import { distanceMeters } from "../evidence/on-site";

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
}

/** Past this the network is "far" from the GPS position: an address's position is only city-level. */
export const FAR_NETWORK_KM = 100;

const text = (v: unknown, max = 100) => (typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null);
const num = (v: unknown) => {
  const n = typeof v === "number" ? v : typeof v === "string" ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** The parts of request.cf the receipt keeps (cf gives latitude and longitude as strings). */
export function networkPresence(
  cf: Record<string, unknown> | null | undefined,
  gps: { latitude: number | null; longitude: number | null },
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
  return { ...presence, distanceKm };
}

/** The signal in words, e.g. "Sent from a network 3 km from the GPS position". */
export function networkText(n: NetworkPresence | null | undefined, gpsCountry?: string | null): string {
  if (!n) return "The network the photo was sent from is not known";
  const where = [n.city, n.region, n.country].filter(Boolean).join(", ");
  const via = where ? ` (${where}${n.asOrganization ? `, ${n.asOrganization}` : n.asn !== null ? `, AS${n.asn}` : ""})` : "";
  if (gpsCountry && n.country && gpsCountry !== n.country) return `Sent from another country${via}`;
  if (n.distanceKm === null) return `Sent from a network whose distance to the GPS position is not known${via}`;
  const km = n.distanceKm < 10 ? Math.max(1, Math.round(n.distanceKm)) : Math.round(n.distanceKm);
  return `Sent from a network ${km} km from the GPS position${via}`;
}

export const isFarNetwork = (n: NetworkPresence | null | undefined) => !!n && n.distanceKm !== null && n.distanceKm > FAR_NETWORK_KM;
