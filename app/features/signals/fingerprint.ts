// A photo's perceptual fingerprint: a 64-bit DCT hash (pHash) of the part of the photo the capture
// view leaves alone, between the corner plate at the top and the tallest watermark band at the
// bottom (both carry text that differs on every capture). Pure: the server hands it the grey
// pixels of the thumbnail it already makes (photo-image.server.ts), so nothing is decoded twice.
// DCT over dHash: on our test set (bench/fingerprints.ts) it keeps re-encoded, resized, 5%-cropped
// and brightened copies closer and distinct frames further apart; see docs/architecture.md.
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

/** Rows [top, bottom) of a width×height photo that the fingerprint reads. */
export function hashedRows(width: number, height: number): { top: number; bottom: number } {
  const top = Math.min(height - 1, cornerPlateBottom(width));
  const bottom = Math.max(top + 1, height - watermarkBandHeight(width, height, MAX_ADDRESS_LINES));
  return { top, bottom };
}

/** Area-averaged grey HASH_GRID×HASH_GRID square of rows [top, bottom) of an RGBA buffer. */
export function greySquare(rgba: Uint8Array, width: number, top: number, bottom: number): Float64Array {
  const out = new Float64Array(HASH_GRID * HASH_GRID);
  const rows = bottom - top;
  for (let gy = 0; gy < HASH_GRID; gy++) {
    const y0 = top + Math.floor((gy * rows) / HASH_GRID);
    const y1 = Math.max(y0 + 1, top + Math.floor(((gy + 1) * rows) / HASH_GRID));
    for (let gx = 0; gx < HASH_GRID; gx++) {
      const x0 = Math.floor((gx * width) / HASH_GRID);
      const x1 = Math.max(x0 + 1, Math.floor(((gx + 1) * width) / HASH_GRID));
      let sum = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = (y * width + x) * 4;
          sum += 0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2];
        }
      }
      out[gy * HASH_GRID + gx] = sum / ((y1 - y0) * (x1 - x0));
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
  let bits = 0n;
  for (const c of coef) bits = (bits << 1n) | (c > median ? 1n : 0n);
  const mean = ac.reduce((a, b) => a + b, 0) / ac.length;
  const detail = Math.sqrt(ac.reduce((a, b) => a + (b - mean) ** 2, 0) / ac.length);
  return { hash: bits.toString(16).padStart(16, "0"), detail };
}

/** The fingerprint of an RGBA image of width×height: the photo itself, or its thumbnail when
 *  `photo` gives the photo's own size (the band's rows are laid out on the photo). */
export function photoFingerprint(rgba: Uint8Array, width: number, height: number, photo = { width, height }): Fingerprint {
  const rows = hashedRows(photo.width, photo.height);
  const scale = height / photo.height;
  const top = Math.min(height - 1, Math.floor(rows.top * scale));
  const bottom = Math.max(top + 1, Math.ceil(rows.bottom * scale));
  return fingerprintOf(greySquare(rgba, width, top, bottom));
}

/** Differing bits of two 16-hex-digit hashes. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
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
export function bandProbes(hash: string, radius = 1): number[][] {
  return hashBands(hash).map((band) => {
    const values = [band];
    for (let i = 0; i < 16; i++) {
      values.push(band ^ (1 << i));
      if (radius >= 2) for (let j = i + 1; j < 16; j++) values.push(band ^ (1 << i) ^ (1 << j));
    }
    return values;
  });
}
