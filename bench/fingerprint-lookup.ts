// The fingerprint look-up (features/signals/fingerprints.server.ts `candidates`, the very SQL the
// Worker runs) against 10,000 and 1,000,000 stored photos in a local D1 (Miniflare's workerd and
// SQLite, the same as wrangler dev), before and after look-up windows in the same run: "one hash"
// probes with the photo's own hash only (the design before), "windows" with its 19 look-up windows,
// plus the guard statement each upload's insert batch now runs, and the distance check in JS.
// Stored rows are seeded in SQL (recursive CTE): random 64-bit hashes, as distinct photos have; the
// look-up windows are real ones, of demo frames (alike windows share band values).
// Usage: npx tsx bench/fingerprint-lookup.ts [--sizes 10000,1000000] [--runs 200]
import { readdirSync, readFileSync } from "node:fs";
import { Miniflare } from "miniflare";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../app/platform/db/schema";
import { candidates, findMatches, lookUpGuard } from "../app/features/signals/fingerprints.server";
import { type Fingerprint, photoFingerprint } from "../app/features/signals/fingerprint";
import { inspectImage } from "../app/features/capture/photo-image.server";
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
  return inspectImage(demoFrame(input, 31 + i * 7919)).fingerprint;
});

const mf = new Miniflare({ modules: true, script: "export default { fetch() { return new Response('') } }", d1Databases: ["DB"] });
const d1 = await mf.getD1Database("DB");
// The look-up reads photo_signals (its migration, as written) and photos' receipt_hash and discarded_at.
await d1.exec("CREATE TABLE users (id text PRIMARY KEY NOT NULL, email text NOT NULL)");
await d1.exec(
  "CREATE TABLE photos (id text PRIMARY KEY NOT NULL, user_id text NOT NULL REFERENCES users(id), file_name text NOT NULL, r2_key text NOT NULL, sha256 text NOT NULL, size integer NOT NULL, captured_at text NOT NULL, receipt_hash text, discarded_at text)",
);
const migration = readdirSync("migrations").find((f) => f.endsWith("_photo_signals.sql"))!;
for (const statement of readFileSync(`migrations/${migration}`, "utf8").split("--> statement-breakpoint")) {
  if (statement.trim()) await d1.exec(statement.replace(/\s*\n\s*/g, " ").trim());
}
const db = drizzle(d1, { schema }) as unknown as Db;
await d1.prepare("INSERT INTO users (id, email) VALUES ('bench', 'bench@example.com')").run();

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
  const timed = async (name: string, run: (fp: Fingerprint) => Promise<number>) => {
    const times: number[] = [];
    let read = 0;
    for (let r = 0; r < RUNS + 5; r++) {
      const fp = frames[r % frames.length];
      const t = performance.now();
      const n = await run(fp);
      if (r >= 5) times.push(performance.now() - t);
      read += n;
    }
    return `${name} p50 ${pct(times, 50).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms (${(read / (RUNS + 5)).toFixed(0)} candidates)`;
  };
  const lines = [
    await timed("one hash (before): look-up", async (fp) => (await candidates(db, [fp.hash], "none")).rows.length),
    await timed("windows (after): look-up", async (fp) => (await candidates(db, fp.windows!, "none")).rows.length),
    await timed("windows: look-up and distances", async (fp) => {
      await findMatches(db, fp, "none", null);
      return 0;
    }),
    await timed("guard statement", async (fp) => {
      await lookUpGuard(db, fp, "none", stored);
      return 0;
    }),
  ];
  console.log(`${size.toLocaleString("en")} stored photos; SELECT 1 round trip p50 ${pct(base, 50).toFixed(2)} ms`);
  for (const line of lines) console.log(`  ${line}`);
}
const plan = await d1
  .prepare(`EXPLAIN QUERY PLAN SELECT photo_id FROM photo_signals s WHERE s.band0 IN (1,2) OR s.band1 IN (3,4) OR s.band2 IN (5) OR s.band3 IN (6)`)
  .all();
console.log("plan:", plan.results.map((r) => (r as { detail: string }).detail).join(" | "));

// The fingerprint's CPU per upload: the grey squares and DCTs of its 19 windows over a 320×180
// thumbnail's pixels.
const thumb = new Uint8Array(320 * 180 * 4).map((_, i) => (i * 2654435761) >>> 24);
const fp: number[] = [];
for (let r = 0; r < 500; r++) {
  const t = performance.now();
  photoFingerprint(thumb, 320, 180, { width: 1280, height: 720 });
  fp.push(performance.now() - t);
}
console.log(`fingerprint of a 320×180 thumbnail: p50 ${pct(fp, 50).toFixed(3)} ms, p99 ${pct(fp, 99).toFixed(3)} ms`);
await mf.dispose();
