// Content Credentials on downloads: the added time per original download and per photo in the
// ZIP, and the added bytes per photo. The same camera-like 1920x1080 photos are uploaded to two servers in
// turn on one port: the build before credentials (--before, default ed1038c, a detached worktree built
// beside this one) and this checkout's build. Each original is then downloaded --rounds times by its
// owner, and the whole history three times as a ZIP, reading every byte; the CPU of the server's processes
// (wrangler dev and its workerd) is read from /proc.
// Usage: npm run build && timeout 1200 npx tsx bench/credentials.mjs [--photos 20] [--rounds 5] [--before ed1038c]
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { cameraPhoto } from "./camera-photo.mjs";
import { baselineCheckout, percentile, signIn, startServer } from "./server.mjs";
import { defaultAssessment } from "../app/platform/assessment";

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const PHOTOS = Number(opt("--photos", 20));
const ROUNDS = Number(opt("--rounds", 5));
const BEFORE = opt("--before", "ed1038c");
const PORT = 8811;

const photos = Array.from({ length: PHOTOS }, (_, n) => cameraPhoto(n + 1));
/** CPU seconds so far of every process of the server's group (wrangler dev, its workerd), from /proc. */
const cpuSeconds = () => {
  const pid = Number(/pid=(\d+)/.exec(execFileSync("ss", ["-ltnpH", `sport = :${PORT}`], { encoding: "utf8" }))?.[1]);
  const fields = (p) => readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
  const group = fields(pid)[2];
  let ticks = 0;
  for (const p of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const f = fields(p);
      if (f[2] === group) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      /* gone */
    }
  }
  return ticks / 100;
};

async function measure(label, cwd) {
  const { base, stop } = await startServer(PORT, { cwd });
  try {
    const { cookie } = await signIn(base);
    const headers = { Cookie: cookie, Origin: base };
    await fetch(`${base}/app/database?_data=routes%2Fapp.database`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "create", name: "Bench Credentials Traders", address: "Pune, Maharashtra" }),
    });
    const { companies } = await (await fetch(`${base}/app/database?_data=routes%2Fapp.database&q=Bench%20Credentials`, { headers })).json();
    const inspectionId = crypto.randomUUID();
    const ids = [];
    for (const bytes of photos) {
      const id = crypto.randomUUID();
      const form = new FormData();
      form.set("file", new Blob([bytes], { type: "image/jpeg" }), "p.jpg");
      const meta = {
        id,
        fileName: `SiteProof_${Date.now()}_${id.slice(0, 8)}.jpg`,
        capturedAt: new Date().toISOString(),
        latitude: 18.52,
        longitude: 73.85,
        accuracy: 10,
      };
      form.set("meta", JSON.stringify({ ...meta, address: "Bench", cameraDirection: "environment", flashMode: "off", inspectionId }));
      const res = await fetch(`${base}/app/photos`, { method: "POST", body: form, headers });
      if (res.status !== 200) throw new Error(`upload failed ${res.status} ${await res.text()}`);
      ids.push(id);
    }
    const assessment = defaultAssessment();
    const location = { latitude: 18.52, longitude: 73.85, accuracy: 10, address: "Pune" };
    const save = {
      id: inspectionId,
      companyId: companies[0].id,
      photoIds: ids,
      assessment,
      notes: "bench",
      timestamp: new Date().toISOString(),
      location,
      additionalData: {},
    };
    const saved = await fetch(`${base}/app/inspections`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(save),
    });
    if (saved.status !== 201) throw new Error(`save failed ${saved.status}`);

    // One warm-up download, then every original --rounds times.
    await (await fetch(`${base}/app/photos/${ids[0]}`, { headers })).arrayBuffer();
    const times = [];
    let addedBytes = 0;
    const cpu0 = cpuSeconds();
    for (let round = 0; round < ROUNDS; round++)
      for (let n = 0; n < ids.length; n++) {
        const t = performance.now();
        const res = await fetch(`${base}/app/photos/${ids[n]}`, { headers });
        const body = new Uint8Array(await res.arrayBuffer());
        times.push(performance.now() - t);
        if (res.status !== 200) throw new Error(`download failed ${res.status}`);
        if (round === 0) addedBytes += body.length - photos[n].length;
      }
    const downloadCpu = (cpuSeconds() - cpu0) / times.length;
    // The ZIP of all of them, three times; the median run is reported.
    const zips = [];
    for (let run = 0; run < 3; run++) {
      const cpu1 = cpuSeconds();
      const t = performance.now();
      const zip = new Uint8Array(await (await fetch(`${base}/app/history/export?format=zip`, { headers })).arrayBuffer());
      zips.push({ seconds: (performance.now() - t) / 1000, cpu: cpuSeconds() - cpu1, zip });
    }
    const zip = zips.sort((x, y) => x.seconds - y.seconds)[1];
    const files = JSON.parse(strFromU8(unzipSync(zip.zip)["manifest.json"])).files;
    times.sort((x, y) => x - y);
    return {
      label,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      cpuMs: downloadCpu * 1000,
      addedBytes: addedBytes / ids.length,
      zipSeconds: zip.seconds,
      zipCpu: zip.cpu,
      zipMB: zip.zip.length / 1e6,
      credentialed: files.filter((f) => f.contentCredentials).length,
    };
  } finally {
    stop();
  }
}

const baseline = baselineCheckout(BEFORE);
const rows = [await measure(`before (${baseline.sha})`, baseline.dir), await measure("after (this checkout)", process.cwd())];
const size = (photos.reduce((n, p) => n + p.length, 0) / photos.length / 1e3).toFixed(0);
console.log(`${PHOTOS} photos of 1920x1080, ${size} kB on average; ${ROUNDS} downloads of each\n`);
console.log(
  "| build | download p50 ms | p99 ms | server CPU ms per download | added bytes per photo | ZIP s (median of 3) | ZIP server CPU s | ZIP MB | files with credentials |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const r of rows)
  console.log(
    `| ${r.label} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuMs.toFixed(1)} | ${r.addedBytes.toFixed(0)} | ${r.zipSeconds.toFixed(2)} | ${r.zipCpu.toFixed(2)} | ${r.zipMB.toFixed(3)} | ${r.credentialed} |`,
  );
process.exit(0);
