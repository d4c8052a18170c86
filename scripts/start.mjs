// npm start: build, apply migrations to the local D1, seed the demo users, serve the Worker with wrangler,
// then seed the demo portfolio (scripts/demo/seed-demo.ts) once the app answers.
// Options: --port N (8787), --persist-to DIR (.wrangler/state), --skip-build,
// --no-demo (or SITEPROOF_DEMO=0): only the two demo accounts, no portfolio (the e2e tests),
// --watch (npm run dev): rebuild on every save under app/; wrangler reloads the Worker and open pages reload (about 8 s).
// --inspector: attach wrangler's devtools inspector, as npm run dev and `wrangler dev` do (bench/request-cpu.mjs).
// --no-keep-warm: leave wrangler's dev proxy cold, as `wrangler dev` does (bench/dev-proxy.mjs; see keepWarm).
import { execFileSync, spawn } from "node:child_process";
import { cpSync, readdirSync, watch } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import { ensureDevVars } from "./dev-vars.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const port = opt("--port", "8787");
const persist = opt("--persist-to", ".wrangler/state");
const demo = !args.includes("--no-demo") && process.env.SITEPROOF_DEMO !== "0";
const bin = (name) => `node_modules/.bin/${name}`;
const run = (cmd, argv, extra = {}) => execFileSync(bin(cmd), argv, { stdio: "inherit", ...extra });
// wrangler's local D1 commands start a workerd for every statement batch (about 18 to migrate a new
// state). Once in CI one ended in wrangler's own assertion ("false == true") before any migration
// ran, and the same command then passes; both commands below are idempotent, so try again twice.
const runD1 = (argv, extra) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return run("wrangler", ["d1", ...argv], extra);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`wrangler d1 ${argv[0]} failed (attempt ${attempt} of 3); trying again`);
    }
  }
};

const vars = await ensureDevVars();
if (!args.includes("--skip-build")) run("remix", ["vite:build"]);
runD1(["migrations", "apply", "DB", "--local", "--persist-to", persist]);
const seedSql = execFileSync(bin("tsx"), ["scripts/seed.ts", vars.PASSWORD_PEPPER], { encoding: "utf8" });
runD1(["execute", "DB", "--local", "--persist-to", persist, "--command", seedSql.replace(/\n/g, " ")], {
  stdio: ["ignore", "ignore", "inherit"],
});

const url = `http://localhost:${port}`;
console.log(`
SiteProof is starting at ${url}
  Demo inspector: inspector@siteproof.test / inspect123
  Demo admin:     admin@siteproof.test / admin123
  Demo manager:   manager@siteproof.test / manage123  (Deccan Finance, the demo organization)
  Demo reviewer:  reviewer@siteproof.test / review123
  Mail outbox:    ${url}/dev/outbox
`);
const watching = args.includes("--watch");
const buildEnv = { ...process.env };
// wrangler bundles with NODE_ENV=development unless told: React's development server build, about
// twice as slow to render a page. npm start serves the production build as deployed.
process.env.NODE_ENV ??= watching ? "development" : "production";
// wrangler's own API (the engine of `wrangler dev`) rather than its `dev` command, for one setting:
// `wrangler dev` always attaches its devtools inspector, which reports every request the Worker
// makes, each D1 query included, to the wrangler process; that cost this machine about 2 ms of CPU
// per query (bench/request-cpu.mjs). npm start runs without it; npm run dev (and --inspector) keep it.
// Either way wrangler reloads the Worker when build/ changes, and its own SIGINT/SIGTERM handlers
// stop workerd.
const { unstable_DevEnv: DevEnv } = await import("wrangler");
const devEnv = new DevEnv();
// A failure once configured (a port in use, workerd exiting) comes as an event, not a rejection:
// say it and stop, as `wrangler dev` does, rather than wait for a server that never answers.
devEnv.on("error", (event) => {
  console.error(`The server could not go on: ${event?.reason ?? event?.message ?? event}`);
  process.exit(1);
});
const worker = await devEnv.startWorker({
  config: "wrangler.toml",
  bindings: {
    APP_URL: { type: "plain_text", value: url },
    ...(watching ? { DEV_RELOAD: { type: "plain_text", value: "1" } } : {}),
  },
  dev: { server: { hostname: "127.0.0.1", port: Number(port) }, inspector: watching || args.includes("--inspector") ? {} : false, persist },
});
await worker.ready;
const inspector = await worker.inspectorUrl;
if (inspector) console.log(`Devtools inspector: ${inspector}`);
if (!args.includes("--no-keep-warm")) keepWarm();

// wrangler's dev proxy reaches the Worker over pooled connections that both ends drop after 5 s idle
// (kj's two defaults). A request written on one just as the Worker's end closes it is lost: a GET is
// sent again, a POST answers wrangler's 503 "Your worker restarted mid-request" though nothing
// restarted (workers-sdk #14641). In the browser tests a photo upload or a sign-out was lost so in three
// full runs of five. The pool reuses its most recent connection first, so requests a second keep those
// from ever idling 5 s: six at once, as a page's burst of requests (two browser test files at a time, a
// page and its assets) holds several connections and the next POST may get any of them. Local only: a
// deployed Worker has no such proxy. The beats are HEADs, which nothing else sends to /healthz, and are
// left out of the request log.
function keepWarm() {
  const beat = /HEAD \/healthz /;
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => (beat.test(stripVTControlCharacters(String(chunk))) ? true : write(chunk, ...rest));
  const beats = () => {
    for (let i = 0; i < 6; i++) fetch(`${url}/healthz`, { method: "HEAD" }).catch(() => {});
  };
  setInterval(beats, 1000).unref();
}

async function seedPortfolio() {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
    try {
      if ((await fetch(`${url}/login`)).ok) break;
    } catch {
      /* not up yet */
    }
  }
  const seeder = spawn(bin("tsx"), ["scripts/demo/seed-demo.ts", url], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  seeder.stdout.on("data", (d) => (out += d));
  seeder.on("exit", (code) =>
    console.log(
      code === 0 ? `\nSiteProof is ready at ${url}\n${out}` : `\nThe demo portfolio could not be seeded (exit ${code}); the app runs without it.\n${out}`,
    ),
  );
}
if (demo) void seedPortfolio();

// The dev loop. Vite's dev server with Remix's Cloudflare proxy cannot host our Durable Object or run the
// queue consumer and the cron (getPlatformProxy runs neither), so `npm run dev` keeps the real Worker in
// wrangler and rebuilds on save instead: wrangler reloads the Worker when build/server changes, and
// open pages reload themselves (DEV_RELOAD, see workers/app.ts).
if (watching) {
  let timer;
  let building = false;
  let again = false;
  const STAGING = ".wrangler/dev-build";
  const rebuild = () => {
    if (building) return void (again = true);
    building = true;
    const started = Date.now();
    // Vite empties its output first; wrangler, watching build/, would fail on the empty folder.
    const build = spawn(bin("remix"), ["vite:build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...buildEnv, SITEPROOF_BUILD_DIR: STAGING } });
    build.on("exit", (code) => {
      building = false;
      if (code === 0) {
        cpSync(`${STAGING}/client`, "build/client", { recursive: true });
        cpSync(`${STAGING}/server`, "build/server", { recursive: true });
      }
      console.log(code === 0 ? `Rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s` : "The build failed: fix the error above and save again");
      if (again) {
        again = false;
        rebuild();
      }
    });
  };
  // One watch per folder (Node 20's recursive watch on Linux stops after an editor's rename-on-save);
  // folders made later are picked up on the next change.
  const watched = new Set();
  const watchTree = (dir) => {
    if (!watched.has(dir)) {
      watched.add(dir);
      watch(dir, (_event, file) => {
        if (dir === "app/styles" && file === "radix.css") return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          watchTree("app");
          rebuild();
        }, 200);
      });
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) watchTree(`${dir}/${entry.name}`);
  };
  watchTree("app");
  console.log("Watching app/ for changes");
}
