// POSTs lost between wrangler's dev proxy and the Worker: `npm start` as it is against the same
// script with --no-keep-warm (as `wrangler dev` serves), both served at once and sent the same
// traffic, POSTs on a steady cadence (the shape of workers-sdk #14641; 5 s is kj's idle timeout).
// A lost POST answers wrangler's 503 "Your worker restarted mid-request"; the Worker itself answers
// POST /healthz with 405.
// Usage: npm run build && node bench/dev-proxy.mjs [--posts 30] [--period 5000] [--port 8880]
import { startServer } from "./server.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? Number(args[args.indexOf(n) + 1]) : d);
const POSTS = opt("--posts", 30);
const PERIOD = opt("--period", 5000);
const PORT = opt("--port", 8880);

async function cadence(base) {
  const counts = { answered: 0, lost: 0, other: 0 };
  for (let i = 0; i < POSTS; i++) {
    const started = Date.now();
    const res = await fetch(`${base}/healthz`, { method: "POST", body: "x=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const text = await res.text();
    if (res.status === 405) counts.answered++;
    else if (res.status === 503 && /restarted mid-request/.test(text)) counts.lost++;
    else counts.other++;
    await new Promise((r) => setTimeout(r, PERIOD - (Date.now() - started)));
  }
  return counts;
}

const [warm, cold] = await Promise.all([startServer(PORT), startServer(PORT + 1, { flags: ["--no-keep-warm"] })]);
console.error(`${POSTS} POSTs ${PERIOD} ms apart to each (about ${Math.round((POSTS * PERIOD) / 1000)} s)...`);
const [w, c] = await Promise.all([cadence(warm.base), cadence(cold.base)]);
warm.stop();
cold.stop();
console.log(`| server | answered by the Worker | lost (wrangler's 503) | other |
| --- | ---: | ---: | ---: |
| npm start --no-keep-warm (as wrangler dev) | ${c.answered} | ${c.lost} | ${c.other} |
| npm start (keep-warm) | ${w.answered} | ${w.lost} | ${w.other} |`);
process.exit(0);
