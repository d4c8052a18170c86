// Seconds for an admin broadcast to 10,000 premium users through the real local Queue, queued to
// done. With --baseline REF that commit's build gets the same users and the two take turns, run by
// run. (bench/admin.mjs also measures it, with the CSV consumer and --live tabs.)
// --port P serves this checkout on P and the baseline on P + 1; --json FILE writes the figures.
// Usage: npm run build && node bench/broadcast.mjs [--users 10000] [--runs 2] [--baseline REF] [--port 8798] [--json FILE]
import { writeFileSync } from "node:fs";
import { signIn, startServers } from "./server.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const USERS = Number(opt("--users", 10_000));
const RUNS = Number(opt("--runs", 2));
const BASELINE = opt("--baseline", null);
const PORT = Number(opt("--port", 8798));

const servers = await startServers(PORT, BASELINE);
for (const s of servers) {
  s.sql(`WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${USERS - 1})
INSERT INTO users (id, email, first_name, account_type) SELECT 'bu-' || printf('%05d', i), 'bu' || i || '@example.com', 'Bench', 'premium' FROM s;`);
  s.cookie = (await signIn(s.base, "admin@siteproof.test", "admin123")).cookie;
}

async function broadcast(s, run) {
  const form = new FormData();
  form.set("intent", "broadcast");
  form.set("title", `Bench broadcast ${run}`);
  form.set("message", "Measuring the fan-out");
  form.set("target", "premium");
  const res = await fetch(`${s.base}/app/admin?_data=routes%2Fapp.admin`, { method: "POST", body: form, headers: { Cookie: s.cookie, Origin: s.base } });
  const body = await res.json();
  if (!body.ok) throw new Error(body.message);
  for (;;) {
    // While the fan-out keeps the local runtime busy a poll may stall; that is not the job's time.
    const poll = await fetch(`${s.base}/app/admin/jobs/${body.job.id}`, { headers: { Cookie: s.cookie }, signal: AbortSignal.timeout(10_000) }).catch(
      () => null,
    );
    const job = poll ? (await poll.json()).job : null;
    if (job && (job.status === "done" || job.status === "failed"))
      return { users: job.succeeded, seconds: (Date.parse(job.finishedAt) - Date.parse(job.createdAt)) / 1000, status: job.status };
    await new Promise((r) => setTimeout(r, 200));
  }
}

const results = [];
console.log(`Admin broadcast to ${USERS} premium users through the local Queue, ${RUNS} runs per build, builds taking turns`);
for (let run = 1; run <= RUNS; run++) {
  for (const s of servers) {
    const r = await broadcast(s, run);
    results.push({ server: s.name, run, ...r });
    console.log(`${s.name.padEnd(18)} run ${run}: ${r.users} users in ${r.seconds.toFixed(1)} s = ${(r.users / r.seconds).toFixed(0)} users/s (${r.status})`);
  }
}
if (opt("--json", null)) writeFileSync(opt("--json"), JSON.stringify(results, null, 2));
process.exit(0);
