// A photo's perceptual fingerprint: a 64-bit DCT hash (pHash) of a window of the part of the photo
// the capture view leaves alone, between the corner plate at the top and the tallest watermark band
// at the bottom (both carry text that differs on every capture). Each photo stores the hash of its
// own window; a new one is also hashed at the windows where a 5%-cropped copy's content sits, so
// crops match either way round (`lookupWindows`, docs/architecture.md), and the window's fine print,
// a finer grey grid that confirms a hash match is the same picture and not a second photograph of
// the same site (`samePicture`). Pure: the server hands it the pixels of the thumbnail it already
// makes (photo-image.server.ts), so nothing is decoded twice.
// DCT over dHash: on our test set (bench/fingerprints.ts) it keeps re-encoded, resized and
// brightened copies closer and distinct frames further apart.
// Hand-written because the known hash libraries decode images themselves (sharp, jimp, canvas),
// which a Worker cannot run; the hash itself is forty lines.
import { MAX_ADDRESS_LINES, cornerPlateBottom, watermarkBandHeight } from "../capture/watermark";

/** Side of the grey square the DCT runs on; the hash keeps its 8×8 lowest frequencies. */
export const HASH_GRID = 32;
const KEEP = 8;
/** First frequency kept on each axis: 0 keeps the pure horizontal and vertical gradients (starting
 *  at 1, as some pHash variants do, lost more 5%-cropped copies on the test set). */
const FIRST = 0;
/** Hashes this close (differing bits of 64) are the same picture. Chosen on the test set. */
export const MATCH_DISTANCE = 7;
/** Below this spread of the kept frequencies a picture is too plain to tell apart (a blank wall,
 *  a covered lens): its hash is stored but never matched. */
export const MIN_DETAIL = 4;

/** Rows [top, bottom) of a width×height photo that no watermark text reaches. */
export function hashedRows(width: number, height: number): { top: number; bottom: number } {
  const top = Math.min(height - 1, cornerPlateBottom(width));
  const bottom = Math.max(top + 1, height - watermarkBandHeight(width, height, MAX_ADDRESS_LINES));
  return { top, bottom };
}

/** A rectangle as fractions of a photo's width and height: [left, top, right, bottom]. */
export type Rect = readonly [number, number, number, number];

/** How much a recycled copy may have lost off its edges, and where (bench/fingerprints.ts). */
export const CROP = 0.05;
/** The part of the original a cropped copy keeps: 5% off one corner, one side, or evenly. */
export const CROPS: Record<string, Rect> = {
  "top left corner": [CROP, CROP, 1, 1],
  "top right corner": [0, CROP, 1 - CROP, 1],
  "bottom left corner": [CROP, 0, 1, 1 - CROP],
  "bottom right corner": [0, 0, 1 - CROP, 1 - CROP],
  "left side": [CROP, 0, 1, 1],
  "right side": [0, 0, 1 - CROP, 1],
  "top side": [0, CROP, 1, 1],
  "bottom side": [0, 0, 1, 1 - CROP],
  evenly: [CROP / 2, CROP / 2, 1 - CROP / 2, 1 - CROP / 2],
};

/** `inner` (fractions of `outer`) as fractions of the photo `outer` is part of. */
const within = (outer: Rect, inner: Rect): Rect => {
  const [x0, y0, x1, y1] = outer;
  return [x0 + (x1 - x0) * inner[0], y0 + (y1 - y0) * inner[1], x0 + (x1 - x0) * inner[2], y0 + (y1 - y0) * inner[3]];
};
/** `rect` (fractions of the photo) as fractions of its part `outer`: the inverse of `within`. */
const relativeTo = (outer: Rect, rect: Rect): Rect => {
  const [x0, y0, x1, y1] = outer;
  return [(rect[0] - x0) / (x1 - x0), (rect[1] - y0) / (y1 - y0), (rect[2] - x0) / (x1 - x0), (rect[3] - y0) / (y1 - y0)];
};

/**
 * The window a photo is fingerprinted by: the rows between the corner plate and the tallest band,
 * less margins so wide that the same content is inside every 5%-cropped copy of the photo, and every
 * cropped copy's window is inside the photo. That lets a look-up find the stored window of either
 * side of a crop at an exact place on the other side (`lookupWindows`).
 */
export function storedWindow(width: number, height: number): Rect {
  const rows = hashedRows(width, height);
  const top = rows.top / height;
  const bottom = rows.bottom / height;
  // A crop off the top keeps the width, so the copy's plate stays as tall in pixels and reaches 5%
  // further down the picture; likewise the band from the bottom: hence a whole 5% each way.
  return [CROP, CROP + top, 1 - CROP, bottom - CROP];
}

/**
 * The windows of a new photo compared with stored ones: its own stored window; where the original's
 * window sits in a copy cropped from it (for each crop in CROPS: the new photo is the crop); and
 * where a cropped copy's window sits in its original (the stored photo was the crop).
 */
export function lookupWindows(width: number, height: number): Rect[] {
  const crops = Object.values(CROPS);
  const size = ([x0, y0, x1, y1]: Rect, by: 1 | -1) => [width * (x1 - x0) ** by, height * (y1 - y0) ** by] as const;
  // Each side's window is laid out on that side's own size: a crop off one side changes the
  // proportions, and with them where the plate and the band end.
  return [
    storedWindow(width, height),
    ...crops.map((crop) => relativeTo(crop, storedWindow(...size(crop, -1)))),
    ...crops.map((crop) => within(crop, storedWindow(...size(crop, 1)))),
  ];
}

/** Luminance of each pixel of an RGBA buffer. */
function luminance(rgba: Uint8Array, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = 0.299 * rgba[p] + 0.587 * rgba[p + 1] + 0.114 * rgba[p + 2];
  return out;
}

/** The integral image of a width×height grey image: for each of its (width+1)×(height+1) pixel
 *  corners, the sum of the pixels above and left of it. Any cell's mean is then four look-ups,
 *  whatever its size: the alignment reads hundreds of windows of one photo. */
export function integralImage(lum: Float32Array, width: number, height: number): Float64Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += lum[y * width + x];
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row;
    }
  }
  return sums;
}

/** A grey image to read grids from: its integral image (`integralImage`) and size. */
export interface Integral {
  sums: Float64Array;
  width: number;
  height: number;
}

/** For each of `cells` cells over [from, to) (pixels, fractional), kept inside [0, size) and at
 *  least a sliver wide (a window's edge a little outside the photo reads its edge): the positions of
 *  its edges, each once (a cell's right edge is nearly always the next one's left), and the index of
 *  each cell's first edge and last edge in them. */
function cellEdges(from: number, to: number, size: number, cells: number) {
  const step = (to - from) / cells;
  const at: number[] = [];
  const first = new Int32Array(cells);
  const last = new Int32Array(cells);
  for (let g = 0; g < cells; g++) {
    const a = Math.min(size - 1e-6, Math.max(0, from + g * step));
    const b = Math.min(size, Math.max(a + 1e-6, from + (g + 1) * step));
    if (at[at.length - 1] !== a) at.push(a);
    first[g] = at.length - 1;
    at.push(b);
    last[g] = at.length - 1;
  }
  return { at, first, last };
}

/** The cols×rows grey grid of a window: each cell the area-weighted mean of the pixels under it
 *  (fractional edges, so windows a fraction of a pixel apart are not rounded onto the same pixels).
 *  A pixel is its value over its whole square, so the integral up to a fractional point is the
 *  bilinear blend of the four corner sums around it, exactly. */
export function greyGrid(image: Integral, rect: Rect, cols: number, rows: number): Float64Array {
  const { sums, width, height } = image;
  const stride = width + 1;
  const across = cellEdges(rect[0] * width, rect[2] * width, width, cols);
  const down = cellEdges(rect[1] * height, rect[3] * height, height, rows);
  // The integral at every crossing of an edge across and an edge down.
  const corners = new Float64Array(across.at.length * down.at.length);
  down.at.forEach((y, e) => {
    const j = Math.min(height - 1, Math.floor(y));
    const fy = y - j;
    across.at.forEach((x, k) => {
      const i = Math.min(width - 1, Math.floor(x));
      const fx = x - i;
      const p = j * stride + i;
      const top = sums[p] + (sums[p + 1] - sums[p]) * fx;
      const bottom = sums[p + stride] + (sums[p + stride + 1] - sums[p + stride]) * fx;
      corners[e * across.at.length + k] = top + (bottom - top) * fy;
    });
  });
  const n = across.at.length;
  const out = new Float64Array(cols * rows);
  for (let gy = 0; gy < rows; gy++) {
    const [t, b] = [down.first[gy] * n, down.last[gy] * n];
    const tall = down.at[down.last[gy]] - down.at[down.first[gy]];
    for (let gx = 0; gx < cols; gx++) {
      const [l, r] = [across.first[gx], across.last[gx]];
      out[gy * cols + gx] = (corners[b + r] - corners[b + l] - corners[t + r] + corners[t + l]) / ((across.at[r] - across.at[l]) * tall);
    }
  }
  return out;
}

const COS = (() => {
  const c = new Float64Array((KEEP + 1) * HASH_GRID);
  for (let k = 0; k <= KEEP; k++) for (let n = 0; n < HASH_GRID; n++) c[k * HASH_GRID + n] = Math.cos(((2 * n + 1) * k * Math.PI) / (2 * HASH_GRID));
  return c;
})();

export interface Fingerprint {
  /** 16 hex digits, most significant bit first. */
  hash: string;
  /** Spread (standard deviation) of the kept frequencies; under MIN_DETAIL the hash is not matched. */
  detail: number;
  /** The hashes of the photo's look-up windows (`lookupWindows`, its own first), for the look-up only. */
  windows?: string[];
  /** The stored window's fine print (`finePrint`), stored to confirm later matches against it. */
  fine?: string;
  /** The grey pixels the fingerprint was read from, for confirming this photo's matches (never stored). */
  pixels?: GreyPixels;
}

/** A photo's grey pixels (its thumbnail's integral image, `width`×`height`) and the photo's own size. */
export interface GreyPixels extends Integral {
  photo: { width: number; height: number };
}

/** The grey pixels of an RGBA image of width×height (a thumbnail of a photo of size `photo`). */
const greyPixels = (rgba: Uint8Array, width: number, height: number, photo: { width: number; height: number }): GreyPixels => ({
  sums: integralImage(luminance(rgba, width, height), width, height),
  width,
  height,
  photo,
});

/** pHash of a grey square: the 8×8 lowest DCT frequencies, each bit "above their median". */
export function fingerprintOf(grey: Float64Array): Fingerprint {
  const rowsT = new Float64Array((KEEP + 1) * HASH_GRID); // DCT along x for each row: [k][y]
  for (let y = 0; y < HASH_GRID; y++) {
    for (let k = FIRST; k < FIRST + KEEP; k++) {
      let s = 0;
      for (let x = 0; x < HASH_GRID; x++) s += grey[y * HASH_GRID + x] * COS[k * HASH_GRID + x];
      rowsT[k * HASH_GRID + y] = s;
    }
  }
  const coef: number[] = [];
  for (let ky = FIRST; ky < FIRST + KEEP; ky++) {
    for (let kx = FIRST; kx < FIRST + KEEP; kx++) {
      let s = 0;
      for (let y = 0; y < HASH_GRID; y++) s += rowsT[kx * HASH_GRID + y] * COS[ky * HASH_GRID + y];
      coef.push(s / HASH_GRID);
    }
  }
  // The DC term (overall brightness) takes part in neither the median nor the spread.
  const ac = coef.slice(1);
  const sorted = [...ac].sort((a, b) => a - b);
  const median = (sorted[31] + sorted[32]) / 2;
  let hash = "";
  for (let i = 0; i < 64; i += 4) {
    let nibble = 0;
    for (let j = i; j < i + 4; j++) nibble = (nibble << 1) | (coef[j] > median ? 1 : 0);
    hash += nibble.toString(16);
  }
  const mean = ac.reduce((a, b) => a + b, 0) / ac.length;
  const detail = Math.sqrt(ac.reduce((a, b) => a + (b - mean) ** 2, 0) / ac.length);
  return { hash, detail };
}

/** The fingerprint of an RGBA image of width×height: the photo itself, or its thumbnail when
 *  `photo` gives the photo's own size (the windows are laid out on the photo's rows). */
export function photoFingerprint(rgba: Uint8Array, width: number, height: number, photo = { width, height }): Fingerprint {
  const pixels = greyPixels(rgba, width, height, photo);
  const [own, ...others] = lookupWindows(photo.width, photo.height).map((rect) => fingerprintOf(greyGrid(pixels, rect, HASH_GRID, HASH_GRID)));
  return { ...own, windows: [own.hash, ...others.map((o) => o.hash)], fine: finePrint(pixels), pixels };
}

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
const SAME_PICTURE_SHARE = 0;
/** An alignment this close (at most 5 of 576 cells differ) is refined (`refine`). */
const NEAR_SHARE = 0.01;

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
function fineDifference(grid: Float64Array, stored: Float64Array, levels: Float64Array): { mean: number; differ: number } {
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
function fineChange(pixels: GreyPixels, rects: Rect[], stored: Float64Array): { share: number; grids: number } {
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

/** Matched windows a confirmation tries at most, closest first: a copy's own window is nearly
 *  always the closest, and each refused window costs every alignment start. */
const MAX_WINDOWS = 3;
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

/** Set bits of a 32-bit integer. */
export function popCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A 16-hex-digit hash as two 32-bit halves: the look-up compares thousands, without BigInt. */
export const hashHalves = (hash: string): [number, number] => [parseInt(hash.slice(0, 8), 16), parseInt(hash.slice(8), 16)];

/** Differing bits of two 16-hex-digit hashes. */
export function hammingDistance(a: string, b: string): number {
  const [ah, al] = hashHalves(a);
  const [bh, bl] = hashHalves(b);
  return popCount(ah ^ bh) + popCount(al ^ bl);
}

/** The four 16-bit bands of a hash, for the indexed look-up (multi-index hashing). */
export function hashBands(hash: string): [number, number, number, number] {
  return [0, 4, 8, 12].map((i) => parseInt(hash.slice(i, i + 4), 16)) as [number, number, number, number];
}

/**
 * Band values to look up so that every stored hash within MATCH_DISTANCE is among the candidates:
 * with 4 bands, a hash within 4r+3 bits agrees with ours to within r bits in some band, so each band
 * is looked up at its value and every value within r bits (r = 1 covers 7 bits: 17 values a band).
 */
export function bandProbes(hash: string, radius: 0 | 1 | 2 = 1): number[][] {
  return hashBands(hash).map((band) => {
    const values = [band];
    for (let i = 0; i < 16 && radius >= 1; i++) {
      values.push(band ^ (1 << i));
      if (radius >= 2) for (let j = i + 1; j < 16; j++) values.push(band ^ (1 << i) ^ (1 << j));
    }
    return values;
  });
}

/**
 * For each band, the values a look-up by `windows` (own window first) probes. The own window is
 * probed one bit around each band, so every stored hash within MATCH_DISTANCE of it is found
 * (re-encoded, resized, brightened copies). The crop windows land on the other side's window at an
 * exact place, 0–2 bits from it: they are probed at their own band values only, which finds every
 * hash within 3 bits of them and most within 7, for a tenth of the candidates (bench/RESULTS.md).
 */
export function lookupBands(windows: string[]): Set<number>[] {
  const bands = [0, 1, 2, 3].map(() => new Set<number>());
  windows.forEach((hash, w) => bandProbes(hash, w === 0 ? 1 : 0).forEach((values, i) => values.forEach((v) => bands[i].add(v))));
  return bands;
}

/** Whether a look-up by `windows` reads `stored` (a band of it is among the probed values). */
export const probed = (bands: Set<number>[], stored: string) => hashBands(stored).some((value, i) => bands[i].has(value));
