// History loader latency with 100,000 inspections for one user and 1,000,000 in the database.
// With --baseline REF, that commit's build is seeded and measured in the same run, case by case.
// --port P serves this checkout on P and the baseline on P + 1; --json FILE writes the figures.
// Usage: npm run build && node bench/history.mjs [--requests 100] [--baseline REF] [--port 8792] [--json FILE]
import { writeFileSync } from "node:fs";
import { percentile, signIn, startServers } from "./server.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const REQUESTS = Number(opt("--requests", 100));
const BASELINE = opt("--baseline", null);
const PORT = Number(opt("--port", 8792));
const servers = await startServers(PORT, BASELINE);

for (const { name, sql } of servers) {
  const t0 = performance.now();
  // 9 other users hold 900,000 inspections; the demo inspector holds 100,000. Rows are made in SQL,
  // and the FTS triggers index every one of them.
  sql(`
WITH RECURSIVE u(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM u WHERE i < 9)
INSERT INTO users (id, email, first_name) SELECT 'hb-' || i, 'hb' || i || '@example.com', 'Bench' FROM u;
INSERT INTO companies (id, user_id, name, address) VALUES ('bench-co', 'demo-inspector', 'Bench Company', 'Pune, Maharashtra');
WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < 999999)
INSERT INTO inspections (id, user_id, user_email, inspector_name, company_id, company_name, company_cin, company_gstin, location_name, timestamp, date, time,
  insurance_adequacy, activity_level, signboards, property_valuation, inventory_level, market_enquiry, overall_position, photo_count, source, is_uploaded, created_at)
SELECT 'hi-' || i,
  CASE WHEN i % 10 = 0 THEN 'demo-inspector' ELSE 'hb-' || (i % 10) END,
  'bench@example.com', 'Bench Inspector',
  CASE WHEN i % 1000 = 0 THEN 'bench-co' END,
  (CASE i % 7 WHEN 0 THEN 'Godavari Agro' WHEN 1 THEN 'Konkan Fisheries' WHEN 2 THEN 'Deccan Foods' WHEN 3 THEN 'Malabar Spice' WHEN 4 THEN 'Nilgiri Tea' WHEN 5 THEN 'Hooghly Jute' ELSE 'Sahyadri Steel' END) || ' ' || (i % 5000),
  'U' || printf('%05d', i % 100000) || 'MH2010PTC' || printf('%06d', i),
  '27ABCDE' || printf('%04d', i % 10000) || 'F1Z5',
  (CASE i % 5 WHEN 0 THEN 'MIDC Road, Pune' WHEN 1 THEN 'Ring Road, Surat' WHEN 2 THEN 'Salt Lake, Kolkata' WHEN 3 THEN 'Anna Salai, Chennai' ELSE 'MG Road, Bengaluru' END),
  strftime('%Y-%m-%dT%H:%M:%fZ', '2023-01-01', '+' || (i / 600) || ' days'), '01/01/2026', '10:00:00',
  'adequate', 'moderate', 'as_per_kyc_docs', 'adequate', 'sufficient', 'satisfactory', 'satisfactory', 2,
  CASE WHEN i % 3 = 0 THEN NULL ELSE 'web' END, 1,
  strftime('%Y-%m-%dT%H:%M:%fZ', '2023-01-01', '+' || (i * 60) || ' seconds')
FROM s;
ANALYZE;
`);
  console.log(`${name}: seeded 1,000,000 inspections (100,000 for the measured user) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
for (const s of servers) s.cookie = (await signIn(s.base)).cookie;

const CASES = [
  ["plain page 1", ""],
  ["page 1,000 (deep)", "?page=1000"],
  ["search 'agro' (14,286 matches)", "?q=agro"],
  ["search one CIN", "?q=MH2010PTC000010"],
  ["search 'ku' (2 letters, LIKE)", "?q=ku"],
  ["search no match", "?q=zzzz"],
  ["source filter: mobile (derived)", "?source=mobile"],
  ["company filter", "?company=bench-co"],
];
const results = [];
console.log(`\nGET /app/history loader (?_data), ${REQUESTS} sequential requests each; servers take turns case by case`);
console.log(`case                                   ${servers.map((s) => `${s.name.padEnd(18)}p50 ms  p99 ms`).join("   ")}   rows total`);
for (const [name, search] of CASES) {
  const cells = [];
  let total = 0;
  for (const { name: server, base, cookie } of servers) {
    const url = `${base}/app/history${search}${search ? "&" : "?"}_data=routes%2Fapp.history`;
    const times = [];
    for (let i = 0; i < REQUESTS + 5; i++) {
      const t = performance.now();
      const res = await fetch(url, { headers: { Cookie: cookie } });
      const body = await res.json();
      if (i >= 5) times.push(performance.now() - t);
      total = body.total;
    }
    times.sort((a, b) => a - b);
    results.push({ server, case: name, p50: percentile(times, 50), p99: percentile(times, 99), rows: total });
    cells.push(`${"".padEnd(18)}${percentile(times, 50).toFixed(1).padStart(6)} ${percentile(times, 99).toFixed(1).padStart(7)}`);
  }
  console.log(`${name.padEnd(38)} ${cells.join("   ")}   ${total}`);
}
if (opt("--json", null)) writeFileSync(opt("--json"), JSON.stringify(results, null, 2));
process.exit(0);
