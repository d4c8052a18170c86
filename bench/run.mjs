// npm run bench: runs the product's speed benchmarks one after another on the existing build and prints
// each target with its figure. Every bench also runs on its own (see each file's usage line); this
// only passes a port and a JSON file to each and reads the figures back. Takes several minutes.
// --lighthouse adds page weight and Lighthouse scores (bench/lighthouse.mjs, a few minutes more);
// --baseline REF measures that commit's build beside this one in the benches that can;
// --port P serves on P (and P + 1 for a baseline), one bench at a time.
// Usage: npm run build && npm run bench -- [--lighthouse] [--baseline REF] [--port 8800]
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const PORT = Number(opt("--port", 8800));
const BASELINE = opt("--baseline", null);
const dir = mkdtempSync(join(tmpdir(), "siteproof-bench-run-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));

/** Runs one bench with its output on stderr (progress), and returns the figures it wrote. */
function bench(file, extra, { baseline = true, port = PORT } = {}) {
  const json = join(dir, `${file}.json`);
  const argv = [`bench/${file}`, ...extra, "--port", String(port), "--json", json, ...(baseline && BASELINE ? ["--baseline", BASELINE] : [])];
  console.error(`\n$ node ${argv.join(" ")}`);
  return new Promise((resolve, reject) => {
    const child = spawn("node", ["--import", "tsx", ...argv], { stdio: ["ignore", process.stderr, process.stderr] });
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(readFileSync(json, "utf8"))) : reject(new Error(`${file} exited with ${code}`))));
  });
}

const THIS = "this checkout";
const rows = [];
/** One line of the table; `before` is the baseline's figure when one was measured. */
const target = (name, figure, met, before = null) => rows.push({ name, figure, met, before });
const ms = (x) => `${x.toFixed(1)} ms`;
/** The baseline build's name in a bench's figures, when it measured one. */
const baselineOf = (list) => list.find((r) => r.server !== THIS)?.server ?? null;

async function step(name, run) {
  try {
    await run();
  } catch (e) {
    target(name, `failed: ${e.message}`, false);
  }
}

await step("HTTP", async () => {
  const r = await bench("http.mjs", ["--seconds", "8"]);
  const ratio = (s) => {
    const rps = (p) => s.routes.find((x) => x.path === p).rps;
    const hydrated = s.routes.some((x) => x.path === "/admin-login")
      ? `; ${(rps("/app") / rps("/admin-login")).toFixed(2)}x of /admin-login, which hydrates`
      : "";
    return {
      ratio: rps("/app") / rps("/login"),
      text: `${(rps("/app") / rps("/login")).toFixed(2)}x (${rps("/app").toFixed(0)} vs ${rps("/login").toFixed(0)} req/s${hydrated})`,
    };
  };
  const now = ratio(r.find((s) => s.server === THIS));
  const before = r.find((s) => s.server !== THIS);
  target("Signed-in shell: /app >= 0.60x of /login's req/s", now.text, now.ratio >= 0.6, before && ratio(before).text);
});

await step("History", async () => {
  const r = await bench("history.mjs", ["--requests", "30"]);
  const worst = (server) => r.filter((x) => x.server === server).reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const first = baselineOf(r);
  const w = worst(THIS);
  const text = (x) => `worst p99 ${ms(x.p99)} (${x.case})`;
  target("History at 100,000 of 1,000,000: p99 <= 60 ms, any search", text(w), w.p99 <= 60, first ? text(worst(first)) : null);
});

await step("Analytics", async () => {
  const r = await bench("analytics.mjs", ["--requests", "100"]);
  const year = (server) => r.find((x) => x.server === server && x.range === "year");
  const text = (x) => `p99 ${ms(x.p99)} (p50 ${ms(x.p50)})`;
  const first = baselineOf(r);
  target('Analytics "This Year" at 100,000: p99 <= 30 ms', text(year(THIS)), year(THIS).p99 <= 30, first ? text(year(first)) : null);
});

await step("CSV consumer", async () => {
  const r = await bench("csv-upload.mjs", ["--runs", "2"]);
  const rate = (server) => {
    const runs = r.filter((x) => x.server === server).map((x) => x.rowsPerSecond);
    return { best: Math.max(...runs), text: runs.map((x) => x.toFixed(0)).join(", ") + " rows/s" };
  };
  const first = baselineOf(r);
  const now = rate(THIS);
  target(
    "Admin CSV consumer >= 4,000 rows/s (each run)",
    now.text,
    Math.min(...r.filter((x) => x.server === THIS).map((x) => x.rowsPerSecond)) >= 4000,
    first ? rate(first).text : null,
  );
});

await step("Broadcast", async () => {
  const r = await bench("broadcast.mjs", ["--users", "10000", "--runs", "2"]);
  const runs = (server) => r.filter((x) => x.server === server);
  const text = (server) =>
    runs(server)
      .map((x) => `${x.seconds.toFixed(1)} s`)
      .join(", ");
  const first = baselineOf(r);
  const worst = Math.max(...runs(THIS).map((x) => x.seconds));
  target("Broadcast to 10,000 users <= 5 s (each run)", text(THIS), worst <= 5 && runs(THIS).every((x) => x.status === "done"), first ? text(first) : null);
});

await step("Worker bundle", async () => {
  // wrangler bundles the production Worker as it would upload it and prints its gzip size.
  const out = execFileSync("node_modules/.bin/wrangler", ["deploy", "--dry-run", "--outdir", join(dir, "worker"), "--env", "production"], { encoding: "utf8" });
  const m = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out);
  if (!m) throw new Error("wrangler printed no upload size");
  target(
    "Worker bundle under the paid plan's 10 MiB (gzip)",
    `${(Number(m[2]) / 1024).toFixed(2)} MiB gzip (${(Number(m[1]) / 1024).toFixed(2)} MiB raw)`,
    Number(m[2]) < 10 * 1024,
  );
});

if (args.includes("--lighthouse"))
  await step("Lighthouse", async () => {
    // lighthouse.mjs serves a baseline on port - 1.
    const r = (await bench("lighthouse.mjs", [], { port: PORT + 1 })).filter((x) => x.server === THIS);
    const min = (key) => r.reduce((a, b) => (b[key] < a[key] ? b : a));
    const perf = min("performance");
    const a11y = min("accessibility");
    target("Lighthouse mobile performance >= 95 on every page", `lowest ${perf.performance} (${perf.page})`, perf.performance >= 95);
    target("Lighthouse accessibility 100 on every page", `lowest ${a11y.accessibility} (${a11y.page})`, a11y.accessibility === 100);
    const css = r.reduce((a, b) => (b.css > a.css ? b : a));
    target("CSS <= 30 kB gzip per page", `largest ${css.css.toFixed(1)} kB (${css.page})`, css.css <= 30);
    const login = r.find((x) => x.page === "/login");
    if (login) target("JS <= 90 kB gzip on /login", `${login.js.toFixed(1)} kB`, login.js <= 90);
    const app = r.filter((x) => x.page.startsWith("/app")).reduce((a, b) => (b.js > a.js ? b : a), { js: 0, page: "none" });
    target("JS <= 150 kB gzip on every /app page", `largest ${app.js.toFixed(1)} kB (${app.page})`, app.js <= 150);
  });

const cells = (r) => [r.name, ...(BASELINE ? [r.before ?? "—"] : []), r.figure, r.met ? "yes" : "NO"];
const header = ["target", ...(BASELINE ? [`before (${BASELINE})`] : []), "figure", "met?"];
const widths = header.map((h, n) => Math.max(h.length, ...rows.map((r) => cells(r)[n].length)));
const line = (c) => c.map((x, n) => x.padEnd(widths[n])).join(" | ");
console.log(`\nIssue 18 targets (this machine; see bench/RESULTS.md)\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("-|-")}`);
for (const r of rows) console.log(line(cells(r)));
process.exit(rows.every((r) => r.met) ? 0 : 1);
