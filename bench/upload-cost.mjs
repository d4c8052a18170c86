// The added cost per upload of the photo signals (fingerprint windows, the look-up, the
// guard in the insert batch): the whole upload through the local Worker, this checkout against
// --baseline REF's build served beside it, the two taking turns photo by photo on the same frames.
// Distinct camera-like frames (the demo's 1280×720 scenes) first, then re-encoded copies of them
// for another inspection, whose look-up finds a match and reads it; then, for each of as many sites
// (bench/reshoot.ts), a shot and a second one from the same spot minutes later for another
// inspection (timed): its hash often matches, and the fine print is what refuses it.
// --port P serves this checkout on P and the baseline on P + 1.
// Usage: npm run build && npx tsx bench/upload-cost.mjs [--photos 30] [--baseline REF] [--port 8811]
import { PhotonImage } from "@cf-wasm/photon/node";
import { demoFrame } from "../app/features/demo/frame";
import { rng } from "../app/features/demo/random";
import { AT_REST, minutesLater, shoot, siteOf } from "./reshoot";
import { percentile, signIn, startServers } from "./server.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const PHOTOS = Number(opt("--photos", 30));
const BASELINE = opt("--baseline", null);
const PORT = Number(opt("--port", 8811));

const frame = (seed) =>
  demoFrame(
    {
      capturedAt: new Date(1_790_000_000_000 + seed * 1000),
      latitude: 18.52,
      longitude: 73.85,
      address: `Plot ${seed}, MIDC Pune`,
      photoId: crypto.randomUUID(),
      fileName: `SiteProof_${seed}_abcdef12.jpg`,
    },
    seed,
  );
const reencoded = (bytes) => {
  const image = PhotonImage.new_from_byteslice(bytes);
  try {
    return new Uint8Array(image.get_bytes_jpeg(60));
  } finally {
    image.free();
  }
};
const originals = Array.from({ length: PHOTOS }, (_, i) => frame(500 + i * 7919));
const copies = originals.map(reencoded);
// The same spot by hand minutes later: a slight pan, roll and zoom, other light, things moved.
const random = rng(4242);
const spread = () => 2 * random() - 1;
const sites = Array.from({ length: PHOTOS }, (_, i) => siteOf(900 + i * 7919));
const firstShots = sites.map((site, i) => shoot(site, { ...AT_REST, noise: i + 1 }, 900 + i * 7919, 0));
const reshoots = sites.map((site, i) =>
  shoot(
    minutesLater(site, random),
    {
      ...AT_REST,
      panX: 0.003 * spread(),
      panY: 0.003 * spread(),
      zoom: 1 + 0.01 * random(),
      roll: 0.3 * spread(),
      gain: 1 + 0.12 * spread(),
      balance: [1 + 0.04 * spread(), 1, 1 + 0.04 * spread()],
      noise: i + 100,
    },
    900 + i * 7919,
    3,
  ),
);

const servers = await startServers(PORT, BASELINE);
for (const s of servers) {
  s.cookie = (await signIn(s.base)).cookie;
  s.headers = { Cookie: s.cookie, Origin: s.base };
  s.times = { distinct: [], copies: [], reshoots: [] };
  s.matched = { distinct: 0, copies: 0, reshoots: 0 };
}

async function upload(s, bytes, inspectionId, kind = null) {
  const id = crypto.randomUUID();
  const form = new FormData();
  form.set("file", new Blob([bytes], { type: "image/jpeg" }), "p.jpg");
  const meta = { id, fileName: `SiteProof_${Date.now()}_${id.slice(0, 8)}.jpg`, capturedAt: new Date().toISOString(), inspectionId };
  form.set("meta", JSON.stringify({ ...meta, latitude: 18.52, longitude: 73.85, accuracy: 10, address: "Bench", cameraDirection: "file", flashMode: "off" }));
  const t = performance.now();
  const res = await fetch(`${s.base}/app/photos`, { method: "POST", body: form, headers: s.headers });
  const body = await res.json();
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`${s.name}: ${res.status} ${JSON.stringify(body)}`);
  if (kind && body.matches?.length) s.matched[kind]++;
  return ms;
}

// One warm-up upload each, not counted (the first request compiles the Worker's modules).
for (const s of servers) await upload(s, frame(1), crypto.randomUUID());
for (const [kind, set] of [
  ["distinct", originals],
  ["copies", copies],
]) {
  const inspections = servers.map(() => crypto.randomUUID());
  for (const bytes of set) for (const [i, s] of servers.entries()) s.times[kind].push(await upload(s, bytes, inspections[i], kind));
}
{
  const first = servers.map(() => crypto.randomUUID());
  const later = servers.map(() => crypto.randomUUID());
  for (const [n, bytes] of reshoots.entries())
    for (const [i, s] of servers.entries()) {
      await upload(s, firstShots[n], first[i]);
      s.times.reshoots.push(await upload(s, bytes, later[i], "reshoots"));
    }
}

console.log(
  `Upload of ${PHOTOS} distinct 1280×720 frames, then a re-encoded copy of each for another inspection, then ${PHOTOS} sites shot twice from the same spot minutes apart (the second timed); builds taking turns`,
);
for (const s of servers) {
  const line = (kind) => {
    const sorted = [...s.times[kind]].sort((a, b) => a - b);
    return `${kind} p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`;
  };
  console.log(
    `${s.name.padEnd(18)} ${line("distinct")}; ${line("copies")}; ${line("reshoots")}; flagged: distinct ${s.matched.distinct}, copies ${s.matched.copies}, reshoots ${s.matched.reshoots} of ${PHOTOS}`,
  );
}
for (const s of servers) s.stop();
process.exit(0);
