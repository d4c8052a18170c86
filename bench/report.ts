// Time and peak memory to build the "Report with Photos" PDF for an inspection of 20 photos
// (1280x720 JPEGs of about 380 KB), with the same jsPDF code the browser runs.
// Usage: npx tsx bench/report.ts [--runs 5]
import { PhotonImage } from "@cf-wasm/photon/node";
import { buildInspectionReport, type ReportPhoto } from "../app/features/history/inspection-report";

const args = process.argv.slice(2);
const RUNS = Number(args.includes("--runs") ? args[args.indexOf("--runs") + 1] : 5);

function jpeg(seed: number): Uint8Array {
  const w = 1280,
    h = 720,
    px = new Uint8Array(w * h * 4);
  let r = seed * 2654435761;
  for (let i = 0; i < px.length; i += 4) {
    r = (r * 1103515245 + 12345) >>> 0;
    const n = r % 24,
      x = (i / 4) % w,
      y = Math.floor(i / 4 / w);
    px[i] = (x / 5 + n) & 255;
    px[i + 1] = (y / 3 + n) & 255;
    px[i + 2] = ((x + y) / 8 + n) & 255;
    px[i + 3] = 255;
  }
  const img = new PhotonImage(px, w, h);
  const out = new Uint8Array(img.get_bytes_jpeg(95));
  img.free();
  return out;
}

const photos: ReportPhoto[] = Array.from({ length: 20 }, (_, i) => ({
  fileName: `SiteProof_17953032346${String(i).padStart(2, "0")}_c710b5${String(i).padStart(2, "0")}.jpg`,
  capturedAt: new Date(Date.UTC(2026, 10, 21, 8, i)).toISOString(),
  latitude: 18.5204 + i / 1e4,
  longitude: 73.8567,
  address: "MIDC Road, Pune, Maharashtra, India",
  sha256: "ab".repeat(32),
  image: { kind: "jpeg", data: jpeg(i + 1), width: 1280, height: 720 },
}));
const inputMb = photos.reduce((s, p) => s + (p.image.kind === "jpeg" ? p.image.data.length : 0), 0) / 1048576;
const inspection = {
  id: "8d1c2f9e-1111-4222-8333-944455556666",
  companyName: "Godavari Agro Mills",
  companyCin: "U01100MH2012PTC123456",
  companyGstin: "27ABCDE1234F1Z5",
  companyAddress: "Plot 12, MIDC, Nashik, Maharashtra",
  date: "21/11/2026",
  time: "14:05:09",
  inspectorName: "Sunita Pawar",
  organization: "SiteProof Demo",
  locationName: "MIDC Road, Nashik",
  latitude: 19.997,
  longitude: 73.7898,
  notes: "Loading bay active.",
  photoCount: 20,
  insuranceAdequacy: "adequate",
  activityLevel: "high",
  signboards: "as_per_kyc_docs",
  propertyValuation: "low",
  inventoryLevel: "sufficient",
  marketEnquiry: "satisfactory",
  overallPosition: "satisfactory",
};

global.gc?.();
const base = process.memoryUsage();
let peakRss = base.rss,
  peakHeap = base.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed + m.arrayBuffers);
}, 5);

const times: number[] = [];
let size = 0;
for (let run = 0; run < RUNS; run++) {
  const t = performance.now();
  const pdf = buildInspectionReport(inspection, photos).output("arraybuffer");
  times.push(performance.now() - t);
  size = pdf.byteLength;
  await new Promise((r) => setTimeout(r, 20));
}
clearInterval(sampler);
times.sort((a, b) => a - b);
const mb = (n: number) => (n / 1048576).toFixed(0);
console.log(`Report with Photos, 20 photos 1280x720 (${inputMb.toFixed(1)} MB of JPEG in), ${RUNS} runs: ${(size / 1048576).toFixed(1)} MB PDF, 24 pages`);
console.log(`build + output: median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms, fastest ${times[0].toFixed(0)} ms`);
console.log(
  `memory: peak RSS ${mb(peakRss)} MB (start ${mb(base.rss)} MB); peak JS heap + buffers ${mb(peakHeap)} MB (start ${mb(base.heapUsed + base.arrayBuffers)} MB)`,
);
