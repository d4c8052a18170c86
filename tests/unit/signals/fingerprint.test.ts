import { describe, expect, it } from "vitest";
import {
  bandProbes,
  fingerprintOf,
  hammingDistance,
  hashBands,
  hashedRows,
  HASH_GRID,
  lookupBands,
  lookupWindows,
  probed,
  storedWindow,
  MATCH_DISTANCE,
  MIN_DETAIL,
  FINE_COLS,
  FINE_ROWS,
  photoFingerprint,
  readFinePrint,
  samePicture,
  compareFinePrints,
  confirmMatches,
  MAX_FINE_CHECKS,
  greyGrid,
  integralImage,
} from "../../../app/features/signals/fingerprint";

const square = (f: (x: number, y: number) => number) =>
  Float64Array.from({ length: HASH_GRID * HASH_GRID }, (_, i) => f(i % HASH_GRID, Math.floor(i / HASH_GRID)));

describe("fingerprint", () => {
  it("reads the rows between the corner plate and the tallest band", () => {
    const { top, bottom } = hashedRows(1280, 720);
    expect(top).toBe(90);
    expect(bottom).toBe(720 - 250);
  });

  it("does not change with overall brightness, and changes with the scene", () => {
    const scene = square((x, y) => (x > 8 && x < 20 && y > 5 ? 200 : 80) + (y < 12 ? 40 : 0) + ((x * 7 + y * 13) % 17));
    const brighter = scene.map((v) => v + 30);
    const other = square((x, y) => 100 + 60 * Math.cos(y / 2) - 40 * Math.sin(x / 7));
    expect(hammingDistance(fingerprintOf(scene).hash, fingerprintOf(brighter).hash)).toBeLessThanOrEqual(1);
    expect(hammingDistance(fingerprintOf(scene).hash, fingerprintOf(other).hash)).toBeGreaterThan(MATCH_DISTANCE);
  });

  it("calls a flat picture too plain to compare", () => {
    expect(fingerprintOf(square(() => 128)).detail).toBeLessThan(MIN_DETAIL);
  });

  it("counts differing bits and splits hashes into four 16-bit bands", () => {
    expect(hammingDistance("ffffffffffffffff", "0000000000000000")).toBe(64);
    expect(hammingDistance("00000000000000f1", "0000000000000001")).toBe(4);
    expect(hashBands("0001000200030004")).toEqual([1, 2, 3, 4]);
  });

  it("probes every band value within one bit, so every hash within 7 bits is a candidate", () => {
    const probes = bandProbes("0000000000000000");
    expect(probes.map((p) => p.length)).toEqual([17, 17, 17, 17]);
    // 7 differing bits spread 2, 2, 2, 1 over the bands: the last band is one bit away.
    const near = "0003000300030001";
    expect(hammingDistance(near, "0000000000000000")).toBe(7);
    expect(hashBands(near).some((b, i) => probes[i].includes(b))).toBe(true);
  });

  it("lays every look-up window inside the rows between plate and band", () => {
    const { top, bottom } = hashedRows(1280, 720);
    const windows = lookupWindows(1280, 720);
    expect(windows).toHaveLength(19);
    expect(windows[0]).toEqual(storedWindow(1280, 720));
    for (const [x0, y0, x1, y1] of windows) {
      expect(x0).toBeGreaterThanOrEqual(0);
      expect(x1).toBeLessThanOrEqual(1 + 1e-9);
      expect(y0 * 720).toBeGreaterThanOrEqual(top - 1);
      expect(y1 * 720).toBeLessThanOrEqual(bottom + 1);
    }
  });

  it("reads each grid cell as the area-weighted mean of the pixels under it, from the integral image", () => {
    const [w, h] = [20, 10];
    const lum = Float32Array.from({ length: w * h }, (_, i) => (i * 37) % 101);
    const image = { sums: integralImage(lum, w, h), width: w, height: h };
    // Fractional edges, and a window reaching a little past the right and bottom edges.
    for (const rect of [
      [0.13, 0.21, 0.87, 0.93],
      [0.5, 0.5, 1.04, 1.05],
    ] as const) {
      const [cols, rows] = [3, 2];
      const grid = greyGrid(image, rect, cols, rows);
      // The same by hand: each pixel's overlap with the cell (kept inside the picture) as its weight.
      const overlap = (a: number, b: number, p: number) => Math.max(0, Math.min(b, p + 1) - Math.max(a, p));
      for (let gy = 0; gy < rows; gy++)
        for (let gx = 0; gx < cols; gx++) {
          const x0 = rect[0] * w + ((rect[2] - rect[0]) * w * gx) / cols;
          const x1 = Math.min(w, x0 + ((rect[2] - rect[0]) * w) / cols);
          const y0 = rect[1] * h + ((rect[3] - rect[1]) * h * gy) / rows;
          const y1 = Math.min(h, y0 + ((rect[3] - rect[1]) * h) / rows);
          let [sum, area] = [0, 0];
          for (let y = 0; y < h; y++)
            for (let x = 0; x < w; x++) {
              const a = overlap(x0, x1, x) * overlap(y0, y1, y);
              sum += a * lum[y * w + x];
              area += a;
            }
          expect(grid[gy * cols + gx]).toBeCloseTo(sum / area, 9);
        }
    }
  });

  it("probes the own window one bit around and the crop windows at their values", () => {
    const own = "0000000000000000";
    const crop = "1111222233334444";
    const bands = lookupBands([own, crop]);
    expect(bands.map((b) => b.size)).toEqual([18, 18, 18, 18]);
    // 7 bits from the own window (2, 2, 2, 1 over the bands) is reached; so is the crop window itself,
    // but not a hash one bit from it in every band.
    expect(probed(bands, "0003000300030001")).toBe(true);
    expect(probed(bands, crop)).toBe(true);
    expect(probed(bands, "1110222333324445")).toBe(false);
  });
});

/** A 1280×720 photo's 320×180 thumbnail (RGBA): a sky fading down, two buildings with rows of
 *  windows, and a thing of `thing`'s size (thumbnail pixels) and `grey` at `at`, when given. */
function thumbnail(options: { at?: [number, number]; thing?: [number, number]; brighten?: number; shift?: number; scale?: number; grey?: number } = {}) {
  const [w, h] = [320, 180];
  const px = new Uint8Array(w * h * 4);
  const { brighten = 0, shift = 0, scale = 1 } = options;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const sx = Math.floor(x * scale) + shift;
      let v = 150 + y * 0.5;
      if (sx > 40 && sx < 150 && y > 40 && y < 110) v = (sx - 40) % 18 < 9 && (y - 40) % 14 < 7 ? 70 : 200;
      if (sx > 180 && sx < 290 && y > 55 && y < 110) v = (sx - 180) % 22 < 10 && (y - 55) % 16 < 8 ? 60 : 180;
      const [tx, ty] = options.at ?? [-1, -1];
      const [tw, th] = options.thing ?? [0, 0];
      if (sx >= tx && sx < tx + tw && y >= ty && y < ty + th) v = options.grey ?? 20;
      px.fill(Math.min(255, v + brighten), (y * w + x) * 4, (y * w + x) * 4 + 3);
      px[(y * w + x) * 4 + 3] = 255;
    }
  return photoFingerprint(px, w, h, { width: 1280, height: 720 });
}

describe("fine prints", () => {
  const original = thumbnail({ at: [100, 80], thing: [10, 8], grey: 120 });
  const windows = [0];

  it("are one hex digit per cell of the stored window's grid, and read back", () => {
    expect(original.fine).toMatch(new RegExp(`^[0-9a-f]{${FINE_COLS * FINE_ROWS}}$`));
    const cells = readFinePrint(original.fine!)!;
    expect(cells).toHaveLength(FINE_COLS * FINE_ROWS);
    expect(Math.min(...cells)).toBeGreaterThanOrEqual(-2);
    expect(Math.max(...cells)).toBeLessThanOrEqual(2);
    expect(readFinePrint("12")).toBeNull();
    expect(readFinePrint("g".repeat(FINE_COLS * FINE_ROWS))).toBeNull();
  });

  it("confirm a copy brightened past white, and one a pixel off its window", () => {
    expect(samePicture(thumbnail({ at: [100, 80], thing: [10, 8], grey: 120, brighten: 60 }), original.fine!, windows)).toBe(true);
    expect(samePicture(thumbnail({ at: [100, 80], thing: [10, 8], grey: 120, shift: 1 }), original.fine!, windows)).toBe(true);
  });

  it("refuse the same scene with a thing moved elsewhere", () => {
    const later = thumbnail({ at: [120, 80], thing: [10, 8], grey: 120 });
    expect(hammingDistance(later.hash, original.hash)).toBeLessThanOrEqual(MATCH_DISTANCE);
    expect(samePicture(later, original.fine!, windows)).toBe(false);
  });

  it("refuse the same scene where a thing a cell wide moved a few pixels (one or two cells differ)", () => {
    const small = thumbnail({ at: [100, 80], thing: [6, 6], grey: 120 });
    const later = thumbnail({ at: [104, 80], thing: [6, 6], grey: 120 });
    expect(hammingDistance(later.hash, small.hash)).toBeLessThanOrEqual(MATCH_DISTANCE);
    expect(samePicture(later, small.fine!, windows)).toBe(false);
  });

  it("confirm a copy resized by 2%, whose best place by the mean difference leaves a cell differing", () => {
    expect(samePicture(thumbnail({ at: [100, 80], thing: [10, 8], grey: 120, scale: 0.98 }), original.fine!, windows)).toBe(true);
  });

  it("do not align again from where an earlier alignment already stood", () => {
    const later = thumbnail({ at: [120, 80], thing: [10, 8], grey: 120 });
    const once = compareFinePrints(later, original.fine!, [0]);
    const thrice = compareFinePrints(later, original.fine!, [0, 0, 0]);
    expect(once.same).toBe(false);
    expect(thrice.same).toBe(false);
    // Without the check, the same window three times reads three times the grids; with it, the
    // second and third alignments from each start stop after their first step size.
    expect(thrice.grids).toBeLessThan(once.grids * 2.5);
  });

  it("leave a match standing when the stored photo has none, or the new one no pixels", () => {
    const later = thumbnail({ at: [120, 80], thing: [10, 8], grey: 120 });
    expect(samePicture(later, null, windows)).toBe(true);
    expect(samePicture({ hash: later.hash, detail: later.detail }, original.fine!, windows)).toBe(true);
  });
});

describe("confirming a look-up's hash matches", () => {
  const original = thumbnail({ at: [100, 80], thing: [10, 8], grey: 120 });
  const later = thumbnail({ at: [120, 80], thing: [10, 8], grey: 120 });
  const copy = { id: "copy", finePrint: original.fine!, windows: [0] };

  it("compares closest hashes first and keeps the copy among second photographs", () => {
    const reshoots = [5, 3, 1, 4, 2].map((distance) => ({ id: `reshoot ${distance}`, finePrint: later.fine!, distance, windows: [0] }));
    const kept = confirmMatches(original, [...reshoots, { ...copy, distance: 0 }]);
    expect(kept.map((m) => m.id)).toEqual(["copy"]);
  });

  it(`compares only the ${MAX_FINE_CHECKS} closest; one of them with no fine print stands, and matches past them are not recorded`, () => {
    const reshoots = Array.from({ length: MAX_FINE_CHECKS }, (_, i) => ({ id: `reshoot ${i}`, finePrint: later.fine!, distance: 1, windows: [0] }));
    const older = { id: "older", finePrint: null, distance: 6, windows: [0] };
    expect(confirmMatches(original, [...reshoots, { ...copy, distance: 2 }, older]).map((m) => m.id)).toEqual([]);
    expect(confirmMatches(original, [...reshoots.slice(1), { ...copy, distance: 2 }, older]).map((m) => m.id)).toEqual(["copy"]);
    expect(confirmMatches(original, [...reshoots.slice(2), { ...copy, distance: 2 }, { ...older, distance: 0 }]).map((m) => m.id)).toEqual(["older", "copy"]);
  });
});
