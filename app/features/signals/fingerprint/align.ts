// The alignment of a stored fine print on a new photo: hill climbs that move a window's edges to
// where the grids agree best, from several starts.
import { fineDifference, FINE_COLS, FINE_ROWS, NEAR_SHARE, SAME_PICTURE_SHARE } from "./fine-print";
import { type GreyPixels, greyGrid } from "./integral";
import { CROP, type Rect } from "./windows";

/** Moves of a window's edges the alignment tries: shift across, down, widen or narrow each way. */
const MOVES = [
  [1, 0, 1, 0],
  [-1, 0, -1, 0],
  [0, 1, 0, 1],
  [0, -1, 0, -1],
  [-1, 0, 1, 0],
  [1, 0, -1, 0],
  [0, -1, 0, 1],
  [0, 1, 0, -1],
];

/** The stored fine print's cells, and the same sorted (the values a grid's ranks are given). */
interface Print {
  cells: Float64Array;
  levels: Float64Array;
}

/** The fine print's difference from the new photo's grid at a window, counted in `search`. */
const differenceAt = (pixels: GreyPixels, print: Print, search: Search) => (r: Rect) => {
  search.grids++;
  return fineDifference(greyGrid(pixels, r, FINE_COLS, FINE_ROWS), print.cells, print.levels);
};

/** A window, and how far the fine print is from the new photo's grid there (`fineDifference`). */
interface Aligned {
  rect: Rect;
  mean: number;
  differ: number;
}

/** One confirmation's alignments so far: where each stood after each step size, and how many
 *  grids they read (what a confirmation costs). */
interface Search {
  visited: Map<number, Rect[]>;
  grids: number;
}

/**
 * From `rect`, moves its edges by ever smaller steps while the mean difference shrinks. Null when,
 * after a step size, it stands within that step of where an earlier alignment stood after the same
 * step size: from there it would retrace that alignment, whose outcome is already known (alignment
 * starts a few pixels apart, and the matched windows of one photo, mostly end in the same place).
 */
function align(pixels: GreyPixels, rect: Rect, print: Print, steps: number[], search: Search): Aligned | null {
  const at = differenceAt(pixels, print, search);
  let best = { rect, ...at(rect) };
  for (const step of steps) {
    best = climb(at, best, MOVES, step, 20, (d, b) => d.mean < b.mean);
    const earlier = search.visited.get(step) ?? [];
    if (earlier.some((r) => r.every((v, i) => Math.abs(v - best.rect[i]) <= step))) return null;
    search.visited.set(step, [...earlier, best.rect]);
  }
  return best;
}

/** From `from`, moves the window's edges by `step` along each of `moves`, keeping a move that
 *  `better` prefers, for at most `rounds` passes or until no move is kept; at once done when `done`
 *  holds after a move is tried. */
function climb(
  at: (r: Rect) => { mean: number; differ: number },
  from: Aligned,
  moves: number[][],
  step: number,
  rounds: number,
  better: (d: { mean: number; differ: number }, best: Aligned) => boolean,
  done: (best: Aligned) => boolean = () => false,
): Aligned {
  let best = from;
  for (let round = 0, moved = true; moved && round < rounds; round++) {
    moved = false;
    for (const move of moves) {
      const r = best.rect.map((v, i) => v + move[i] * step) as unknown as Rect;
      const d = at(r);
      if (better(d, best)) [best, moved] = [{ rect: r, ...d }, true];
      if (done(best)) return best;
    }
  }
  return best;
}

/** Moves of one edge at a time, which a refinement tries besides MOVES. */
const EDGE_MOVES = [0, 1, 2, 3].flatMap((edge) => [1, -1].map((by) => [0, 1, 2, 3].map((i) => (i === edge ? by : 0))));
const REFINE_MOVES = [...MOVES, ...EDGE_MOVES];
const REFINE_STEPS = [0.002, 0.001, 0.0005, 0.00025];

/**
 * From a near agreement (`align`'s best place), moves the edges, also one at a time, by ever smaller
 * steps while fewer cells differ (the mean difference breaking ties), until none does. The mean
 * difference's best place can leave a copy's strong edges a fraction of a pixel off (a copy resized,
 * or cropped between the windows), and a few cells along them differing; where a thing moved, cells
 * differ wherever the edges are.
 */
function refine(pixels: GreyPixels, from: Aligned, print: Print, search: Search): Aligned {
  const at = differenceAt(pixels, print, search);
  const same = (best: Aligned) => best.differ <= SAME_PICTURE_SHARE;
  let best = from;
  for (const step of REFINE_STEPS) {
    best = climb(at, best, REFINE_MOVES, step, 10, (d, b) => d.differ < b.differ || (d.differ === b.differ && d.mean < b.mean), same);
    if (same(best)) return best;
  }
  return best;
}

/**
 * The least share of a stored fine print's cells that differ from the new photo at one of `rects`
 * (windows whose hash matched), aligned first: a copy cropped between the look-up windows, resized
 * or laid out on other proportions lands a few pixels off, so the window's edges are moved (shifted
 * and scaled, never turned) to where the grids agree best. A copy then differs in no cell;
 * a second photograph differs where things moved, where the camera's step moved near things
 * against far ones, and where its roll turned the edges. Each start is tried at every window
 * before the next start, and the first agreement ends the search. With it, the grids read.
 */
export function fineChange(pixels: GreyPixels, rects: Rect[], stored: Float64Array): { share: number; grids: number } {
  const print = { cells: stored, levels: stored.slice().sort() };
  const search: Search = { visited: new Map(), grids: 0 };
  let share = 1;
  for (const [steps, start] of ALIGNMENT_STARTS) {
    for (const rect of rects) {
      const aligned = align(pixels, start(rect), print, steps, search);
      const near = aligned && aligned.differ > SAME_PICTURE_SHARE && aligned.differ <= NEAR_SHARE;
      share = Math.min(share, (near ? refine(pixels, aligned, print, search) : aligned)?.differ ?? 1);
      if (share <= SAME_PICTURE_SHARE) return { share, grids: search.grids };
    }
  }
  return { share, grids: search.grids };
}

const FINE_STEPS = [0.008, 0.004, 0.002, 0.001, 0.0005];
/** Where alignments start, tried in turn until one agrees: the matched window itself, with fine
 *  steps, then with bigger first steps; then the window widened or narrowed by half a crop across
 *  or down (a copy cropped off both sides, or off top and bottom, lies between the windows), since
 *  a building's rows of windows repeat and leave an alignment near a wrong place. */
const ALIGNMENT_STARTS: [number[], (r: Rect) => Rect][] = [
  [FINE_STEPS, (r) => r],
  [[0.016, ...FINE_STEPS], (r) => r],
  ...[
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ].map(([across, down]): [number[], (r: Rect) => Rect] => [
    FINE_STEPS,
    ([x0, y0, x1, y1]) => {
      const [dx, dy] = [((x1 - x0) * across * CROP) / 4, ((y1 - y0) * down * CROP) / 4];
      return [x0 - dx, y0 - dy, x1 + dx, y1 + dy];
    },
  ]),
];
