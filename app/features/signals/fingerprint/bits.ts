// Bit helpers of the 64-bit hash: distances, and the bands the indexed look-up probes.
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
