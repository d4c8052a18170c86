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
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

/** workers/app.ts and what it imports in one module (plus its WebAssembly), as `wrangler deploy` uploads it. */
function bundle(outdir) {
  execFileSync("node_modules/.bin/wrangler", ["deploy", "--dry-run", "--env=", "--outdir", outdir], { stdio: ["ignore", "ignore", "inherit"] });
}

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
          { type: "ESModule", path: join(outdir, "app.js") },
          ...readdirSync(outdir)
            .filter((file) => file.endsWith(".wasm"))
            .map((file) => ({ type: "CompiledWasm", path: join(outdir, file) })),
        ],
        bindings: { ...workerOptions.bindings, ...vars },
      },
    ],
  });
  // Its own folder, kept while serving for the source maps of stack traces: npm start and a second
  // server (the demo browser tests) may bundle at once.
  const outdir = mkdtempSync(join(tmpdir(), "siteproof-bundle-"));
  const stop = async () => {
    await mf?.dispose();
    rmSync(outdir, { recursive: true, force: true });
    process.exit(0);
  };
  let mf;
  try {
    bundle(outdir);
    mf = new Miniflare(options());
    await mf.ready;
  } catch (error) {
    await mf?.dispose().catch(() => {});
    rmSync(outdir, { recursive: true, force: true });
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
