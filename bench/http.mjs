// Requests per second and p50/p99 latency of /login, /app (signed in) and the bare /healthz route,
// against the local Worker served by `wrangler dev` (workerd). Also the cost of one password sign-in.
// Usage: npm run build && node bench/http.mjs [--seconds 10] [--concurrency 8]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const args = process.argv.slice(2);
const opt = (n, d) => Number(args.includes(n) ? args[args.indexOf(n) + 1] : d);
const SECONDS = opt("--seconds", 10);
const CONCURRENCY = opt("--concurrency", 8);
const PORT = 8789;
const BASE = `http://localhost:${PORT}`;

const state = mkdtempSync(join(tmpdir(), "siteproof-bench-"));
const server = spawn("node", ["scripts/start.mjs", "--skip-build", "--port", String(PORT), "--persist-to", state], { stdio: "ignore", detached: true });
const stop = () => {
  try { process.kill(-server.pid, "SIGTERM"); } catch { /* gone */ }
  rmSync(state, { recursive: true, force: true });
};
process.on("exit", stop);

for (let i = 0; ; i++) {
  try { if ((await fetch(`${BASE}/healthz`)).ok) break; } catch { /* starting */ }
  if (i > 180) throw new Error("server did not start");
  await new Promise((r) => setTimeout(r, 500));
}

async function signIn() {
  const t = performance.now();
  const res = await fetch(`${BASE}/login`, {
    method: "POST", redirect: "manual",
    headers: { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "sign-in", email: "inspector@siteproof.test", password: "inspect123" }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sp_session="));
  if (res.status !== 302 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return { ms: performance.now() - t, cookie: cookie.slice(0, cookie.indexOf(";")) };
}

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
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { path, rps: latencies.length / SECONDS, p50: pct(50), p99: pct(99), errors };
}

// Warm up, then measure.
const { cookie } = await signIn();
await load("/healthz");
const signIns = [];
for (let i = 0; i < 10; i++) signIns.push((await signIn()).ms);
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
