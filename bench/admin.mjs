// Admin background jobs through the real local Queue (wrangler dev): rows per second of the CSV
// consumer on a 10,000-row file, and seconds for a broadcast to 10,000 users.
// With --live N, N more users keep a tab open (a WebSocket on /app/live), so their hubs take part.
// --rows 0 skips the CSV; --port P serves on P; --json FILE writes the figures.
// Usage: npm run build && node bench/admin.mjs [--rows 10000] [--users 10000] [--live 200] [--port 8794] [--json FILE]
import { writeFileSync } from "node:fs";
import WebSocket from "ws";
import { signIn, startServer } from "./server.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => Number(args.includes(n) ? args[args.indexOf(n) + 1] : d);
const JSON_OUT = args.includes("--json") ? args[args.indexOf("--json") + 1] : null;
const ROWS = opt("--rows", 10_000);
const USERS = opt("--users", 10_000);
const LIVE = opt("--live", 0);
const { base, sql } = await startServer(opt("--port", 8794));
const { cookie } = await signIn(base, "admin@siteproof.test", "admin123");

async function post(form) {
  const res = await fetch(`${base}/app/admin?_data=routes%2Fapp.admin`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: base } });
  const body = await res.json();
  if (!body.ok) throw new Error(body.message);
  return body.job.id;
}

async function waitFor(jobId) {
  for (;;) {
    // While the fan-out keeps the local runtime busy a poll may stall; that is not the job's time.
    const res = await fetch(`${base}/app/admin/jobs/${jobId}`, { headers: { Cookie: cookie }, signal: AbortSignal.timeout(10_000) }).catch(() => null);
    const job = res ? (await res.json()).job : null;
    if (job && (job.status === "done" || job.status === "failed")) return { job, seconds: (Date.parse(job.finishedAt) - Date.parse(job.createdAt)) / 1000 };
    await new Promise((r) => setTimeout(r, 200));
  }
}

const result = {};
if (ROWS > 0) {
  const lines = ["name,cin,gstin,address"];
  for (let i = 0; i < ROWS; i++)
    lines.push(
      `"Bench Company ${i}, Ltd",U${String(i).padStart(5, "0")}MH2010PTC${String(i).padStart(6, "0")},27ABCDE${String(i % 10000).padStart(4, "0")}F1Z5,"${i} Industrial Area, Pune, Maharashtra"`,
    );
  const csv = new FormData();
  csv.set("intent", "upload");
  csv.set("file", new Blob([lines.join("\n")], { type: "text/csv" }), "bench.csv");
  const uploadJob = await post(csv);
  const upload = await waitFor(uploadJob);
  console.log(
    `CSV upload: ${upload.job.succeeded} of ${ROWS} rows in ${upload.seconds.toFixed(1)} s from queued to done = ${(upload.job.succeeded / upload.seconds).toFixed(0)} rows/s (${upload.job.status})`,
  );
  result.csv = { rows: upload.job.succeeded, seconds: upload.seconds, rowsPerSecond: upload.job.succeeded / upload.seconds, status: upload.job.status };
}

sql(`WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${USERS - 1})
INSERT INTO users (id, email, first_name, account_type) SELECT 'bu-' || printf('%05d', i), 'bu' || i || '@example.com', 'Bench', 'premium' FROM s;`);
/** Signs up a user and opens their live tab; resolves once the hub has sent its first count. */
async function liveTab(n) {
  const res = await fetch(`${base}/login?view=sign-up`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "sign-up", displayName: `Live ${n}`, email: `live-${n}@example.com`, password: "bench-pass-1", timeZone: "UTC" }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sp_session="));
  if (!cookie) throw new Error(`sign-up failed: ${res.status}`);
  const ws = new WebSocket(`${base.replace("http", "ws")}/app/live`, { headers: { Cookie: cookie.slice(0, cookie.indexOf(";")), Origin: base } });
  const tab = { ws, last: null };
  await new Promise((resolve, reject) => {
    ws.on("message", (data) => {
      tab.last = JSON.parse(String(data));
      resolve();
    });
    ws.on("error", reject);
  });
  return tab;
}
const tabs = [];
for (let n = 0; n < LIVE; n++) tabs.push(await liveTab(n));
if (LIVE) sql("UPDATE users SET account_type = 'premium' WHERE email LIKE 'live-%@example.com';");

const form = new FormData();
form.set("intent", "broadcast");
form.set("title", "Bench broadcast");
form.set("message", "Measuring the fan-out");
form.set("target", "premium");
const fanJob = await post(form);
const fan = await waitFor(fanJob);
result.broadcast = { users: fan.job.succeeded, seconds: fan.seconds, usersPerSecond: fan.job.succeeded / fan.seconds, status: fan.job.status };
console.log(`Broadcast: ${fan.job.message} in ${fan.seconds.toFixed(1)} s = ${(fan.job.succeeded / fan.seconds).toFixed(0)} users/s (${fan.job.status})`);
if (LIVE) {
  await new Promise((r) => setTimeout(r, 500));
  console.log(`Live tabs told the new count: ${tabs.filter((t) => t.last?.count === 1).length} of ${LIVE}`);
}
if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(result, null, 2));
process.exit(0);
