// Photo ZIP export through the local Worker: 200 camera-like 1920x1080 photos in 20 inspections, uploaded
// and saved through the real routes, then downloaded as /app/history/export?format=zip. Prints seconds and
// MB/s, the first byte's wait, the Worker process's memory while it streams, and checks the archive
// (Info-ZIP's `unzip -t`, and every file's SHA-256 against manifest.json).
// Usage: npm run build && timeout 900 npx tsx bench/exports.mjs [--photos 200] [--runs 3]
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { cameraPhoto } from "./camera-photo.mjs";
import { signIn, startServer } from "./server.mjs";
import { defaultAssessment } from "../app/platform/assessment";

const args = process.argv.slice(2);
const opt = (name, fallback) => Number(args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const PHOTOS = opt("--photos", 200);
const RUNS = opt("--runs", 3);
const PER_INSPECTION = 10;
const PORT = 8796;

/** Resident memory of the workerd process serving PORT (kB), from /proc. */
function workerdPid() {
  const out = execFileSync("ss", ["-ltnpH", `sport = :${PORT}`], { encoding: "utf8" });
  return Number(/pid=(\d+)/.exec(out)?.[1]);
}
/** User plus system CPU seconds of that process so far (clock ticks of 1/100 s). */
const cpuSeconds = (pid) =>
  readFileSync(`/proc/${pid}/stat`, "utf8")
    .split(") ")[1]
    .split(" ")
    .slice(11, 13)
    .reduce((a, b) => a + Number(b), 0) / 100;
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

const { base } = await startServer(PORT);
const { cookie } = await signIn(base);
const headers = { Cookie: cookie, Origin: base };

await fetch(`${base}/app/database?_data=routes%2Fapp.database`, {
  method: "POST",
  headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ intent: "create", name: "Bench Export Traders", address: "Pune, Maharashtra" }),
});
const { companies } = await (await fetch(`${base}/app/database?_data=routes%2Fapp.database&q=Bench%20Export`, { headers })).json();
const companyId = companies.find((c) => c.name === "Bench Export Traders")?.id;
if (!companyId) throw new Error("company not created");

let t = performance.now();
let uploadedBytes = 0;
for (let n = 0; n < PHOTOS / PER_INSPECTION; n++) {
  const inspectionId = crypto.randomUUID();
  const photoIds = [];
  for (let k = 0; k < PER_INSPECTION; k++) {
    const bytes = cameraPhoto(n * PER_INSPECTION + k + 1);
    uploadedBytes += bytes.length;
    const id = crypto.randomUUID();
    const form = new FormData();
    form.set("file", new Blob([bytes], { type: "image/jpeg" }), "p.jpg");
    form.set(
      "meta",
      JSON.stringify({
        id,
        fileName: `SiteProof_${Date.now()}_${id.slice(0, 8)}.jpg`,
        capturedAt: new Date().toISOString(),
        latitude: 18.52,
        longitude: 73.85,
        accuracy: 10,
        address: "Bench",
        cameraDirection: "environment",
        flashMode: "off",
        inspectionId,
      }),
    );
    const res = await fetch(`${base}/app/photos`, { method: "POST", body: form, headers });
    if (res.status !== 200) throw new Error(`upload failed ${res.status} ${await res.text()}`);
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
  const res = await fetch(`${base}/app/inspections`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`save failed ${res.status} ${await res.text()}`);
}
console.log(
  `seeded ${PHOTOS} photos of 1920x1080 (${(uploadedBytes / 1e6).toFixed(1)} MB) in ${PHOTOS / PER_INSPECTION} inspections in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);

const pid = workerdPid();
const results = [];
let archive;
for (let run = 0; run < RUNS; run++) {
  const before = rssKb(pid);
  const cpuBefore = cpuSeconds(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
  t = performance.now();
  const res = await fetch(`${base}/app/history/export?format=zip`, { headers });
  if (res.status !== 200) throw new Error(`export failed ${res.status}`);
  const reader = res.body.getReader();
  let firstByte = 0,
    bytes = 0;
  const chunks = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!bytes) firstByte = performance.now() - t;
    bytes += value.length;
    if (run === 0) chunks.push(value);
  }
  const seconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  results.push({ seconds, firstByte, bytes, rssBefore: before, rssPeak: peak, cpu: cpuSeconds(pid) - cpuBefore });
  if (run === 0) archive = Buffer.concat(chunks);
}

// The archive is a standard ZIP and every file matches its manifest hash.
const dir = mkdtempSync(join(tmpdir(), "siteproof-zip-"));
writeFileSync(join(dir, "photos.zip"), archive);
const unzipOk = /No errors detected/.test(execFileSync("unzip", ["-t", join(dir, "photos.zip")], { encoding: "utf8" }));
rmSync(dir, { recursive: true, force: true });
const files = unzipSync(new Uint8Array(archive));
const manifest = JSON.parse(Buffer.from(files["manifest.json"]).toString("utf8"));
const mismatches = manifest.files.filter((f) => createHash("sha256").update(files[f.name]).digest("hex") !== f.sha256).length;

console.log(`\nGET /app/history/export?format=zip, ${RUNS} runs (archive ${(results[0].bytes / 1e6).toFixed(1)} MB, ${manifest.count} photos + manifest.json)`);
console.log("run   seconds    MB/s   first byte ms   workerd CPU s   workerd RSS before -> peak MB");
for (const [n, r] of results.entries()) {
  console.log(
    `${String(n + 1).padEnd(5)} ${r.seconds.toFixed(2).padStart(7)} ${(r.bytes / 1e6 / r.seconds).toFixed(1).padStart(7)} ${r.firstByte.toFixed(0).padStart(15)} ${r.cpu.toFixed(2).padStart(15)}   ${(r.rssBefore / 1024).toFixed(0).padStart(8)} -> ${(r.rssPeak / 1024).toFixed(0)}`,
  );
}
const sorted = [...results].sort((a, b) => a.seconds - b.seconds);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(`median: ${median.seconds.toFixed(2)} s, ${(median.bytes / 1e6 / median.seconds).toFixed(1)} MB/s`);
console.log(`unzip -t: ${unzipOk ? "no errors" : "FAILED"}; SHA-256 mismatches against manifest.json: ${mismatches} of ${manifest.files.length}`);
process.exit(unzipOk && mismatches === 0 ? 0 : 1);
