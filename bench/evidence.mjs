// Evidence costs through the local Worker: uploading a photo (decode, band check, thumbnail, hash,
// R2, signed receipt), saving a 20-photo inspection (on-site check and seal), checking it (the seal,
// every receipt and every photo's bytes streamed from R2 and hashed), the public verify page, and
// the history list that checks the seal and each photo's stored checksum.
// Usage: npm run build && timeout 600 npx tsx bench/evidence.mjs [--photos 20] [--runs 10]
import { cameraPhoto } from "./camera-photo.mjs";
import { signIn, startServer } from "./server.mjs";
import { defaultAssessment } from "../app/platform/assessment";

const args = process.argv.slice(2);
const opt = (name, fallback) => Number(args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const PHOTOS = opt("--photos", 20);
const RUNS = opt("--runs", 10);

const { base } = await startServer(8797);
const { cookie } = await signIn(base);
const headers = { Cookie: cookie, Origin: base };
const p50 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(0)} ms`;
async function timed(fn) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

await fetch(`${base}/app/database?_data=routes%2Fapp.database`, {
  method: "POST",
  headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ intent: "create", name: "Bench Evidence Works", address: "Pune, Maharashtra" }),
});
const { companies } = await (await fetch(`${base}/app/database?_data=routes%2Fapp.database&q=Bench%20Evidence`, { headers })).json();
const companyId = companies[0].id;

const inspectionId = crypto.randomUUID();
const photoIds = [];
const uploads = [];
let bytesTotal = 0;
for (let n = 0; n < PHOTOS; n++) {
  const bytes = cameraPhoto(n + 1);
  bytesTotal += bytes.length;
  const id = crypto.randomUUID();
  const form = new FormData();
  form.set("file", new Blob([bytes], { type: "image/jpeg" }), "p.jpg");
  form.set(
    "meta",
    JSON.stringify({
      id,
      fileName: `SiteProof_${Date.now()}_${id.slice(0, 8)}.jpg`,
      capturedAt: new Date().toISOString(),
      latitude: 18.52 + n * 1e-5,
      longitude: 73.85,
      accuracy: 10,
      address: "Bench",
      cameraDirection: "environment",
      flashMode: "off",
      inspectionId,
    }),
  );
  uploads.push(
    await timed(async () => {
      const res = await fetch(`${base}/app/photos`, { method: "POST", body: form, headers });
      if (res.status !== 200) throw new Error(`upload failed ${res.status}`);
    }),
  );
  photoIds.push(id);
}
const assessment = defaultAssessment();
const body = {
  id: inspectionId,
  companyId,
  photoIds,
  assessment,
  notes: "bench",
  timestamp: new Date().toISOString(),
  location: { latitude: 18.52, longitude: 73.85, accuracy: 10, address: "Pune" },
  additionalData: {},
};
const save = await timed(async () => {
  const res = await fetch(`${base}/app/inspections`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`save failed ${res.status}`);
});

const checks = [];
let status = "";
for (let r = 0; r < RUNS; r++) {
  checks.push(await timed(async () => (status = (await (await fetch(`${base}/app/evidence/${inspectionId}`, { headers })).json()).verification.status)));
}
const { link } = await (
  await fetch(`${base}/app/evidence/${inspectionId}`, { method: "POST", headers, body: new URLSearchParams({ intent: "create", days: "7" }) })
).json();
const pages = [];
for (let r = 0; r < RUNS; r++) {
  pages.push(
    await timed(async () => {
      const res = await fetch(link.url);
      if (res.status !== 200) throw new Error(`verify page ${res.status}`);
      await res.text();
    }),
  );
}
// The history list checks each card's seal and every sealed photo's stored checksum (one R2 head each).
const lists = [];
let listed = "";
for (let r = 0; r < RUNS; r++) {
  lists.push(
    await timed(async () => (listed = (await (await fetch(`${base}/app/history?_data=routes%2Fapp.history`, { headers })).json()).inspections[0].sealState)),
  );
}
console.log(`${PHOTOS} photos of 1920x1080, ${(bytesTotal / 1e6).toFixed(1)} MB`);
console.log(`upload with receipt: p50 ${ms(p50(uploads))} per photo`);
console.log(`save with on-site check and seal (${PHOTOS} photos): ${ms(save)}`);
console.log(`check (seal, ${PHOTOS} receipts, ${PHOTOS} photos hashed from R2): p50 ${ms(p50(checks))} over ${RUNS} runs, status ${status}`);
console.log(`public verify page: p50 ${ms(p50(pages))} over ${RUNS} runs`);
console.log(`history list (seal, fields and ${PHOTOS} stored checksums): p50 ${ms(p50(lists))} over ${RUNS} runs, card ${listed}`);
process.exit(0);
