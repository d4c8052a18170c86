// The 64-bit DCT hash (pHash) of a grey square, and a photo's fingerprint: the hash of each of its
// look-up windows and its fine print.
import { finePrint } from "./fine-print";
import { type GreyPixels, greyGrid, greyPixels } from "./integral";
import { lookupWindows } from "./windows";

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
