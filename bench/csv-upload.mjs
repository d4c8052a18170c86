// Rows per second of the admin CSV consumer (the real local Queue), this checkout and, with
// --baseline REF, that commit's build beside it, the two taking turns.
// --port P serves this checkout on P and the baseline on P + 1; --json FILE writes the figures.
// Usage: npm run build && node bench/csv-upload.mjs [--rows 10000] [--runs 2] [--baseline REF] [--port 8796] [--json FILE]
import { writeFileSync } from "node:fs";
import { signIn, startServers } from "./server.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const ROWS = Number(opt("--rows", 10_000));
const RUNS = Number(opt("--runs", 2));
const BASELINE = opt("--baseline", null);
const PORT = Number(opt("--port", 8796));

const servers = await startServers(PORT, BASELINE);
for (const s of servers) s.cookie = (await signIn(s.base, "admin@siteproof.test", "admin123")).cookie;

function csv(run) {
  const lines = ["name,cin,gstin,address"];
  for (let i = 0; i < ROWS; i++)
    lines.push(
      `"Bench Company ${run}-${i}, Ltd",U${String(i).padStart(5, "0")}MH2010PTC${String(i).padStart(6, "0")},27ABCDE${String(i % 10000).padStart(4, "0")}F1Z5,"${i} Industrial Area, Pune, Maharashtra"`,
    );
  return lines.join("\n");
}

async function upload(s, run) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new Blob([csv(run)], { type: "text/csv" }), "bench.csv");
  const res = await fetch(`${s.base}/app/admin?_data=routes%2Fapp.admin`, { method: "POST", body: form, headers: { Cookie: s.cookie, Origin: s.base } });
  const body = await res.json();
  if (!body.ok) throw new Error(body.message);
  for (;;) {
    const poll = await fetch(`${s.base}/app/admin/jobs/${body.job.id}`, { headers: { Cookie: s.cookie }, signal: AbortSignal.timeout(10_000) }).catch(
      () => null,
    );
    const job = poll ? (await poll.json()).job : null;
    if (job && (job.status === "done" || job.status === "failed"))
      return { rows: job.succeeded, seconds: (Date.parse(job.finishedAt) - Date.parse(job.createdAt)) / 1000, status: job.status };
    await new Promise((r) => setTimeout(r, 200));
  }
}

const results = [];
console.log(`Admin CSV upload of ${ROWS} rows through the local Queue, ${RUNS} runs per build, builds taking turns`);
for (let run = 0; run < RUNS; run++) {
  for (const s of servers) {
    const r = await upload(s, run);
    results.push({ server: s.name, run: run + 1, ...r, rowsPerSecond: r.rows / r.seconds });
    console.log(`${s.name.padEnd(18)} run ${run + 1}: ${r.rows} rows in ${r.seconds.toFixed(1)} s = ${(r.rows / r.seconds).toFixed(0)} rows/s (${r.status})`);
  }
}
if (opt("--json", null)) writeFileSync(opt("--json"), JSON.stringify(results, null, 2));
process.exit(0);
