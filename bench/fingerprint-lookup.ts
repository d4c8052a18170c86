// The fingerprint look-up (features/signals/fingerprints.server.ts `candidates`, the very SQL the
// Worker runs) against 10,000 and 1,000,000 stored photos in a local D1 (Miniflare's workerd and
// SQLite, the same as wrangler dev), before and after look-up windows in the same run: "before" is
// the design before (one hash probed, an OR over single-column band indexes reading each candidate's
// row: its SQL and indexes are kept here as they were), "windows" probes the 19 look-up windows
// through the (band, fingerprint) indexes alone; then the distance check in JS, and the guard
// statement each upload's insert batch now runs.
// Stored rows are seeded in SQL (recursive CTE): random 64-bit hashes, as distinct photos have; the
// look-up windows are real ones, of demo frames (alike windows share band values).
// Usage: npx tsx bench/fingerprint-lookup.ts [--sizes 10000,1000000] [--runs 200]
import { readdirSync, readFileSync } from "node:fs";
import { Miniflare } from "miniflare";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../app/platform/db/schema";
import { candidates, findMatches, lookUpGuard } from "../app/features/signals/fingerprints.server";
import { bandProbes, type Fingerprint, photoFingerprint } from "../app/features/signals/fingerprint";
import { inspectImage } from "../app/features/capture/photo-image.server";
import { fingerprintOf } from "../app/features/capture/accept-photo.server";
import { demoFrame } from "../app/features/demo/frame";
import type { Db } from "../app/platform/db/db.server";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const SIZES = arg("--sizes", "10000,1000000").split(",").map(Number);
const RUNS = Number(arg("--runs", "200"));

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const frames: Fingerprint[] = Array.from({ length: 20 }, (_, i) => {
  const at = new Date(1_790_000_000_000 + i * 1000);
  const input = { capturedAt: at, latitude: 18.5, longitude: 73.8, address: "Pune", photoId: crypto.randomUUID(), fileName: "SiteProof_1_abcdef12.jpg" };
  return fingerprintOf(inspectImage(demoFrame(input, 31 + i * 7919)));
});

const mf = new Miniflare({ modules: true, script: "export default { fetch() { return new Response('') } }", d1Databases: ["DB"], r2Buckets: ["PHOTOS"] });
const d1 = await mf.getD1Database("DB");
// Its stored hashes are random, never within MATCH_DISTANCE of a frame's: no fine print is compared,
// and no original is read from R2 (findMatches takes the bucket all the same).
const env = { PHOTOS: await mf.getR2Bucket("PHOTOS") } as unknown as Env;
// The look-up reads photo_signals (its migration, as written) and photos' receipt_hash and discarded_at.
await d1.exec("CREATE TABLE users (id text PRIMARY KEY NOT NULL, email text NOT NULL)");
await d1.exec(
  "CREATE TABLE photos (id text PRIMARY KEY NOT NULL, user_id text NOT NULL REFERENCES users(id), file_name text NOT NULL, r2_key text NOT NULL, sha256 text NOT NULL, size integer NOT NULL, captured_at text NOT NULL, receipt_hash text, discarded_at text)",
);
for (const migration of readdirSync("migrations")
  .filter((f) => /_photo_signals(_\w+)?\.sql$/.test(f))
  .sort()) {
  for (const statement of readFileSync(`migrations/${migration}`, "utf8").split("--> statement-breakpoint")) {
    const text = statement
      .replace(/^--.*$/gm, "")
      .replace(/\s*\n\s*/g, " ")
      .trim();
    if (text) await d1.exec(text);
  }
}
// The design before read through single-column band indexes.
for (let i = 0; i < 4; i++) await d1.exec(`CREATE INDEX before_band${i}_idx ON photo_signals (band${i})`);
const db = drizzle(d1, { schema }) as unknown as Db;
/** The look-up before windows, as it was: one hash, an OR of the four bands, ids and hashes read. */
const beforeSql = (hash: string) =>
  `SELECT photo_id AS photoId, fingerprint FROM photo_signals WHERE (${bandProbes(hash)
    .map((values, i) => `band${i} IN (${values.join(",")})`)
    .join(" OR ")}) AND inspection_id <> ? LIMIT 2000`;
await d1.prepare("INSERT INTO users (id, email) VALUES ('bench', 'bench@example.com')").run();

/** The windows' look-up as the Worker sends it (drizzle's SQL), for its plan. */
function candidatesSql() {
  let text = "";
  const spy = { batch: async (qs: { toSQL(): { sql: string } }[]) => ((text = qs[1].toSQL().sql), [[{ seen: 0 }], []]) };
  void candidates(Object.assign(Object.create(db), spy), frames[0].windows!);
  return text.replace(/limit \?/, "limit 40000");
}

let stored = 0;
for (const size of SIZES) {
  // Seeded in chunks of 50,000 rows: one statement per chunk keeps each under D1's limits.
  while (stored < size) {
    const n = Math.min(50_000, size - stored);
    const from = stored;
    await d1
      .prepare(
        `INSERT INTO photos (id, user_id, file_name, r2_key, sha256, size, captured_at, receipt_hash)
         WITH RECURSIVE k(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM k WHERE i < ${from + n - 1})
         SELECT 'p' || i, 'bench', 'f.jpg', 'k' || i, 's', 1, '2026-01-01', 'r' || i FROM k`,
      )
      .run();
    await d1
      .prepare(
        `INSERT INTO photo_signals (photo_id, user_id, inspection_id, fingerprint, band0, band1, band2, band3, received_at)
         SELECT id, 'bench', 'i' || (rowid / 8), printf('%016x', random()), abs(random()) % 65536, abs(random()) % 65536,
                abs(random()) % 65536, abs(random()) % 65536, '2026-01-01' FROM photos WHERE rowid > ${from}`,
      )
      .run();
    stored += n;
  }
  await d1.exec("ANALYZE");
  // The same round trip with a query that reads nothing: what the local binding itself costs.
  const base: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    await d1.prepare("SELECT 1").all();
    base.push(performance.now() - t);
  }
  // The four take turns on each frame, so the machine's load weighs on all of them alike.
  const runs: Record<string, (fp: Fingerprint) => Promise<number>> = {
    "before (one hash): look-up": async (fp) => (await d1.prepare(beforeSql(fp.hash)).bind("none").all()).results.length,
    "windows: look-up": async (fp) => (await candidates(db, fp.windows!)).rows.length,
    "windows: look-up and distances": async (fp) => (await findMatches(env, db, fp, "none", null, () => null), 0),
    "guard statement": async (fp) => (await lookUpGuard(db, fp, "none", stored).statement, 0),
  };
  const times = Object.fromEntries(Object.keys(runs).map((name) => [name, [] as number[]]));
  const read = Object.fromEntries(Object.keys(runs).map((name) => [name, 0]));
  for (let r = 0; r < RUNS + 5; r++) {
    for (const [name, run] of Object.entries(runs)) {
      const t = performance.now();
      const n = await run(frames[r % frames.length]);
      if (r >= 5) times[name].push(performance.now() - t);
      read[name] += n;
    }
  }
  const lines = Object.keys(runs).map(
    (name) =>
      `${name} p50 ${pct(times[name], 50).toFixed(2)} ms, p99 ${pct(times[name], 99).toFixed(2)} ms` +
      (read[name] ? ` (${(read[name] / (RUNS + 5)).toFixed(0)} candidates)` : ""),
  );
  console.log(`${size.toLocaleString("en")} stored photos; SELECT 1 round trip p50 ${pct(base, 50).toFixed(2)} ms`);
  for (const line of lines) console.log(`  ${line}`);
}
const plans = {
  before: beforeSql("0123456789abcdef"),
  windows: candidatesSql(),
};
for (const [name, text] of Object.entries(plans)) {
  const plan = await d1
    .prepare(`EXPLAIN QUERY PLAN ${text}`)
    .bind(...(name === "before" ? ["none"] : []))
    .all();
  console.log(`plan, ${name}:`, plan.results.map((r) => (r as { detail: string }).detail).join(" | "));
}

// The fingerprint's CPU per upload over a 320×180 thumbnail's pixels: its integral image, the grey
// squares and DCTs of its 19 windows, and its fine print.
const thumb = new Uint8Array(320 * 180 * 4).map((_, i) => (i * 2654435761) >>> 24);
const fp: number[] = [];
for (let r = 0; r < 500; r++) {
  const t = performance.now();
  photoFingerprint(thumb, 320, 180, { width: 1280, height: 720 });
  fp.push(performance.now() - t);
}
console.log(`fingerprint of a 320×180 thumbnail: p50 ${pct(fp, 50).toFixed(3)} ms, p99 ${pct(fp, 99).toFixed(3)} ms`);
await mf.dispose();
