// npm test: build once (the unit tier, which needs no build, runs meanwhile), then the Workers integration
// tier, then end-to-end in Chromium.
// Installs Debian's Chromium and poppler-utils first when they are missing. A tier that allows a second try
// and a test that needed one are named at the end (tests/retried-reporter.ts), and fail the run.
// Ends with each step's time and one "N passed, N failed" line.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { FULL_BROWSER, HEADLESS_SHELL } from "../tests/e2e/chromium.mjs";

const CHROMIUM = [HEADLESS_SHELL, FULL_BROWSER];
const TIERS = [
  ["unit", "vitest.unit.config.ts"],
  ["integration", "vitest.integration.config.ts"],
  ["e2e", "vitest.e2e.config.ts"],
];

// Browser tests need Chromium (tests/e2e/chromium.mjs); report tests read PDFs with poppler's pdftotext, pdfinfo and pdftoppm.
function ensureBrowserTools() {
  if (CHROMIUM.every((path) => existsSync(path)) && existsSync("/usr/bin/pdftotext")) return;
  console.log("Installing Debian's chromium, chromium-headless-shell and poppler-utils packages...");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (...args) =>
    execFileSync(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt("update", "-qq");
  apt("install", "-y", "-qq", "chromium", "chromium-headless-shell", "poppler-utils");
}

const times = [];
const timed = async (name, fn) => {
  const start = performance.now();
  const result = await fn();
  times.push([name, (performance.now() - start) / 1000]);
  return result;
};
const started = performance.now();

const tierArgs = (tier, config) => [
  "run",
  "-c",
  config,
  "--reporter=default",
  "--reporter=json",
  "--reporter=./tests/retried-reporter.ts",
  `--outputFile.json=test-results/${tier}.json`,
];
// Built above: the tiers' own build-first steps can skip.
const tierEnv = (tier) => ({ ...process.env, SITEPROOF_BUILT: "1", RETRIED_OUT: `test-results/${tier}-retried.json` });

/** Runs a command; `held` keeps its output to print later (the unit tier's, while the build prints). */
function run(cmd, argv, { env = process.env, held = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { env, stdio: held ? "pipe" : "inherit" });
    let out = "";
    child.stdout?.on("data", (d) => (out += d));
    child.stderr?.on("data", (d) => (out += d));
    child.on("close", (status) => resolve({ status, out }));
  });
}

mkdirSync("test-results", { recursive: true });
const unit = timed("unit", () => run("node_modules/.bin/vitest", tierArgs("unit", "vitest.unit.config.ts"), { env: tierEnv("unit"), held: true }));
const build = await timed("build", () => run("npm", ["run", "-s", "build"]));
if (build.status !== 0) process.exit(1);
ensureBrowserTools();

let passed = 0;
let failed = 0;
/** Test files that failed outside any test (an import that threw): their tests never ran, so no count above has them. */
let filesFailed = 0;
let broken = false;
const retried = [];
const retrying = [];
for (const [tier, config] of TIERS) {
  console.log(`\n=== ${tier} tests ===`);
  const result =
    tier === "unit"
      ? await unit.then(({ status, out }) => (process.stdout.write(out), { status }))
      : await timed(tier, () => run("node_modules/.bin/vitest", tierArgs(tier, config), { env: tierEnv(tier) }));
  try {
    const report = JSON.parse(readFileSync(`test-results/${tier}.json`, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    filesFailed += report.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
    if (report.numTotalTests === 0) broken = true;
    const tries = JSON.parse(readFileSync(`test-results/${tier}-retried.json`, "utf8"));
    if (tries.retry > 0) retrying.push(`${config} (retry: ${tries.retry})`);
    retried.push(...tries.retried);
  } catch {
    broken = true;
  }
  if (result.status !== 0) broken = true;
}
// A flaky test fails the run even when its second try passed: it is mended, not retried.
if (retrying.length) console.error(`\nThese tiers allow a second try, which hides flaky tests (set retry: 0):\n${retrying.join("\n")}`);
if (retried.length) console.error(`\nThese tests needed a second try (flaky: to be mended):\n${retried.join("\n")}`);
console.log(`\n${times.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(", ")}; total ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed${filesFailed ? `; ${filesFailed} test files failed before their tests ran` : ""}`);
process.exit(broken || failed > 0 || retrying.length || retried.length ? 1 : 0);
