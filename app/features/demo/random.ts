// The demo's one source of chance: the same seed makes the same portfolio and the same photos.
/** A small seeded generator (mulberry32): the same seed draws the same scene. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, drawn with `random`. */
export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
