// Words for evidence figures, shared by the verify page, history and the PDF report.
import { formatDistance } from "../companies/on-site";

/** "+1 min 30 s": server time minus the phone's capture time (upload delay plus any clock error). */
export function formatClockDifference(ms: number): string {
  const sign = ms < 0 ? "−" : "+";
  const s = Math.round(Math.abs(ms) / 1000);
  if (s < 60) return `${sign}${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${sign}${m} min${s % 60 ? ` ${s % 60} s` : ""}`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${sign}${h} h${m % 60 ? ` ${m % 60} min` : ""}`;
  return `${sign}${Math.floor(h / 24)} days`;
}

export function formatFix(lat: number | null, lng: number | null, accuracy: number | null): string {
  if (lat === null || lng === null) return "Not recorded";
  // A no-break space keeps "±12 m" on one line in narrow photo cards.
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}${accuracy === null ? "" : ` (±${formatDistance(accuracy).replace(" ", "\u00a0")})`}`;
}

export const SITE_CHECK_CAVEAT = "A trust signal, not proof: a phone can report a false position.";
