// The GPS position's country for "sent from another country" (features/signals/network.server.ts):
// what country-coder costs on the first upload of a Worker isolate (module evaluation: parsing
// ~690 kB of borders and building its index) and per look-up after that. Node's V8, same engine as
// workerd; workerd's timers do not advance inside a request, so it is timed here.
// Usage: node bench/gps-country.mjs [--runs 10000]
const args = process.argv.slice(2);
const RUNS = Number(args.includes("--runs") ? args[args.indexOf("--runs") + 1] : 10_000);
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const t0 = performance.now();
const { iso1A2Code } = await import("@rapideditor/country-coder");
const loaded = performance.now() - t0;
const t1 = performance.now();
iso1A2Code([72.8777, 19.076], { level: "territory" });
const first = performance.now() - t1;

// Points where inspections are taken (India's bounding box) and anywhere on land or sea.
const points = (box) => Array.from({ length: RUNS }, () => [box[0] + Math.random() * (box[2] - box[0]), box[1] + Math.random() * (box[3] - box[1])]);
for (const [name, box] of [
  ["India", [68, 8, 97, 35]],
  ["world", [-180, -60, 180, 75]],
]) {
  const times = points(box).map((p) => {
    const t = performance.now();
    iso1A2Code(p, { level: "territory" });
    return performance.now() - t;
  });
  console.log(`${name}: look-up p50 ${pct(times, 50).toFixed(3)} ms, p99 ${pct(times, 99).toFixed(3)} ms (${RUNS} points)`);
}
console.log(`first use: import ${loaded.toFixed(0)} ms, first look-up ${first.toFixed(2)} ms`);
