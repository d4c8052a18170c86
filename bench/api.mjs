// The lender's API at scale: POST /api/v1/cases, GET /api/v1/cases?reference= and GET /api/v1/cases/{id}/result
// with --cases cases in the key's organization (100,000 by default, the figure), p50 and p99 in ms.
// The measured result's case has a sealed inspection and a signed disposition (rows written directly: the
// endpoint reads them the same whether or not their signatures check). Each measurement has its own key, as a
// key may make 600 requests a minute.
// Usage: npm run build && node bench/api.mjs [--requests 200] [--cases 100000] [--port 8921]
import { percentile, signIn, startServer } from "./server.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const REQUESTS = Number(opt("--requests", 200));
const TOTAL = Number(opt("--cases", 100_000));
const PORT = Number(opt("--port", 8921));
const server = await startServer(PORT);
const { base, sql } = server;
const owner = await signIn(base);
const ownerId = "demo-inspector";
const CODE = "benchapi";

const t0 = performance.now();
sql(`
INSERT INTO organizations (id, code, name) VALUES ('bo-api', '${CODE}', 'Bench Lender');
INSERT INTO memberships (organization_id, user_id, role) VALUES ('bo-api', '${ownerId}', 'owner');
WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${TOTAL - 1})
INSERT INTO cases (id, organization_id, reference, company_name, site_address, verification_type, due_at, assignee_id, status, created_at, updated_at)
SELECT printf('ba-%08d', i), 'bo-api', 'LN-' || i, 'Deccan Foods ' || (i % 5000), 'MIDC Road, Pune', 'residence',
  strftime('%Y-%m-%dT%H:%M:%fZ', '2026-06-01', '+' || (i * 31) || ' seconds'),
  CASE WHEN i % 10 = 0 THEN NULL ELSE '${ownerId}' END,
  CASE WHEN i % 10 = 0 THEN 'unassigned' WHEN i % 4 = 0 THEN 'verified' ELSE 'assigned' END,
  '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
FROM s;
UPDATE cases SET status = 'verified', submitted_at = '2026-06-02T10:00:00.000Z', disposed_at = '2026-06-02T12:00:00.000Z' WHERE id = 'ba-00000004';
INSERT INTO inspections (id, user_id, user_email, inspector_name, company_name, timestamp, date, time, insurance_adequacy, activity_level, signboards,
  property_valuation, inventory_level, market_enquiry, overall_position, organization_id, case_id, latitude, longitude, location_accuracy, location_name,
  seal, seal_signature, seal_key_id)
VALUES ('bench-inspection', '${ownerId}', 'inspector@siteproof.test', 'Demo Inspector', 'Deccan Foods 4', '2026-06-02T10:00:00.000Z', '2026-06-02', '10:00',
  'Adequate', 'High', 'Present', 'Fair', 'Medium', 'Positive', 'Good', 'bo-api', 'ba-00000004', 18.52, 73.86, 12, 'MIDC Road, Pune',
  '${JSON.stringify({ inspection: "bench-inspection", photos: [] }).replace(/'/g, "''")}', 'sig', 'k1');
INSERT INTO dispositions (id, organization_id, case_id, inspection_id, visit, outcome, remark, reviewer_id, reviewer_name, body, signature, key_id, created_at)
VALUES ('bench-disposition', 'bo-api', 'ba-00000004', 'bench-inspection', 1, 'verified', '', '${ownerId}', 'Demo Inspector', '{"outcome":"verified"}', 'sig', 'k1', '2026-06-02T12:00:00.000Z');
ANALYZE;
`);
console.log(`seeded ${TOTAL.toLocaleString()} cases in the key's organization in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

/** A key made on the owner's page, as an owner makes one. */
async function newKey(name, scopes) {
  const form = new URLSearchParams({ intent: "create", name });
  for (const s of scopes) form.append("scopes", s);
  const res = await fetch(`${base}/app/org/${CODE}/api?_data=${encodeURIComponent("routes/app.org.$code.api")}`, {
    method: "POST",
    headers: { Cookie: owner.cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
  });
  const { key } = await res.json();
  if (!key) throw new Error(`no key: ${res.status}`);
  return key;
}

async function measure(name, request, expected) {
  const times = [];
  for (let i = 0; i < REQUESTS + 5; i++) {
    const t = performance.now();
    const r = await request(i);
    if (r.status !== expected) throw new Error(`${name}: ${r.status} ${await r.text()}`);
    await r.arrayBuffer();
    if (i >= 5) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(44)} ${percentile(times, 50).toFixed(1).padStart(7)} ${percentile(times, 99).toFixed(1).padStart(7)}`);
}

const writer = await newKey("Bench writer", ["cases:write"]);
const reader = await newKey("Bench reader", ["cases:read"]);
const results = await newKey("Bench results", ["results:read"]);
const auth = (key, extra = {}) => ({ headers: { Authorization: `Bearer ${key}`, ...extra } });
const body = (i) =>
  JSON.stringify({
    reference: `BENCH-${Date.now().toString(36)}-${i}`,
    company_name: "Shree Ganesh Traders",
    site_address: "14 MG Road, Pune 411001",
    site_latitude: 18.5204,
    site_longitude: 73.8567,
    verification_type: "residence",
    due_at: "2026-12-01T17:00:00+05:30",
  });

console.log(`${REQUESTS} requests each, one at a time (ms)`.padEnd(44), "    p50     p99");
await measure(
  "POST /api/v1/cases",
  (i) => fetch(`${base}/api/v1/cases`, { method: "POST", body: body(i), ...auth(writer, { "Content-Type": "application/json" }) }),
  201,
);
await measure("GET /api/v1/cases?reference=", (i) => fetch(`${base}/api/v1/cases?reference=LN-${(i * 7919) % TOTAL}`, auth(reader)), 200);
await measure("GET /api/v1/cases/{id}/result (sealed, disposed)", () => fetch(`${base}/api/v1/cases/ba-00000004/result`, auth(results)), 200);
server.stop();
process.exit(0);
