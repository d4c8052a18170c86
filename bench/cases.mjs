// Organization cases at scale: the case list (the manager's page, /app/org/<code>/cases) and an
// inspector's open-case query with 100,000 cases in one organization and 1,000,000 in the deployment,
// then bulk creation (a CSV through the queue) in rows per second.
// Usage: npm run build && node bench/cases.mjs [--requests 100] [--cases 1000000] [--bulk 20000] [--port 8812]
import { percentile, signIn, startServer } from "./server.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const REQUESTS = Number(opt("--requests", 100));
const TOTAL = Number(opt("--cases", 1_000_000));
const BULK = Number(opt("--bulk", 20_000));
const PORT = Number(opt("--port", 8812));
const server = await startServer(PORT);
const { base, sql } = server;
const manager = await signIn(base);
const managerId = "demo-inspector";

// An inspector of the bench organization, signed in through the local test door.
const res = await fetch(`${base}/dev/session`, {
  method: "POST",
  headers: { Origin: base },
  body: new URLSearchParams({ email: "bench-inspector@example.com", displayName: "Bench Inspector", password: "bench-pass-1" }),
});
const inspectorId = (await res.json()).userId;
const inspectorCookie = res.headers
  .getSetCookie()
  .find((c) => c.startsWith("sp_session="))
  .split(";")[0];

const t0 = performance.now();
// Ten organizations of TOTAL / 10 cases each; "bench" (the demo inspector its manager) is measured.
// Its cases go to 20 inspectors round-robin (the signed-in one is inspector 0), in every state, due
// over a year; a tenth are unassigned.
sql(`
INSERT INTO organizations (id, code, name) SELECT 'bo-' || value, CASE value WHEN 0 THEN 'bench' ELSE 'bench' || value END, 'Bench ' || value FROM json_each('[0,1,2,3,4,5,6,7,8,9]');
WITH RECURSIVE u(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM u WHERE i < 19)
INSERT INTO users (id, email, first_name) SELECT 'bi-' || i, 'bi' || i || '@example.com', 'Inspector' FROM u;
INSERT INTO memberships (organization_id, user_id, role) VALUES ('bo-0', '${managerId}', 'manager'), ('bo-0', '${inspectorId}', 'inspector');
WITH RECURSIVE u(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM u WHERE i < 19)
INSERT INTO memberships (organization_id, user_id, role) SELECT 'bo-0', 'bi-' || i, 'inspector' FROM u;
WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${TOTAL - 1})
INSERT INTO cases (id, organization_id, reference, company_name, site_address, verification_type, due_at, assignee_id, status, created_at, updated_at)
SELECT printf('bc-%08d', i), 'bo-' || (i % 10), 'REF-' || i,
  (CASE i % 7 WHEN 0 THEN 'Godavari Agro' WHEN 1 THEN 'Konkan Fisheries' WHEN 2 THEN 'Deccan Foods' WHEN 3 THEN 'Malabar Spice' WHEN 4 THEN 'Nilgiri Tea' WHEN 5 THEN 'Hooghly Jute' ELSE 'Sahyadri Steel' END) || ' ' || (i % 5000),
  'MIDC Road, Pune', 'business_premises',
  strftime('%Y-%m-%dT%H:%M:%fZ', '2026-06-01', '+' || (i * 31) || ' seconds'),
  CASE WHEN (i / 10) % 100 < 10 THEN NULL WHEN (i / 70) % 20 = 0 THEN '${inspectorId}' ELSE 'bi-' || ((i / 70) % 20) END,
  CASE WHEN (i / 10) % 100 < 10 THEN 'unassigned' WHEN (i / 10) % 100 < 50 THEN 'assigned' WHEN (i / 10) % 100 < 60 THEN 'in_progress' WHEN (i / 10) % 100 < 85 THEN 'submitted' ELSE 'verified' END,
  '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
FROM s;
ANALYZE;
`);
console.log(
  `seeded ${TOTAL.toLocaleString()} cases (${(TOTAL / 10).toLocaleString()} in the measured organization) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

async function measure(name, url, init, rowsOf) {
  const times = [];
  let rows = 0;
  for (let i = 0; i < REQUESTS + 5; i++) {
    const t = performance.now();
    const r = await fetch(url, init);
    if (!r.ok) throw new Error(`${name}: ${r.status} ${await r.text()}`);
    const body = await r.json();
    if (i >= 5) times.push(performance.now() - t);
    rows = rowsOf(body);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(46)} ${percentile(times, 50).toFixed(1).padStart(7)} ${percentile(times, 99).toFixed(1).padStart(7)}   ${rows}`);
}

const list = (search) => `${base}/app/org/bench/cases${search}${search ? "&" : "?"}_data=${encodeURIComponent("routes/app.org.$code.cases._index")}`;
const asManager = { headers: { Cookie: manager.cookie } };
// The first request after seeding may meet wrangler's proxy reconnecting: tried again a few times.
async function warm(url, init) {
  for (let i = 0; ; i++) {
    try {
      const r = await fetch(url, init);
      if (r.ok) return r.json();
      if (i > 10) throw new Error(`${url}: ${r.status}`);
    } catch (error) {
      if (i > 10) throw error;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}
const page = await warm(list(""), asManager);
const sqlDoor = (text) =>
  fetch(`${base}/dev/sql`, { method: "POST", headers: { Origin: base }, body: new URLSearchParams({ sql: text }) }).then((r) => r.json());
// The keyset of the organization's middle case, for a page half-way through the year.
const [mid] = (await sqlDoor(`SELECT due_at, id FROM cases WHERE organization_id = 'bo-0' ORDER BY due_at, id LIMIT 1 OFFSET ${TOTAL / 20}`)).results;
const middle = `${mid.due_at}|${mid.id}`;
console.log(`\n${REQUESTS} sequential requests each           p50 ms  p99 ms   rows`);
await measure("case list, page 1", list(""), asManager, (b) => b.cases.length);
await measure("case list, page 2 (keyset)", list(`?after=${encodeURIComponent(page.next)}`), asManager, (b) => b.cases.length);
await measure("case list, mid-year (keyset)", list(`?after=${encodeURIComponent(middle)}`), asManager, (b) => b.cases.length);
await measure("case list, status Unassigned", list("?status=unassigned"), asManager, (b) => b.cases.length);
await measure("case list, status In progress, mid-year", list(`?status=in_progress&after=${encodeURIComponent(middle)}`), asManager, (b) => b.cases.length);
await measure("case list, search one reference", list(`?q=REF-${TOTAL / 2}`), asManager, (b) => b.cases.length);
await measure("case list, search company 'agro' (LIKE)", list("?q=agro"), asManager, (b) => b.cases.length);
// The list's own query through the SQL door: the database's share of the loader's time, and its plan.
const listQuery = `SELECT c.id, c.reference, c.company_name, c.status, c.due_at, u.email FROM cases c LEFT JOIN users u ON u.id = c.assignee_id
  WHERE c.organization_id = 'bo-0' AND (c.due_at > '${mid.due_at}' OR (c.due_at = '${mid.due_at}' AND c.id > '${mid.id}')) ORDER BY c.due_at, c.id LIMIT 51`;
await measure(
  "case list query, mid-year (via /dev/sql)",
  `${base}/dev/sql`,
  { method: "POST", headers: { Origin: base }, body: new URLSearchParams({ sql: listQuery }) },
  (b) => b.results.length,
);
console.log(`  plan: ${(await sqlDoor(`EXPLAIN QUERY PLAN ${listQuery}`)).results.map((r) => r.detail).join("; ")}`);
// My cases is the allocation work's page; its query (the inspector's open cases, by due time) runs here
// through the app's D1 binding (the local SQL door), so the figure includes one HTTP round trip.
const openCases = `SELECT id, reference, company_name, site_address, due_at, status FROM cases
  WHERE organization_id = 'bo-0' AND assignee_id = '${inspectorId}' AND status IN ('unassigned', 'assigned', 'in_progress', 'revisit')
  ORDER BY due_at, id LIMIT 50`;
await measure(
  "inspector's open cases (query via /dev/sql)",
  `${base}/dev/sql`,
  { method: "POST", headers: { Origin: base }, body: new URLSearchParams({ sql: openCases }) },
  (b) => b.results.length,
);
await measure(
  "My cases page (the inspector's loader)",
  `${base}/app/org/bench/my-cases?_data=${encodeURIComponent("routes/app.org.$code.my-cases")}`,
  { headers: { Cookie: inspectorCookie } },
  (b) => (Array.isArray(b.cases) ? b.cases.length : Object.keys(b).length),
);
const plan = await (
  await fetch(`${base}/dev/sql`, { method: "POST", headers: { Origin: base }, body: new URLSearchParams({ sql: `EXPLAIN QUERY PLAN ${openCases}` }) })
).json();
console.log(`  plan: ${plan.results.map((r) => r.detail).join("; ")}`);

// Bulk creation: BULK rows through the queue; rows/s from the job's own start and finish.
const lines = ["reference,company name,address,verification type,due date,due time,instructions,assignee e-mail"];
for (let i = 0; i < BULK; i++)
  lines.push(`BULK-${i},Bulk Company ${i % 500},${i} MG Road Pune,Office,2031-01-15,11:00,,${i % 3 === 0 ? "bench-inspector@example.com" : ""}`);
const form = new FormData();
form.set("file", new File([lines.join("\n")], "bench.csv", { type: "text/csv" }));
const importPath = `${base}/app/org/bench/cases/import`;
const started = performance.now();
const posted = await fetch(`${importPath}?_data=${encodeURIComponent("routes/app.org.$code.cases.import")}`, {
  method: "POST",
  headers: { Cookie: manager.cookie, Origin: base },
  body: form,
});
const { job } = await posted.json();
let status;
for (;;) {
  status = (await (await fetch(`${importPath}?job=${job.id}&_data=${encodeURIComponent("routes/app.org.$code.cases.import")}`, asManager)).json()).job;
  if (status.status === "done" || status.status === "failed") break;
  await new Promise((r) => setTimeout(r, 100));
}
const wall = (performance.now() - started) / 1000;
const run = (Date.parse(status.finishedAt) - Date.parse(status.createdAt)) / 1000;
console.log(
  `\nbulk: ${status.succeeded} of ${BULK} rows created (${status.failed} refused); job ${run.toFixed(2)} s = ${Math.round(status.succeeded / run)} rows/s; upload to done ${wall.toFixed(2)} s = ${Math.round(status.succeeded / wall)} rows/s`,
);
console.log(
  `load average at the end: ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(", ")}`,
);
process.exit(0);
