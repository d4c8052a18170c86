// npm start: build, apply migrations to the local D1 and seed the demo users, serve the Worker (both in
// scripts/serve.mjs), then seed the demo portfolio (scripts/demo/seed-demo.ts) once the app answers.
// Options: --port N (8787), --persist-to DIR (.wrangler/state), --skip-build,
// --no-demo (or SITEPROOF_DEMO=0): only the two demo accounts, no portfolio (the e2e tests),
// --watch (npm run dev): rebuild on every save under app/; the Worker is bundled again and open pages reload.
// --inspector: attach the devtools inspector (port 9229), as npm run dev and `wrangler dev` do (bench/request-cpu.mjs).
import { execFileSync, spawn } from "node:child_process";
import { cpSync, readdirSync, watch } from "node:fs";
import { ensureDevVars } from "./dev-vars.mjs";
import { prepareDatabase, serve } from "./serve.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const port = opt("--port", "8787");
const persist = opt("--persist-to", ".wrangler/state");
const demo = !args.includes("--no-demo") && process.env.SITEPROOF_DEMO !== "0";
const bin = (name) => `node_modules/.bin/${name}`;
const run = (cmd, argv, extra = {}) => execFileSync(bin(cmd), argv, { stdio: "inherit", ...extra });
const vars = await ensureDevVars();
if (!args.includes("--skip-build")) run("remix", ["vite:build"]);
try {
  await prepareDatabase({ persist, sql: execFileSync(bin("tsx"), ["scripts/seed.ts", vars.PASSWORD_PEPPER], { encoding: "utf8" }) });
} catch (error) {
  console.error(`The local database could not be prepared: ${error?.message ?? error}`);
  process.exit(1);
}

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
// Miniflare serves the Worker, not `wrangler dev`: no dev proxy in front of it (scripts/serve.mjs), and
// no devtools inspector unless asked: `wrangler dev` always attaches one, which reports every request
// the Worker makes, each D1 query included, and cost this machine about 2 ms of CPU per query
// (bench/request-cpu.mjs). npm start runs without it; npm run dev (and --inspector) attach it.
let server;
try {
  server = await serve({
    port: Number(port),
    persist,
    vars: { ...vars, APP_URL: url, ...(watching ? { DEV_RELOAD: "1" } : {}) },
    inspectorPort: watching || args.includes("--inspector") ? 9229 : undefined,
  });
} catch (error) {
  // A port in use or workerd exiting: say it and stop rather than wait for a server that never answers.
  console.error(`The server could not go on: ${error?.message ?? error}`);
  process.exit(1);
}
if (server.inspectorUrl) console.log(`Devtools inspector: ${server.inspectorUrl}`);

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
// Miniflare and rebuilds on save instead: the new build is bundled and swapped in (serve.mjs reload), and
// open pages reload themselves (DEV_RELOAD, see workers/local-doors/reload.ts).
if (watching) {
  let timer;
  let building = false;
  let again = false;
  const STAGING = ".wrangler/dev-build";
  const rebuild = () => {
    if (building) return void (again = true);
    building = true;
    const started = Date.now();
    // Vite empties its output first: the served assets would be gone until it finished.
    const build = spawn(bin("remix"), ["vite:build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...buildEnv, SITEPROOF_BUILD_DIR: STAGING } });
    build.on("exit", async (code) => {
      if (code === 0) {
        cpSync(`${STAGING}/client`, "build/client", { recursive: true });
        cpSync(`${STAGING}/server`, "build/server", { recursive: true });
        try {
          await server.reload();
        } catch (error) {
          console.error(`The new build could not be served: ${error?.message ?? error}`);
        }
      }
      building = false;
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
