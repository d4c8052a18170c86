// Which hash matches a look-up compares, and whether each is the same picture (its fine print).
import { fineChange } from "./align";
import { type Fingerprint, MATCH_DISTANCE } from "./dct-hash";
import { readFinePrint, SAME_PICTURE_SHARE } from "./fine-print";
import { lookupWindows } from "./windows";

/** Matched windows a confirmation tries at most, closest first: a copy's own window is nearly
 *  always the closest, and each refused window costs every alignment start. */
const MAX_WINDOWS = 3;

/** The windows (indices) whose distance in `apart` is within MATCH_DISTANCE, closest first. */
export const windowsWithin = (apart: number[]) => apart.flatMap((d, i) => (d <= MATCH_DISTANCE ? [i] : [])).sort((a, b) => apart[a] - apart[b]);

/**
 * Whether a hash match of a new photo (its fingerprint with pixels) to a stored one is the same
 * picture: one of the closest MAX_WINDOWS windows that matched (`windows`, indices into
 * `lookupWindows`, closest first: `windowsWithin`) agrees with the stored fine print; with the
 * grids the comparison read. A match with no fine print on either side (rows recorded before
 * them) stands, and reads none.
 */
export function compareFinePrints(fp: Fingerprint, storedPrint: string | null, windows: number[]): { same: boolean; grids: number } {
  const stored = storedPrint ? readFinePrint(storedPrint) : null;
  const pixels = fp.pixels;
  if (!stored || !pixels) return { same: true, grids: 0 };
  const rects = lookupWindows(pixels.photo.width, pixels.photo.height);
  const { share, grids } = fineChange(
    pixels,
    windows.slice(0, MAX_WINDOWS).map((w) => rects[w]),
    stored,
  );
  return { same: share <= SAME_PICTURE_SHARE, grids };
}

/** Whether a hash match is the same picture (`compareFinePrints`). */
export const samePicture = (fp: Fingerprint, storedPrint: string | null, windows: number[]) => compareFinePrints(fp, storedPrint, windows).same;

/** Fine prints one look-up compares at most: a refused one reads up to about 1,500 grids (up to
 *  about 150 ms of CPU in Node, bench/RESULTS.md), a confirmed copy about 40 (3 ms). */
export const MAX_FINE_CHECKS = 5;

/** The hash matches a look-up compares: the MAX_FINE_CHECKS closest. A copy sits nearest its
 *  original, and a site visited month after month from the same spot must not make every upload
 *  compare all its earlier photos; matches past them are not recorded. */
export const comparedMatches = <T extends { distance: number }>(matches: T[]): T[] =>
  [...matches].sort((a, b) => a.distance - b.distance).slice(0, MAX_FINE_CHECKS);

/**
 * Of the compared matches (`comparedMatches`), closest hash first, those that are the same picture
 * (`samePicture`). One without a stored print (recorded before fine prints, and its original could
 * not be printed since: fingerprints.server.ts) stands and costs no comparison.
 */
export function confirmMatches<T extends { finePrint: string | null; distance: number; windows: number[] }>(fp: Fingerprint, matches: T[]): T[] {
  return comparedMatches(matches).filter((m) => samePicture(fp, m.finePrint, m.windows));
}
