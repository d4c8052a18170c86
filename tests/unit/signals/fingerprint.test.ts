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
