// npm test: build once, then the three tiers in order (unit, Workers integration, end-to-end in Chromium).
// Installs Debian's Chromium and poppler-utils first when they are missing. A tier that allows a second try
// and a test that needed one are named at the end (tests/retried-reporter.ts), and fail the run under
// SITEPROOF_NO_RETRIES=1. Ends with each step's time and one "N passed, N failed" line.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TIERS = [
  ["unit", "vitest.unit.config.ts"],
  ["integration", "vitest.integration.config.ts"],
  ["e2e", "vitest.e2e.config.ts"],
];

// Browser tests need Chromium; report tests read PDFs with poppler's pdftotext, pdfinfo and pdftoppm.
function ensureBrowserTools() {
  if (existsSync(CHROMIUM) && existsSync("/usr/bin/pdftotext")) return;
  console.log("Installing Debian's chromium and poppler-utils packages...");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (...args) =>
    execFileSync(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt("update", "-qq");
  apt("install", "-y", "-qq", "chromium", "poppler-utils");
}

const times = [];
const timed = (name, fn) => {
  const start = performance.now();
  const result = fn();
  times.push([name, (performance.now() - start) / 1000]);
  return result;
};

mkdirSync("test-results", { recursive: true });
timed("build", () => execFileSync("npm", ["run", "-s", "build"], { stdio: "inherit" }));
ensureBrowserTools();

let passed = 0;
let failed = 0;
let broken = false;
const retried = [];
const retrying = [];
for (const [tier, config] of TIERS) {
  console.log(`\n=== ${tier} tests ===`);
  const out = `test-results/${tier}.json`;
  const retriedOut = `test-results/${tier}-retried.json`;
  const run = timed(tier, () =>
    spawnSync(
      "node_modules/.bin/vitest",
      ["run", "-c", config, "--reporter=default", "--reporter=json", "--reporter=./tests/retried-reporter.ts", `--outputFile.json=${out}`],
      {
        stdio: "inherit",
        // Built above: the tiers' own build-first steps can skip.
        env: { ...process.env, SITEPROOF_BUILT: "1", RETRIED_OUT: retriedOut },
      },
    ),
  );
  try {
    const report = JSON.parse(readFileSync(out, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) broken = true;
    const tries = JSON.parse(readFileSync(retriedOut, "utf8"));
    if (tries.retry > 0) retrying.push(`${config} (retry: ${tries.retry})`);
    retried.push(...tries.retried);
  } catch {
    broken = true;
  }
  if (run.status !== 0) broken = true;
}
// A flaky test fails the run even when its second try passed: it is mended, not retried.
if (retrying.length) console.error(`\nThese tiers allow a second try, which hides flaky tests (set retry: 0):\n${retrying.join("\n")}`);
if (retried.length) console.error(`\nThese tests needed a second try (flaky: to be mended):\n${retried.join("\n")}`);
console.log(`\n${times.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(", ")}; total ${times.reduce((t, [, s]) => t + s, 0).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
// Until the browser tier's one known cause is gone (vitest.e2e.config.ts), retries are named, not failed:
// set SITEPROOF_NO_RETRIES=1 to fail on them.
const strict = process.env.SITEPROOF_NO_RETRIES === "1";
process.exit(broken || failed > 0 || (strict && (retrying.length || retried.length)) ? 1 : 0);
