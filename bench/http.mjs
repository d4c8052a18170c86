// Requests per second and p50/p99 latency of /login, /app (signed in) and the bare /healthz route,
// against the local Worker served by `wrangler dev` (workerd). Also the cost of one password sign-in.
// Usage: npm run build && node bench/http.mjs [--seconds 10] [--concurrency 8]
import { percentile, signIn, startServer } from "./server.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => Number(args.includes(n) ? args[args.indexOf(n) + 1] : d);
const SECONDS = opt("--seconds", 10);
const CONCURRENCY = opt("--concurrency", 8);
const { base: BASE } = await startServer(8789);

async function load(path, headers = {}) {
  const latencies = [];
  const until = performance.now() + SECONDS * 1000;
  let errors = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < until) {
      const t = performance.now();
      const res = await fetch(BASE + path, { headers, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      latencies.push(performance.now() - t);
    }
  }));
  latencies.sort((a, b) => a - b);
  return { path, rps: latencies.length / SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

// Warm up, then measure.
const { cookie } = await signIn(BASE);
await load("/healthz");
const signIns = [];
for (let i = 0; i < 10; i++) signIns.push((await signIn(BASE)).ms);
signIns.sort((a, b) => a - b);

const results = [await load("/healthz"), await load("/login"), await load("/app", { Cookie: cookie })];
const bare = results[0];
console.log(`SiteProof HTTP benchmark: ${SECONDS}s per route, ${CONCURRENCY} concurrent clients, wrangler dev (workerd) on loopback`);
console.log("route            req/s    p50 ms   p99 ms   errors   req/s vs bare Remix route");
for (const r of results) {
  console.log(`${r.path.padEnd(14)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(8)}   ${(r.rps / bare.rps).toFixed(2)}x`);
}
console.log(`password sign-in (PBKDF2-SHA256, 100,000 iterations, sequential): p50 ${signIns[5].toFixed(0)} ms, max ${signIns[9].toFixed(0)} ms`);
process.exit(0);
