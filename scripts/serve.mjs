// The local server behind npm start, npm run dev and the browser tests: the Worker bundled as
// `wrangler deploy` bundles it, run by Miniflare itself with wrangler.toml's bindings, assets, queue
// consumers and Durable Object, and its state where `wrangler dev --persist-to` keeps it (so
// `wrangler d1 --local --persist-to` reads and migrates the same database).
// Why not `wrangler dev` or its API: both put wrangler's dev proxy in front of the Worker, and that proxy
// reaches workerd over pooled keep-alive connections that workerd drops after 5 s idle. A request
// written on one just as it closes is lost: a GET is sent again, a POST answers wrangler's 503 "Your
// worker restarted mid-request" though nothing restarted (workers-sdk #14641). Here the browser talks
// to workerd directly, as it talks to Cloudflare's edge, and a client's own pool handles a closed
// keep-alive connection as it does anywhere.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

/**
 * The local Worker (workers/local.ts: the deployed workers/app.ts with the local-only doors in front)
 * and what it imports in one module, local.js (plus its WebAssembly), bundled as `wrangler deploy` bundles.
 */
export function bundle(outdir) {
  execFileSync("node_modules/.bin/wrangler", ["deploy", "workers/local.ts", "--dry-run", "--env=", "--outdir", outdir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * Applies migrations/ not yet applied to the local D1 under `persist`, then `sql`, as `wrangler d1
 * migrations apply --local` and `wrangler d1 execute --local` would (the same d1_migrations table), in
 * one workerd rather than one for each of wrangler's steps (about 18 for a new state).
 */
export async function prepareDatabase({ persist, sql }) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml", "");
  const mf = new Miniflare({ modules: true, script: "", d1Persist: join(persist, "v3", "d1"), d1Databases: { DB: workerOptions.d1Databases.DB } });
  try {
    const db = await mf.getD1Database("DB");
    await db.prepare(MIGRATIONS_TABLE).run();
    const applied = new Set((await db.prepare("SELECT name FROM d1_migrations").all()).results.map((row) => row.name));
    const pending = readdirSync("migrations")
      .filter((name) => name.endsWith(".sql") && !applied.has(name))
      .sort();
    // Local D1 runs a query of several statements as one (the real D1 does not); each migration with its record.
    for (const name of pending) {
      await db.batch([db.prepare(readFileSync(join("migrations", name), "utf8")), db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name)]);
    }
    if (pending.length) console.log(`Applied ${pending.length} migration(s): ${pending.join(", ")}`);
    await db.prepare(sql).run();
  } finally {
    await mf.dispose();
  }
}

/** wrangler's own table of applied migrations. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

/**
 * Bundles and serves the Worker at 127.0.0.1:`port` with its state under `persist` and `vars` over
 * wrangler.toml's [vars]. `reload()` bundles again (after a rebuild) and swaps the Worker in place.
 */
export async function serve({ port, persist, vars, inspectorPort }) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml", "");
  const options = () => ({
    host: "127.0.0.1",
    port,
    inspectorPort,
    // Request lines as `wrangler dev` prints them ("[wrangler:info] POST /login 303 See Other (12ms)").
    log: new Log(LogLevel.INFO, { prefix: "wrangler" }),
    defaultPersistRoot: join(persist, "v3"),
    workers: [
      {
        ...workerOptions,
        name: "siteproof",
        // Listed, not found by following imports: the bundle has dynamic import()s Miniflare cannot follow.
        modulesRoot: outdir,
        modules: [
          { type: "ESModule", path: join(outdir, "local.js") },
          ...readdirSync(outdir)
            .filter((file) => file.endsWith(".wasm"))
            .map((file) => ({ type: "CompiledWasm", path: join(outdir, file) })),
        ],
        bindings: { ...workerOptions.bindings, ...vars },
      },
    ],
  });
  // SITEPROOF_BUNDLE: this build's bundle, made once for all their servers by the browser tests. Else
  // its own folder, kept while serving for the source maps of stack traces (npm start and a second
  // server may bundle at once).
  const given = process.env.SITEPROOF_BUNDLE;
  const outdir = given ?? mkdtempSync(join(tmpdir(), "siteproof-bundle-"));
  const clean = () => given || rmSync(outdir, { recursive: true, force: true });
  const stop = async () => {
    await mf?.dispose();
    clean();
    process.exit(0);
  };
  let mf;
  try {
    if (!given) bundle(outdir);
    mf = new Miniflare(options());
    await mf.ready;
  } catch (error) {
    await mf?.dispose().catch(() => {});
    clean();
    throw error;
  }
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return {
    inspectorUrl: inspectorPort ? `ws://127.0.0.1:${inspectorPort}` : undefined,
    async reload() {
      bundle(outdir);
      await mf.setOptions(options());
    },
  };
}
