// The upload path's image work per 1280x720 photo: decode + watermark check + thumbnail (photon,
// the same WASM the Worker runs) + SHA-256; then the whole upload through the local Worker.
// Usage: npm run build && npx tsx bench/photo-pipeline.ts [--photos 30]
import { inspectImage } from "../app/features/capture/photo-image.server";
import { cameraPhoto } from "./camera-photo.mjs";
import { percentile, signIn, startServer } from "./server.mjs";

const args = process.argv.slice(2);
const N = Number(args.includes("--photos") ? args[args.indexOf("--photos") + 1] : 30);

const photos = Array.from({ length: N }, (_, i) => cameraPhoto(i + 1, 1280, 720, 95));
const avgKb = photos.reduce((s, p) => s + p.length, 0) / N / 1024;

const steps: number[] = [];
for (const [i, bytes] of photos.entries()) {
  const t = performance.now();
  const facts = inspectImage(bytes);
  await crypto.subtle.digest("SHA-256", bytes);
  if (i > 0) steps.push(performance.now() - t); // the first call also compiles the WASM
  if (!facts.watermarkVerified) throw new Error("band not found");
}
steps.sort((a, b) => a - b);

const { base } = await startServer(8791);
const { cookie } = await signIn(base);
const uploads: number[] = [];
for (const bytes of photos) {
  const id = crypto.randomUUID();
  const form = new FormData();
  form.set("file", new Blob([bytes], { type: "image/jpeg" }), "p.jpg");
  form.set(
    "meta",
    JSON.stringify({
      id,
      fileName: `SiteProof_${Date.now()}_${id.replace(/-/g, "").slice(0, 8)}.jpg`,
      capturedAt: new Date().toISOString(),
      latitude: 19,
      longitude: 72,
      accuracy: 10,
      address: "Bench",
      cameraDirection: "environment",
      flashMode: "off",
      inspectionId: crypto.randomUUID(),
    }),
  );
  const t = performance.now();
  const res = await fetch(`${base}/app/photos`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: base } });
  await res.text();
  if (res.status !== 200) throw new Error(`upload failed ${res.status}`);
  uploads.push(performance.now() - t);
}
uploads.sort((a, b) => a - b);

console.log(`Photo upload path, ${N} photos of 1280x720 (JPEG quality 0.95, ${avgKb.toFixed(0)} KB on average)`);
console.log(
  `decode + watermark check + 320 px thumbnail + SHA-256 (photon WASM in Node): p50 ${percentile(steps, 50).toFixed(1)} ms, p99 ${percentile(steps, 99).toFixed(1)} ms`,
);
console.log(
  `whole upload through the local Worker (multipart, checks, R2 x2, D1 row): p50 ${percentile(uploads, 50).toFixed(1)} ms, p99 ${percentile(uploads, 99).toFixed(1)} ms`,
);
process.exit(0);
