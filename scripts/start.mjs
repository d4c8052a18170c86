// npm start: build, apply migrations to the local D1, seed the demo users, serve with wrangler dev.
// Options: --port N (8787), --persist-to DIR (.wrangler/state), --skip-build.
import { execFileSync, spawn } from "node:child_process";
import { ensureDevVars } from "./dev-vars.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const port = opt("--port", "8787");
const persist = opt("--persist-to", ".wrangler/state");
const bin = (name) => `node_modules/.bin/${name}`;
const run = (cmd, argv, extra = {}) => execFileSync(bin(cmd), argv, { stdio: "inherit", ...extra });

const vars = ensureDevVars();
if (!args.includes("--skip-build")) run("remix", ["vite:build"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
const seedSql = execFileSync(bin("tsx"), ["scripts/seed.ts", vars.PASSWORD_PEPPER], { encoding: "utf8" });
run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", persist, "--command", seedSql.replace(/\n/g, " ")], { stdio: ["ignore", "ignore", "inherit"] });

const url = `http://localhost:${port}`;
console.log(`
SiteProof is starting at ${url}
  Demo inspector: inspector@siteproof.test / inspect123
  Demo admin:     admin@siteproof.test / admin123
  Mail outbox:    ${url}/dev/outbox
`);
const dev = spawn(bin("wrangler"), ["dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", persist, "--var", `APP_URL:${url}`], { stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => dev.kill(sig));
dev.on("exit", (code) => process.exit(code ?? 0));
