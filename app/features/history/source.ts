// Spec 2 §3, derived source: stored source wins; otherwise any photo with a local path means mobile,
// else a timestamp after 2024-01-01 means web, else mobile.
export type Source = "web" | "mobile";
export const WEB_CUTOFF = "2024-01-01T00:00:00.000Z";

export function derivedSource(i: { source: string | null; timestamp: string; photos?: readonly { [key: string]: unknown }[] }): Source {
  if (i.source === "web" || i.source === "mobile") return i.source;
  if (i.photos?.some((p) => Boolean(p.localPath))) return "mobile";
  return i.timestamp > WEB_CUTOFF ? "web" : "mobile";
}

/** The same rule in SQL, for filtering inspections by source on the server (no local paths are stored). */
export const SOURCE_SQL = `COALESCE(source, CASE WHEN timestamp > '${WEB_CUTOFF}' THEN 'web' ELSE 'mobile' END)`;

/** Spec 2 §4, activity-level colour. */
export function activityColor(level: string): "green" | "amber" | "red" | "gray" | "blue" {
  if (level === "very_high" || level === "high") return "green";
  if (level === "moderate") return "amber";
  if (level === "low" || level === "minimal") return "red";
  if (level === "inactive") return "gray";
  return "blue";
}
