// The fingerprint's test set: camera-like frames (the demo's scenes, 1280×720, watermarked as the
// capture view does), each copied the ways a recycled photo arrives (re-encoded, resized, cropped
// off a corner, a side or evenly, brightened), and photographed again minutes later (should not
// match): by the old crop model (a crop of the very same pixels, zoomed back, brighter, new noise,
// which to any hash is a crop copy) and by reshoots of the same scene from another camera pose
// (bench/reshoot.ts: parallax, roll, zoom, other light, moved people, vehicles and clouds, new
// noise, a new capture). For each it prints how often the hash alone matches it (the rule before
// fine prints), in both orders (the copy arrives after the original, or the original after the
// copy), beside the server's rule now (a hash match confirmed by the fine prints), and the
// false-match rate between distinct frames.
// Usage: npx tsx bench/fingerprints.ts [--frames 200] [--sample 60]
import { crop, PhotonImage, resize, SamplingFilter } from "@cf-wasm/photon/node";
import { demoFrame } from "../app/features/demo/frame";
import { inspectImage } from "../app/features/capture/photo-image.server";
import { fingerprintOf } from "../app/features/capture/accept-photo.server";
import {
  CROPS,
  type Fingerprint,
  hammingDistance,
  lookupBands,
  MATCH_DISTANCE,
  probed,
  type Rect,
  compareFinePrints,
  windowsWithin,
} from "../app/features/signals/fingerprint";
import { watermarkBandHeight } from "../app/platform/watermark";
import { rng } from "../app/features/demo/random";
import { AT_REST, minutesLater, type Pose, shoot, type Site, siteOf } from "./reshoot";

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => Number(args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const N = arg("--frames", 200);
const SAMPLE = Math.min(N, arg("--sample", 60));
const THRESHOLDS = [5, 6, 7];

const frame = (seed: number) =>
  demoFrame(
    {
      capturedAt: new Date(1_790_000_000_000 + seed * 1000),
      latitude: 18.5,
      longitude: 73.8,
      address: `Plot ${seed}, MIDC Pune`,
      photoId: crypto.randomUUID(),
      fileName: `SiteProof_${seed}_abcdef12.jpg`,
    },
    seed,
  );

/** The capture view's band drawn again, as "Add photos from files" does over a reused picture. */
function reband(img: PhotonImage, quality = 90): Uint8Array {
  const w = img.get_width();
  const h = img.get_height();
  const px = img.get_raw_pixels();
  const band = watermarkBandHeight(w, h);
  for (let y = h - band; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const text = (y - (h - band)) % 12 < 4 && x % 7 < 2 && x < w * 0.6;
      px[i] = px[i + 1] = px[i + 2] = text ? 255 : px[i] * 0.3;
    }
  const out = new PhotonImage(px, w, h);
  try {
    return new Uint8Array(out.get_bytes_jpeg(quality));
  } finally {
    out.free();
  }
}

function edit(bytes: Uint8Array, how: (img: PhotonImage) => PhotonImage): Uint8Array {
  const img = PhotonImage.new_from_byteslice(bytes);
  const changed = how(img);
  const banded = reband(changed);
  if (changed !== img) changed.free();
  img.free();
  return banded;
}

function brighten(img: PhotonImage, by: number): PhotonImage {
  const px = img.get_raw_pixels();
  for (let i = 0; i < px.length; i += 4) for (let c = 0; c < 3; c++) px[i + c] = Math.min(255, px[i + c] + by);
  return new PhotonImage(px, img.get_width(), img.get_height());
}

const reencode = (bytes: Uint8Array, q: number) => {
  const img = PhotonImage.new_from_byteslice(bytes);
  try {
    return new Uint8Array(img.get_bytes_jpeg(q));
  } finally {
    img.free();
  }
};

/** The part `rect` (fractions) of a photo, as a new photo. */
const cropTo = (img: PhotonImage, [x0, y0, x1, y1]: Rect) => {
  const w = img.get_width();
  const h = img.get_height();
  return crop(img, Math.round(w * x0), Math.round(h * y0), Math.round(w * x1), Math.round(h * y1));
};

/** The old model of a second shot: the very pixels cropped by `shift` of the width (a third of it off
 *  the top), zoomed back to the frame, brightened, with noise added. It is a crop copy, not a reshoot. */
function cropModel(bytes: Uint8Array, shift: number): Uint8Array {
  return edit(bytes, (img) => {
    const w = img.get_width();
    const h = img.get_height();
    const cut = crop(img, Math.round(w * shift), Math.round(h * shift * 0.3), w, h);
    const back = resize(cut, w, h, SamplingFilter.Triangle);
    cut.free();
    const lit = brighten(back, 12);
    back.free();
    const px = lit.get_raw_pixels();
    for (let i = 0; i < px.length; i += 4) {
      const n = (Math.random() - 0.5) * 14;
      for (let c = 0; c < 3; c++) px[i + c] = Math.max(0, Math.min(255, px[i + c] + n));
    }
    lit.free();
    return new PhotonImage(px, w, h);
  });
}

const COPIES: Record<string, (b: Uint8Array) => Uint8Array> = {
  "re-encoded at quality 60": (b) => reencode(b, 60),
  "re-encoded at quality 35": (b) => reencode(b, 35),
  "resized to 90%": (b) => edit(b, (img) => resize(img, Math.round(img.get_width() * 0.9), Math.round(img.get_height() * 0.9), SamplingFilter.Lanczos3)),
  "brightened (+30)": (b) => edit(b, (img) => brighten(img, 30)),
  ...Object.fromEntries(Object.entries(CROPS).map(([name, rect]) => [`cropped 5% off ${name}`, (b: Uint8Array) => edit(b, (img) => cropTo(img, rect))])),
  "cropped 5% off both sides": (b) => edit(b, (img) => cropTo(img, [0.025, 0, 0.975, 1])),
  "cropped 3% off one corner": (b) => edit(b, (img) => cropTo(img, [0.03, 0.03, 1, 1])),
  "corner crop, resize, brighten, q60": (b) =>
    reencode(
      edit(b, (img) => {
        const c = cropTo(img, [0.05, 0.05, 1, 1]);
        const r = resize(c, Math.round(c.get_width() * 0.9), Math.round(c.get_height() * 0.9), SamplingFilter.Lanczos3);
        c.free();
        const l = brighten(r, 30);
        r.free();
        return l;
      }),
      60,
    ),
};
const CROP_MODEL: Record<string, (b: Uint8Array) => Uint8Array> = {
  "crop model: same pixels cropped 5%, zoomed back": (b) => cropModel(b, 0.05),
  "crop model: same pixels cropped 10%, zoomed back": (b) => cropModel(b, 0.1),
  "crop model: same pixels cropped 20%, zoomed back": (b) => cropModel(b, 0.2),
};

/** Between -1 and 1, and a sign. */
const spread = (random: () => number) => random() * 2 - 1;
const sign = (random: () => number) => (random() < 0.5 ? -1 : 1);
/** Another exposure (±12%) and white balance (±4% a channel). */
const otherLight = (random: () => number) => ({
  gain: 1 + 0.12 * spread(random),
  balance: [1 + 0.04 * spread(random), 1, 1 + 0.04 * spread(random)] as [number, number, number],
});
/** A step sideways that shifts the buildings by `step` of the width, re-aimed at them (70-100% of the shift panned back). */
const stepAside = (random: () => number, step: number) => {
  const s = sign(random) * step;
  return { step: s, panX: -s * (0.7 + 0.3 * random()), panY: 0.005 * spread(random) };
};

/** Reshoots of the same site minutes later (bench/reshoot.ts), each from its own pose; the first
 *  shot is the site at rest. `moved`: people, vehicles and clouds moved in between. */
const RESHOOTS: Record<string, { moved: boolean; pose: (random: () => number) => Omit<Pose, "noise"> }> = {
  "reshoot: tripod, only new sensor noise": { moved: false, pose: () => AT_REST },
  "reshoot: tripod, light, noise, moving things": { moved: true, pose: (r) => ({ ...AT_REST, ...otherLight(r) }) },
  "reshoot: same spot by hand (±0.3%, ±0.3°)": {
    moved: true,
    pose: (r) => ({ ...AT_REST, ...otherLight(r), panX: 0.003 * spread(r), panY: 0.003 * spread(r), zoom: 1 + 0.01 * r(), roll: 0.3 * spread(r) }),
  },
  "reshoot: a step aside (2-4%), 1° roll, zoom 0-3%": {
    moved: true,
    pose: (r) => ({ ...AT_REST, ...otherLight(r), ...stepAside(r, 0.02 + 0.02 * r()), zoom: 1 + 0.03 * r(), roll: sign(r) * (0.5 + 0.5 * r()) }),
  },
  "reshoot: steps aside (5-8%), 2° roll, zoom 3-5%": {
    moved: true,
    pose: (r) => ({ ...AT_REST, ...otherLight(r), ...stepAside(r, 0.05 + 0.03 * r()), zoom: 1.03 + 0.02 * r(), roll: sign(r) * (1 + r()) }),
  },
};

interface Prints {
  /** The stored hash and the look-up windows' hashes (the server's design). */
  stored: string;
  windows: string[];
  /** The whole fingerprint, its fine print and pixels with it. */
  fp: Fingerprint;
}

function prints(bytes: Uint8Array): Prints {
  const facts = inspectImage(bytes);
  if (!facts.watermarkVerified) throw new Error("band not found");
  const fp = fingerprintOf(facts);
  return { stored: fp.hash, windows: fp.windows!, fp };
}

/** Within the threshold of any window, but not among the look-up's candidates (lookupBands). */
let unprobed = 0;
/** Distance by the hash alone (the rule before fine prints): the closest of the new photo's windows
 *  to the stored hash, when the look-up's band probes reach it (else 64: the server never sees it). */
const windowed = (fresh: Prints, stored: Prints) => {
  const d = Math.min(...fresh.windows.map((h) => hammingDistance(h, stored.stored)));
  if (probed(lookupBands(fresh.windows), stored.stored)) return d;
  if (d <= MATCH_DISTANCE) unprobed++;
  return 64;
};
/** What each fine-print comparison (one per hash match) cost, by what was compared and its outcome:
 *  milliseconds, and grids read (the same on any machine). */
const confirming: Record<string, { ms: number[]; grids: number[] }> = {};
/** The server's rule now: a hash match within MATCH_DISTANCE counts only when the fine prints agree
 *  at a window that matched (compareFinePrints); else 64. */
const confirmed = (fresh: Prints, stored: Prints, kind: string) => {
  const d = windowed(fresh, stored);
  if (d > MATCH_DISTANCE) return d;
  const near = windowsWithin(fresh.windows.map((h) => hammingDistance(h, stored.stored)));
  const t0 = performance.now();
  const { same, grids } = compareFinePrints(fresh.fp, stored.fp.fine ?? null, near);
  const cost = (confirming[`${kind}, ${same ? "confirmed" : "refused"}`] ??= { ms: [], grids: [] });
  cost.ms.push(performance.now() - t0);
  cost.grids.push(grids);
  return same ? d : 64;
};

const started = performance.now();
const seedOf = (i: number) => 1000 + i * 7919;
const originals = Array.from({ length: N }, (_, i) => frame(seedOf(i)));
const printed = originals.map(prints);
console.log(`${N} distinct frames (${((performance.now() - started) / 1000).toFixed(1)} s); copies of ${SAMPLE}; match = within the threshold`);
const pct = (xs: number[], t: number) => `${Math.round((xs.filter((x) => x <= t).length / xs.length) * 100)}%`.padStart(5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(`${"copy".padEnd(50)} | hash only, after (median, ≤${THRESHOLDS.join("/≤")}) | hash only, first | + fine print ≤${MATCH_DISTANCE}: after | first`);
const row = (name: string, pairs: { copy: Prints; original: Prints }[], kind: string) => {
  const [after, first, afterNow, firstNow]: number[][] = [[], [], [], []];
  for (const { copy, original } of pairs) {
    after.push(windowed(copy, original));
    first.push(windowed(original, copy));
    afterNow.push(confirmed(copy, original, kind));
    firstNow.push(confirmed(original, copy, kind));
  }
  const cols = (xs: number[]) => `${String(median(xs)).padStart(2)} ${THRESHOLDS.map((t) => pct(xs, t)).join(" ")}`;
  console.log(
    `${name.padEnd(50)} | ${cols(after).padEnd(20)} | ${cols(first).padEnd(20)} | ${pct(afterNow, MATCH_DISTANCE)} | ${pct(firstNow, MATCH_DISTANCE)}`,
  );
};
for (const [kind, set] of [
  ["copies", COPIES],
  ["crop model", CROP_MODEL],
] as const)
  for (const [name, make] of Object.entries(set))
    row(
      name,
      originals.slice(0, SAMPLE).map((original, i) => ({ copy: prints(make(original)), original: printed[i] })),
      kind,
    );
// The first shot of each site: the demo's scene with its things, at rest, its own noise.
const sites: Site[] = Array.from({ length: SAMPLE }, (_, i) => siteOf(seedOf(i)));
const firstShots = sites.map((site, i) => prints(shoot(site, { ...AT_REST, noise: seedOf(i) + 1 }, seedOf(i), 0)));
Object.entries(RESHOOTS).forEach(([name, { moved, pose }], r) => {
  const random = rng(4242 + r);
  row(
    name,
    sites.map((site, i) => ({
      copy: prints(shoot(moved ? minutesLater(site, random) : site, { ...pose(random), noise: seedOf(i) + 2 + r }, seedOf(i), 3 + r)),
      original: firstShots[i],
    })),
    "reshoots",
  );
});
// Distinct frames, each in turn the new photo and the stored one (ordered pairs): the demo's, and
// the reshoots' first shots.
const distinct = (set: Prints[], name: string) => {
  const [hashOnly, now]: number[][] = [[], []];
  for (let i = 0; i < set.length; i++)
    for (let j = 0; j < set.length; j++) {
      if (i === j) continue;
      hashOnly.push(windowed(set[i], set[j]));
      now.push(confirmed(set[i], set[j], "distinct"));
    }
  const within = (xs: number[], t: number) => `${xs.filter((x) => x <= t).length} (${((xs.filter((x) => x <= t).length / xs.length) * 100).toFixed(3)}%)`;
  console.log(
    `distinct ${name}: ${hashOnly.length} ordered pairs; hash only within ` +
      [5, 6, 7, 8].map((t) => `${t}: ${within(hashOnly, t)}`).join(", ") +
      `; with fine prints within ${MATCH_DISTANCE}: ${within(now, MATCH_DISTANCE)}`,
  );
};
distinct(printed, `demo frames (${N})`);
distinct(firstShots, `sites' first shots (${SAMPLE})`);
console.log(`server threshold: ${MATCH_DISTANCE}; pairs within it that the band probes did not reach: ${unprobed}`);
const quantiles = (xs: number[], digits: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return `p50 ${sorted[sorted.length >> 1].toFixed(digits)}, max ${sorted[sorted.length - 1].toFixed(digits)}`;
};
for (const [outcome, { ms, grids }] of Object.entries(confirming).sort())
  console.log(`fine-print comparisons, ${outcome}: ${ms.length}; ${quantiles(ms, 1)} ms; ${quantiles(grids, 0)} grids read`);
