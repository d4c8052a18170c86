// Who should take a case: the organization's inspectors nearest the site first (each inspector's
// position is where they last sealed an inspection for one of this organization's cases), those with
// no known position after them by name. "Nearest available" breaks a tie by fewer open cases.
import { distanceMeters, type Position } from "../../platform/geo";

export interface InspectorLoad {
  userId: string;
  name: string;
  position: Position | null;
  openCases: number;
  overdueCases: number;
}

export interface RankedInspector extends InspectorLoad {
  /** Kilometres from the site, or null when the site or the inspector's position is unknown. */
  distanceKm: number | null;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en", { sensitivity: "base" });

/** Nearest first; unknown distances after, by name; equal distances by fewer open cases, then name. */
export function rankInspectors(site: Position | null, inspectors: readonly InspectorLoad[]): RankedInspector[] {
  return inspectors
    .map((i) => ({ ...i, distanceKm: site && i.position ? distanceMeters(site, i.position) / 1000 : null }))
    .sort((a, b) => {
      if (a.distanceKm === null || b.distanceKm === null) {
        if (a.distanceKm !== b.distanceKm) return a.distanceKm === null ? 1 : -1;
        return byName(a, b);
      }
      return a.distanceKm - b.distanceKm || a.openCases - b.openCases || byName(a, b);
    });
}

/** "1.2 km", "350 m" */
export function formatDistance(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m` : `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}

export interface UnassignedCase {
  id: string;
  site: Position;
}

/**
 * "Nearest available" over a batch of unassigned cases with a site: each goes to the nearest inspector
 * with a known position (a tie to fewer open cases, counting the ones this batch has just given out).
 * Without any located inspector nothing is assigned: a guess would be worse than the manager's choice.
 */
export function allocateNearest(cases: readonly UnassignedCase[], inspectors: readonly InspectorLoad[]): { caseId: string; userId: string }[] {
  const load = new Map(inspectors.map((i) => [i.userId, i.openCases]));
  const located = inspectors.filter((i) => i.position);
  const out: { caseId: string; userId: string }[] = [];
  for (const c of cases) {
    const [best] = rankInspectors(
      c.site,
      located.map((i) => ({ ...i, openCases: load.get(i.userId)! })),
    );
    if (!best) break;
    out.push({ caseId: c.id, userId: best.userId });
    load.set(best.userId, load.get(best.userId)! + 1);
  }
  return out;
}
