// Requests per second and p50/p99 latency of /login, /admin-login, /app (signed in) and the bare /healthz route,
// against the local Worker served by `wrangler dev` (workerd). Also the cost of one password sign-in.
// With --baseline REF the same routes of that commit's build are measured in the same run, the two
// servers taking turns, so a noisy machine weighs on both alike.
// --port P serves this checkout on P and the baseline on P + 1; --json FILE writes the figures.
// Usage: npm run build && node bench/http.mjs [--seconds 10] [--concurrency 8] [--baseline REF] [--port 8789] [--json FILE]
import { writeFileSync } from "node:fs";
import { percentile, signIn, startServers } from "./server.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const SECONDS = Number(opt("--seconds", 10));
const CONCURRENCY = Number(opt("--concurrency", 8));
const BASELINE = opt("--baseline", null);
const PORT = Number(opt("--port", 8789));

async function load(base, path, headers = {}) {
  const latencies = [];
  const until = performance.now() + SECONDS * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const res = await fetch(base + path, { headers, redirect: "manual" });
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { path, rps: latencies.length / SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

const servers = await startServers(PORT, BASELINE);
for (const s of servers) {
  s.cookie = (await signIn(s.base)).cookie;
  await load(s.base, "/healthz");
  await load(s.base, "/app", { Cookie: s.cookie });
}
const signIns = [];
for (let i = 0; i < 10; i++) signIns.push((await signIn(servers.at(-1).base)).ms);
signIns.sort((a, b) => a - b);

// Route by route, the servers take turns.
const results = new Map(servers.map((s) => [s, []]));
for (const [path, signedIn] of [
  ["/healthz", false],
  ["/login", false],
  // A signed-out page that hydrates, as /app does (/login ships no framework since 2026-11-25).
  ["/admin-login", false],
  ["/app", true],
]) {
  for (const s of servers) results.get(s).push(await load(s.base, path, signedIn ? { Cookie: s.cookie } : {}));
}
console.log(`SiteProof HTTP benchmark: ${SECONDS}s per route, ${CONCURRENCY} concurrent clients, wrangler dev (workerd) on loopback`);
for (const s of servers) {
  const rows = results.get(s);
  const login = rows[1];
  console.log(`\n${s.name}\nroute            req/s    p50 ms   p99 ms   errors   req/s vs bare Remix route   vs /login`);
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(14)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(8)}   ${(r.rps / rows[0].rps).toFixed(2).padStart(25)}x   ${(r.rps / login.rps).toFixed(2)}x`,
    );
  }
}
if (opt("--json", null))
  writeFileSync(
    opt("--json"),
    JSON.stringify(
      servers.map((s) => ({ server: s.name, routes: results.get(s) })),
      null,
      2,
    ),
  );
console.log(`\npassword sign-in (PBKDF2-SHA256, 100,000 iterations, sequential): p50 ${signIns[5].toFixed(0)} ms, max ${signIns[9].toFixed(0)} ms`);
process.exit(0);
