// Company list loader latency with 10,000 companies for one user and 200,000 in the database.
// Usage: npm run build && node bench/companies.mjs [--requests 200]
import { percentile, signIn, startServer } from "./server.mjs";

const args = process.argv.slice(2);
const REQUESTS = Number(args.includes("--requests") ? args[args.indexOf("--requests") + 1] : 200);
const { base, sql } = await startServer(8790);

const t0 = performance.now();
// 19 other users hold 190,000 companies; the demo inspector holds 10,000. Rows are made in SQL.
sql(`
WITH RECURSIVE u(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM u WHERE i < 19)
INSERT INTO users (id, email, first_name) SELECT 'bench-' || i, 'bench' || i || '@example.com', 'Bench' FROM u;
WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < 199999)
INSERT INTO companies (id, user_id, name, cin, gstin, address, state, contact_person, created_at)
SELECT 'bc-' || i,
  CASE WHEN i < 10000 THEN 'demo-inspector' ELSE 'bench-' || (1 + i % 19) END,
  (CASE i % 5 WHEN 0 THEN 'Steel' WHEN 1 THEN 'Textile' WHEN 2 THEN 'Agro' WHEN 3 THEN 'Pharma' ELSE 'Logistics' END) || ' Works ' || i,
  'U' || printf('%05d', i % 100000) || 'MH2010PTC' || printf('%06d', i),
  '27ABCDE' || printf('%04d', i % 10000) || 'F1Z5',
  i || ' Industrial Area, ' || (CASE i % 10 WHEN 0 THEN 'Maharashtra' WHEN 1 THEN 'Karnataka' WHEN 2 THEN 'Tamil Nadu' WHEN 3 THEN 'Gujarat' WHEN 4 THEN 'Rajasthan' WHEN 5 THEN 'Uttar Pradesh' WHEN 6 THEN 'West Bengal' WHEN 7 THEN 'Madhya Pradesh' WHEN 8 THEN 'Bihar' ELSE 'Odisha' END),
  CASE i % 10 WHEN 0 THEN 'Maharashtra' WHEN 1 THEN 'Karnataka' WHEN 2 THEN 'Tamil Nadu' WHEN 3 THEN 'Gujarat' WHEN 4 THEN 'Rajasthan' WHEN 5 THEN 'Uttar Pradesh' WHEN 6 THEN 'West Bengal' WHEN 7 THEN 'Madhya Pradesh' WHEN 8 THEN 'Bihar' ELSE 'Odisha' END,
  CASE WHEN i % 97 = 0 THEN 'Meena Joshi' END,
  strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (i % 700) || ' days')
FROM s;
ANALYZE;
`);
console.log(`seeded 200,000 companies (10,000 for the measured user) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const { cookie } = await signIn(base);
const CASES = [
  ["plain page 1", ""],
  ["page 500 (deep)", "?page=500"],
  ["search 'steel' (matches 2,000)", "?q=steel"],
  ["search 'meena' (contact person, 104)", "?q=meena"],
  ["search no match", "?q=zzzz"],
  ["sort by date added, newest", "?sort=date"],
  ["sort by name, descending", "?dir=desc"],
  ["state filter Gujarat", "?state=Gujarat"],
];

console.log(`\nGET /app/database loader (?_data), ${REQUESTS} sequential requests each`);
console.log("case                                   p50 ms   p99 ms   rows total");
for (const [name, search] of CASES) {
  const url = `${base}/app/database${search}${search ? "&" : "?"}_data=routes%2Fapp.database`;
  const times = [];
  let total = 0;
  for (let i = 0; i < REQUESTS + 10; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { Cookie: cookie } });
    const body = await res.json();
    if (i >= 10) times.push(performance.now() - t);
    total = body.total;
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(38)} ${percentile(times, 50).toFixed(1).padStart(7)} ${percentile(times, 99).toFixed(1).padStart(8)}   ${total}`);
}
process.exit(0);
