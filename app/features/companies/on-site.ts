// The on-site check: how far each photo was taken from the company's site, judged with its GPS
// accuracy. A trust signal, not proof: a browser cannot tell a faked position from a real one.
import type { SiteCheck, SiteSource } from "../../platform/db/schema";
import { distanceMeters, type Position } from "../../platform/geo";

/** A photo counts as on site within this distance of the site location. */
export const ON_SITE_RADIUS_M = 250;
/** A fix worse than this cannot place a photo on site. */
export const POOR_ACCURACY_M = 100;

export interface Fix {
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
}
export type PhotoVerdict = "on-site" | "far" | "poor-accuracy";

/** Far only when even the edge of the accuracy circle lies outside the radius; a poor fix is not judged otherwise. */
export function judgePhoto(distanceM: number, accuracyM: number | null): PhotoVerdict {
  const accuracy = accuracyM ?? POOR_ACCURACY_M + 1;
  if (distanceM - accuracy > ON_SITE_RADIUS_M) return "far";
  if (accuracy > POOR_ACCURACY_M) return "poor-accuracy";
  return "on-site";
}

export function formatDistance(m: number): string {
  if (Math.round(m) < 1000) return `${Math.round(m)} m`;
  return `${(m / 1000).toFixed(m < 9950 ? 1 : 0)} km`;
}

const located = (f: Fix): f is Fix & Position => f.latitude !== null && f.longitude !== null;

/** The distance of each photo to the site, in the photos' order (null without a site or a fix). */
export function photoDistances(site: Position | null, photos: Fix[]): (number | null)[] {
  return photos.map((p) => (site && located(p) ? distanceMeters(site, p) : null));
}

/** The site location a first inspection pins: the mean of its photos with a usable fix. */
export function pinnedSite(photos: Fix[]): Position | null {
  const good = photos.filter(located).filter((p) => p.accuracy !== null && p.accuracy <= POOR_ACCURACY_M);
  if (good.length === 0) return null;
  return {
    latitude: good.reduce((s, p) => s + p.latitude, 0) / good.length,
    longitude: good.reduce((s, p) => s + p.longitude, 0) / good.length,
  };
}

/**
 * The whole check over an inspection's photos; `text` is what the record, report and verify page say.
 * `pinnedHere`: the site was just pinned from these same photos, so being near it proves nothing and
 * the check says so instead of passing; only photos far from their own mean still count against it.
 */
export function siteCheck(site: (Position & { source: SiteSource }) | null, photos: Fix[], pinnedHere = false): SiteCheck {
  const fixes = photos.filter(located);
  const base = { site: site ? { latitude: site.latitude, longitude: site.longitude, source: site.source } : null, photos: photos.length };
  const empty = { onSite: 0, far: 0, poorAccuracy: 0, maxDistanceM: null, worstAccuracyM: null };
  if (!site) return { ...base, ...empty, verdict: "no-site", text: "No site location on record for this company" };
  if (fixes.length === 0) return { ...base, ...empty, verdict: "no-location", text: "The photos carry no location" };

  const judged = fixes.map((p) => ({ distance: distanceMeters(site, p), accuracy: p.accuracy, verdict: judgePhoto(distanceMeters(site, p), p.accuracy) }));
  const count = (v: PhotoVerdict) => judged.filter((j) => j.verdict === v).length;
  const maxDistanceM = Math.round(Math.max(...judged.map((j) => j.distance)));
  const worstAccuracyM = Math.round(Math.max(...judged.map((j) => j.accuracy ?? Infinity)));
  const figures = {
    onSite: count("on-site"),
    far: count("far"),
    poorAccuracy: count("poor-accuracy"),
    maxDistanceM,
    worstAccuracyM: Number.isFinite(worstAccuracyM) ? worstAccuracyM : null,
  };
  const accuracyText = figures.worstAccuracyM === null ? "unknown" : `±${formatDistance(figures.worstAccuracyM)}`;
  const n = fixes.length;
  const unlocated = photos.length - n;
  const without = unlocated > 0 ? `; ${unlocated} without a location` : "";
  if (figures.far > 0) {
    return {
      ...base,
      ...figures,
      verdict: "far",
      text: `${figures.far} of ${n} photo${n === 1 ? "" : "s"} taken more than ${formatDistance(ON_SITE_RADIUS_M)} from the site (up to ${formatDistance(maxDistanceM)}${without})`,
    };
  }
  if (figures.poorAccuracy > 0) {
    return {
      ...base,
      ...figures,
      verdict: "poor-accuracy",
      text: `GPS accuracy was poor (${accuracyText}), so the distance to the site cannot be judged${without}`,
    };
  }
  if (pinnedHere) {
    return {
      ...base,
      ...figures,
      verdict: "site-pinned",
      text: `Site location set from this inspection's own photos, so there was no earlier location to compare with (GPS ${accuracyText}${without})`,
    };
  }
  const all = n === 1 ? (unlocated ? "The located photo was taken" : "The photo was taken") : `All ${n}${unlocated ? " located" : ""} photos taken`;
  return { ...base, ...figures, verdict: "on-site", text: `${all} within ${formatDistance(maxDistanceM)} of the site (GPS ${accuracyText}${without})` };
}
