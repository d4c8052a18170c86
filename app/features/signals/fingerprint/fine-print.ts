// A photo's fine print: its stored window's grey at a finer grain than the hash, stored to confirm
// hash matches, and how far a grid is from a stored one.
import { type GreyPixels, greyGrid } from "./integral";
import { storedWindow } from "./windows";

/** Columns and rows of a photo's fine print: its stored window's grey at a finer grain than the
 *  hash (a cell is about 24×26 pixels of a 1280×720 photo), kept to confirm hash matches. */
export const FINE_COLS = 48;
export const FINE_ROWS = 12;
/** Each cell is stored as one of 16 levels over this many spreads either side of the mean. */
const FINE_RANGE = 2;
const FINE_LEVELS = 15;
/** A cell differs when it is this many spreads from the stored one (two levels or more). */
const CELL_DIFFERS = 0.5;
/** A hash match is the same picture when, aligned, no cell of the fine print differs. Chosen on the
 *  test set (bench/fingerprints.ts): every copy there agrees in every cell at one of its alignments,
 *  while most reshoots from the same spot differ in one to five cells, where a cloud, a person or a
 *  vehicle moved; allowing five kept twice as many of those reshoots. */
export const SAME_PICTURE_SHARE = 0;
/** An alignment this close (at most 5 of 576 cells differ) is refined (`refine`). */
export const NEAR_SHARE = 0.01;

/** The fine print of a photo: its stored window's FINE_COLS×FINE_ROWS grey grid, standardised over
 *  its cells (mean 0, spread 1, so exposure and brightening drop out), each cell one hex digit. */
export function finePrint(pixels: GreyPixels): string {
  const grid = greyGrid(pixels, storedWindow(pixels.photo.width, pixels.photo.height), FINE_COLS, FINE_ROWS);
  const mean = grid.reduce((a, b) => a + b, 0) / grid.length;
  const spread = Math.sqrt(grid.reduce((a, b) => a + (b - mean) ** 2, 0) / grid.length) || 1;
  let out = "";
  for (const v of grid) {
    const clamped = Math.max(-FINE_RANGE, Math.min(FINE_RANGE, (v - mean) / spread));
    out += Math.round(((clamped + FINE_RANGE) / (2 * FINE_RANGE)) * FINE_LEVELS).toString(16);
  }
  return out;
}

/** A stored fine print's cells in spreads; null when it is not one (wrong length or digits). */
export function readFinePrint(print: string): Float64Array | null {
  if (print.length !== FINE_COLS * FINE_ROWS || !/^[0-9a-f]+$/.test(print)) return null;
  return Float64Array.from(print, (digit) => (parseInt(digit, 16) / FINE_LEVELS) * 2 * FINE_RANGE - FINE_RANGE);
}

/** How far a grid is from a stored fine print (its cells, and the same sorted: `levels`) once the
 *  grid's values are given the stored ones by rank (any brightening, contrast or clipping that keeps
 *  the order drops out): the mean difference of the cells, and the share of cells that differ. */
export function fineDifference(grid: Float64Array, stored: Float64Array, levels: Float64Array): { mean: number; differ: number } {
  const sorted = grid.slice().sort();
  // Equal values take their ranks in cell order, as a stable sort of the cells would give them.
  const tied = new Int32Array(grid.length);
  let sum = 0;
  let differ = 0;
  for (let cell = 0; cell < grid.length; cell++) {
    let [lo, hi] = [0, sorted.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < grid[cell]) lo = mid + 1;
      else hi = mid;
    }
    const d = Math.abs(levels[lo + tied[lo]++] - stored[cell]);
    sum += d;
    if (d > CELL_DIFFERS) differ++;
  }
  return { mean: sum / grid.length, differ: differ / grid.length };
}
