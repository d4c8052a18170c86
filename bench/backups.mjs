// Auto Backup's daily run over --users users (100,000 by default) through the real local Queue: the
// cron's page messages, the pages' user messages (sendBatch, 100 a call), one R2 backup per user.
// The users are seeded by one SQL statement with Auto Backup on and no records of their own, so each
// backup is a small write (profile only): the figure is the Queue's fan-out and one write per user,
// not the size of anyone's data. The Worker runs in this process through wrangler's DevEnv (as
// scripts/start.mjs does), and the cron's work is run through the Worker's own local endpoint,
// GET /__scheduled (workers/scheduled.ts, open with TEST_SCHEDULED=1 to this machine), as npm start
// offers it.
// The time runs from the cron to the newest backup's upload time, read through a second local
// runtime on the same state (getPlatformProxy). Stops by itself: when every backup is there, or
// after --timeout-min minutes (exit code 1).
// Usage: npm run build && node bench/backups.mjs [--users 100000] [--port 8799] [--timeout-min 90]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const USERS = Number(opt("--users", 100_000));
const PORT = Number(opt("--port", 8799));
const TIMEOUT_MS = Number(opt("--timeout-min", 90)) * 60_000;
const PREFIX = "users/bk-";

// wrangler bundles React's development build unless told (see scripts/start.mjs).
process.env.NODE_ENV ??= "production";
const { getPlatformProxy, unstable_DevEnv: DevEnv } = await import("wrangler");

const state = mkdtempSync(join(tmpdir(), "siteproof-bench-"));
process.on("exit", () => rmSync(state, { recursive: true, force: true }));
const wrangler = (argv) => execFileSync("node_modules/.bin/wrangler", ["d1", ...argv, "DB", "--local", "--persist-to", state], { stdio: "ignore" });
wrangler(["migrations", "apply"]);
let t = performance.now();
const seed = join(state, "bench.sql");
writeFileSync(
  seed,
  `WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${USERS - 1})
INSERT INTO users (id, email, first_name, settings) SELECT 'bk-' || printf('%06d', i), 'bk' || i || '@example.com', 'Bench', '{"autoBackup":true}' FROM s;`,
);
execFileSync("node_modules/.bin/wrangler", ["d1", "execute", "DB", "--local", "--persist-to", state, "--file", seed], { stdio: "ignore" });
console.log(`Seeded ${USERS} users with Auto Backup on in ${((performance.now() - t) / 1000).toFixed(1)} s`);

const devEnv = new DevEnv();
const worker = await devEnv.startWorker({
  config: "wrangler.toml",
  // The local entry: the cron by hand (/__scheduled) is one of its doors, not the deployed Worker's.
  entrypoint: "workers/local.ts",
  bindings: { TEST_SCHEDULED: { type: "plain_text", value: "1" } },
  dev: { server: { hostname: "127.0.0.1", port: PORT }, inspector: false, persist: state },
});
await worker.ready;
const { env, dispose } = await getPlatformProxy({ configPath: "wrangler.toml", persist: { path: join(state, "v3") } });

async function stop(code) {
  await dispose();
  await worker.dispose();
  process.exit(code);
}

/** Backups listed after `startAfter` (keys sort by user id), with the newest upload time among them. */
async function countAfter(startAfter) {
  let count = 0;
  let last = startAfter;
  let newest = 0;
  for (let cursor, more = true; more;) {
    const page = await env.PHOTOS.list({ prefix: PREFIX, cursor, startAfter: cursor ? undefined : startAfter, limit: 1000 });
    for (const o of page.objects) {
      if (!o.key.includes("/backups/")) continue;
      count++;
      newest = Math.max(newest, o.uploaded.getTime());
    }
    if (page.objects.length) last = page.objects[page.objects.length - 1].key;
    more = page.truncated;
    cursor = page.truncated ? page.cursor : undefined;
  }
  return { count, last, newest };
}

console.log(`Auto Backup's daily run over ${USERS} users through the local Queue (max_batch_size 10, as wrangler.toml)`);
const at = `http://127.0.0.1:${PORT}`;
// The Worker's first request loads the bundle; that is not the run's time.
await fetch(`${at}/healthz`);
const started = Date.now();
const cron = await fetch(`${at}/__scheduled?time=${started}`);
const outcome = await cron.json().catch(() => ({ ok: false }));
if (!outcome.ok) {
  console.log(`The cron's run ended with ${cron.status} ${JSON.stringify(outcome)}`);
  await stop(1);
}
console.log(`Cron done (page messages sent) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// Users' messages go out in id order and the queue is first in, first out, so progress is counted
// past the last key seen; the end is confirmed by a full count.
let seen = { count: 0, last: undefined, newest: 0 };
let done = null;
while (!done) {
  if (Date.now() - started > TIMEOUT_MS) {
    const seconds = (seen.newest - started) / 1000;
    console.log(
      `Stopped after ${TIMEOUT_MS / 60_000} min: ${seen.count} of ${USERS} backups in ${seconds.toFixed(1)} s = ${(seen.count / seconds).toFixed(0)} backups/s`,
    );
    await stop(1);
  }
  await new Promise((r) => setTimeout(r, 5000));
  const more = await countAfter(seen.last);
  seen = { count: seen.count + more.count, last: more.last, newest: Math.max(seen.newest, more.newest) };
  console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s: ${seen.count} backups`);
  if (seen.count >= USERS) {
    const all = await countAfter(undefined);
    if (all.count >= USERS) done = all;
    else seen = all;
  }
}
const seconds = (done.newest - started) / 1000;
console.log(`${done.count} backups written in ${seconds.toFixed(1)} s = ${(done.count / seconds).toFixed(0)} backups/s`);
await stop(0);
