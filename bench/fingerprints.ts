// The fingerprint's test set: camera-like frames (the demo's scenes, 1280×720, watermarked as the
// capture view does), each copied the ways a recycled photo arrives (re-encoded, resized, cropped,
// brightened) and shot again "minutes later" (viewpoint moved, new noise, other light). Prints the
// distance each hash (DCT pHash, the one the server uses, and a 64-bit dHash for comparison) puts
// between copies and between distinct frames, and the false-match rate at each threshold.
// Usage: npx tsx bench/fingerprints.ts [--frames 200]
import { crop, PhotonImage, resize, SamplingFilter } from "@cf-wasm/photon/node";
import { demoFrame } from "../app/features/demo/frame";
import { inspectImage } from "../app/features/capture/photo-image.server";
import { hammingDistance, hashedRows, MATCH_DISTANCE } from "../app/features/signals/fingerprint";
import { watermarkBandHeight } from "../app/features/capture/watermark";

const args = process.argv.slice(2);
const N = Number(args.includes("--frames") ? args[args.indexOf("--frames") + 1] : 200);

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
function reband(img: PhotonImage): Uint8Array {
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
    return new Uint8Array(out.get_bytes_jpeg(90));
  } finally {
    out.free();
  }
}

function edit(bytes: Uint8Array, how: (img: PhotonImage) => PhotonImage, quality = 90): Uint8Array {
  const img = PhotonImage.new_from_byteslice(bytes);
  const changed = how(img);
  const banded = reband(changed);
  if (changed !== img) changed.free();
  img.free();
  void quality;
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

/** The same scene "minutes later": the framing moved by `shift` of the width, other noise and light. */
function later(bytes: Uint8Array, shift: number): Uint8Array {
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
  "resized by 10%": (b) => edit(b, (img) => resize(img, Math.round(img.get_width() * 0.9), Math.round(img.get_height() * 0.9), SamplingFilter.Lanczos3)),
  "cropped by 5% (left, top)": (b) =>
    edit(b, (img) => crop(img, Math.round(img.get_width() * 0.05), Math.round(img.get_height() * 0.05), img.get_width(), img.get_height())),
  "cropped by 5%, centred": (b) =>
    edit(b, (img) =>
      crop(
        img,
        Math.round(img.get_width() * 0.025),
        Math.round(img.get_height() * 0.025),
        Math.round(img.get_width() * 0.975),
        Math.round(img.get_height() * 0.975),
      ),
    ),
  "cropped by 5% at the sides": (b) =>
    edit(b, (img) => crop(img, Math.round(img.get_width() * 0.025), 0, Math.round(img.get_width() * 0.975), img.get_height())),
  "brightened (+30)": (b) => edit(b, (img) => brighten(img, 30)),
  "all four at once": (b) =>
    reencode(
      edit(b, (img) => {
        const c = crop(img, Math.round(img.get_width() * 0.05), Math.round(img.get_height() * 0.05), img.get_width(), img.get_height());
        const r = resize(c, Math.round(c.get_width() * 0.9), Math.round(c.get_height() * 0.9), SamplingFilter.Lanczos3);
        c.free();
        const l = brighten(r, 30);
        r.free();
        return l;
      }),
      60,
    ),
};
const LATER: Record<string, (b: Uint8Array) => Uint8Array> = {
  "same site, framing moved 5%": (b) => later(b, 0.05),
  "same site, framing moved 10%": (b) => later(b, 0.1),
  "same site, framing moved 20%": (b) => later(b, 0.2),
};

/** dHash for comparison: 9×8 grey of the same rows, each bit "brighter than its right neighbour". */
function dHash(bytes: Uint8Array): string {
  const img = PhotonImage.new_from_byteslice(bytes);
  const w = img.get_width();
  const h = img.get_height();
  const { top, bottom } = hashedRows(w, h);
  const region = crop(img, 0, top, w, bottom);
  const small = resize(region, 9, 8, SamplingFilter.Triangle);
  const px = small.get_raw_pixels();
  [img, region, small].forEach((i) => i.free());
  let bits = 0n;
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) {
      const g = (i: number) => 0.299 * px[i] + 0.587 * px[i + 1] + 0.114 * px[i + 2];
      bits = (bits << 1n) | (g((y * 9 + x) * 4) > g((y * 9 + x + 1) * 4) ? 1n : 0n);
    }
  return bits.toString(16).padStart(16, "0");
}

const pHash = (bytes: Uint8Array) => {
  const facts = inspectImage(bytes);
  if (!facts.watermarkVerified) throw new Error("band not found");
  return facts.fingerprint;
};

const originals = Array.from({ length: N }, (_, i) => frame(1000 + i * 7919));
const hashes = { pHash: originals.map((b) => pHash(b).hash), dHash: originals.map(dHash) };
const details = originals.map((b) => pHash(b).detail);
console.log(`${N} distinct frames; pHash detail min ${Math.min(...details).toFixed(1)}, median ${details.sort((a, b) => a - b)[N >> 1].toFixed(1)}`);

const stats = (d: number[]) => {
  const s = [...d].sort((a, b) => a - b);
  return `min ${s[0]}, median ${s[s.length >> 1]}, max ${s[s.length - 1]}`;
};
const SAMPLE = Math.min(N, 50);
console.log(`copies of ${SAMPLE} frames; caught = within ${MATCH_DISTANCE} bits`);
for (const [name, make] of Object.entries({ ...COPIES, ...LATER })) {
  const p: number[] = [];
  const d: number[] = [];
  for (let i = 0; i < SAMPLE; i++) {
    const copy = make(originals[i]);
    p.push(hammingDistance(hashes.pHash[i], pHash(copy).hash));
    d.push(hammingDistance(hashes.dHash[i], dHash(copy)));
  }
  const caught = (x: number[]) => `${Math.round((x.filter((v) => v <= MATCH_DISTANCE).length / x.length) * 100)}% caught`;
  console.log(`${name.padEnd(30)} pHash ${stats(p).padEnd(26)} ${caught(p).padEnd(12)} dHash ${stats(d).padEnd(26)} ${caught(d)}`);
}
for (const kind of ["pHash", "dHash"] as const) {
  const all: number[] = [];
  for (let i = 0; i < N; i++) for (let j = i + 1; j < N; j++) all.push(hammingDistance(hashes[kind][i], hashes[kind][j]));
  const rate = (t: number) => all.filter((x) => x <= t).length;
  console.log(
    `${kind}: ${all.length} distinct pairs, ${stats(all)}; pairs within ` +
      [6, 7, 8, 10, 12, 14, 16].map((t) => `${t}: ${rate(t)} (${((rate(t) / all.length) * 100).toFixed(3)}%)`).join(", "),
  );
}
