// npm test: build, then the three tiers in order (unit, Workers integration, end-to-end in Chromium).
// Installs Debian's Chromium and poppler-utils first when they are missing. Ends with one "N passed, N failed" line.
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

mkdirSync("test-results", { recursive: true });
execFileSync("node_modules/.bin/remix", ["vite:build"], { stdio: "inherit" });
ensureBrowserTools();

let passed = 0;
let failed = 0;
let broken = false;
for (const [tier, config] of TIERS) {
  console.log(`\n=== ${tier} tests ===`);
  const out = `test-results/${tier}.json`;
  const run = spawnSync("node_modules/.bin/vitest", ["run", "-c", config, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], {
    stdio: "inherit",
    // Built above: the integration tier's own build-first step can skip.
    env: { ...process.env, SITEPROOF_BUILT: "1" },
  });
  try {
    const report = JSON.parse(readFileSync(out, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) broken = true;
  } catch {
    broken = true;
  }
  if (run.status !== 0) broken = true;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
