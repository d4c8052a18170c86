// Analytics loader latency with 100,000 inspections (over the last 2 years) for one user.
// With --baseline REF, that commit's build is seeded the same and measured in the same run, the two
// servers taking turns range by range. --port P serves this checkout on P and the baseline on P + 1.
// Usage: npm run build && node bench/analytics.mjs [--requests 50] [--baseline REF] [--port 8793] [--json FILE]
import { writeFileSync } from "node:fs";
import { percentile, signIn, startServers } from "./server.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const REQUESTS = Number(opt("--requests", 50));
const BASELINE = opt("--baseline", null);
const PORT = Number(opt("--port", 8793));

const servers = await startServers(PORT, BASELINE);

for (const { name, sql } of servers) {
  const t0 = performance.now();
  sql(`
WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < 199)
INSERT INTO companies (id, user_id, name, address, state, created_at)
SELECT 'ac-' || i, 'demo-inspector', 'Company ' || i, 'Somewhere',
  CASE i % 10 WHEN 0 THEN 'Maharashtra' WHEN 1 THEN 'Karnataka' WHEN 2 THEN 'Tamil Nadu' WHEN 3 THEN 'Gujarat' WHEN 4 THEN 'Rajasthan' WHEN 5 THEN 'Uttar Pradesh' WHEN 6 THEN 'West Bengal' WHEN 7 THEN 'Madhya Pradesh' WHEN 8 THEN 'Bihar' ELSE 'Odisha' END,
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i * 3) || ' days') FROM s;
WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < 99999)
INSERT INTO inspections (id, user_id, user_email, inspector_name, company_id, company_name, timestamp, date, time,
  insurance_adequacy, activity_level, signboards, property_valuation, inventory_level, market_enquiry, overall_position, photo_count, is_uploaded, source, additional_data, created_at)
SELECT 'ai-' || i, 'demo-inspector', 'b@x', 'Bench', 'ac-' || (i % 200), 'Company ' || (i % 200),
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i * 630) || ' seconds'), 'd', 't',
  'adequate', 'moderate', 'as_per_kyc_docs', 'adequate', 'sufficient', 'satisfactory', CASE WHEN i % 4 = 0 THEN 'not_satisfactory' ELSE 'satisfactory' END, 3, 1, 'web',
  json_object('firstPhotoAt', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i * 630 + 1800) || ' seconds')),
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i * 630) || ' seconds')
FROM s;
WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < 1999)
INSERT INTO scheduled_visits (id, user_id, user_email, officer_name, company_name, scheduled_date, scheduled_time, scheduled_at, purpose, is_completed)
SELECT 'av-' || i, 'demo-inspector', 'b@x', 'Bench', 'Company ' || (i % 200), date('now', '-' || i || ' days'), '09:00', strftime('%Y-%m-%dT09:00:00.000Z', 'now', '-' || i || ' days'), 'Audit', i % 2 FROM s;
ANALYZE;
`);
  console.log(`${name}: seeded 100,000 inspections, 200 companies and 2,000 visits for one user in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
for (const s of servers) s.cookie = (await signIn(s.base)).cookie;

const results = [];
console.log(`\nGET /app/analytics loader (?_data), ${REQUESTS} sequential requests each; servers take turns range by range`);
console.log(`range        ${servers.map((s) => `${s.name.padEnd(18)}p50 ms  p99 ms`).join("   ")}   inspections in range`);
// "shell" is the floor: the signed-in shell's loader (one D1 query) through the same route machinery,
// so a loaded machine's share of each figure shows beside it.
for (const range of ["shell", "week", "month", "quarter", "year"]) {
  const cells = [];
  let total = null;
  for (const s of servers) {
    const times = [];
    for (let n = 0; n < REQUESTS + 5; n++) {
      const t = performance.now();
      const url = range === "shell" ? `${s.base}/app?_data=routes%2Fapp` : `${s.base}/app/analytics?range=${range}&_data=routes%2Fapp.analytics`;
      const body = await (await fetch(url, { headers: { Cookie: s.cookie } })).json();
      if (n >= 5) times.push(performance.now() - t);
      // Both builds must count the same figures, or the comparison means nothing.
      if (range === "shell") continue;
      if (total !== null && body.stats.inspections !== total) throw new Error(`${s.name} counts ${body.stats.inspections} for ${range}, not ${total}`);
      total = body.stats.inspections;
    }
    times.sort((a, b) => a - b);
    const r = { server: s.name, range, p50: percentile(times, 50), p99: percentile(times, 99), inspections: total };
    results.push(r);
    cells.push(`${"".padEnd(18)}${r.p50.toFixed(1).padStart(6)} ${r.p99.toFixed(1).padStart(7)}`);
  }
  console.log(`${range.padEnd(12)} ${cells.join("   ")}   ${total ?? "(shell loader, the floor)"}`);
}
if (opt("--json", null)) writeFileSync(opt("--json"), JSON.stringify(results, null, 2));
process.exit(0);
