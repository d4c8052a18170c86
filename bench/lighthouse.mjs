// Lighthouse (mobile emulation, default simulated throttling) on the main pages, against Debian's
// Chromium, with each page's JavaScript and CSS weight (gzip -9 of every script and stylesheet the
// page requested). Builds nothing: it serves the existing build on a fresh local state, signs in by
// POSTing the login form and hands the session cookie to Lighthouse as an extra header, and makes a
// verify page (a company, one uploaded photo, a saved inspection, a verify link) for the last row.
// With --baseline REF the same pages of that commit's build are measured in the same run.
// --port P serves this checkout on P and the baseline on P - 1.
// Scores depend on the host: the table gives Lighthouse's benchmarkIndex of each run; compare runs made at a like index.
// Usage: npm run build && npm run bench:lighthouse -- [--baseline REF] [--only /login,/app] [--json FILE] [--port 8797]
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { signIn, startServers } from "./server.mjs";
import { verifyPage } from "./verify-page.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const BASELINE = opt("--baseline", null);
const ONLY = opt("--only", null)?.split(",");
const JSON_OUT = opt("--json", null);
const PORT = Number(opt("--port", 8797));

const PAGES = [
  { path: "/login", as: null },
  ...["/app", "/app/camera", "/app/history", "/app/database", "/app/scheduling", "/app/analytics", "/app/notifications", "/app/profile"].map((path) => ({
    path,
    as: "inspector",
  })),
  { path: "/admin-dashboard", as: "admin" },
  { path: "verify", as: null },
].filter((p) => !ONLY || ONLY.includes(p.path));

const gzipCache = new Map();
async function gzipKb(url) {
  if (!gzipCache.has(url))
    gzipCache.set(
      url,
      fetch(url).then(async (r) => gzipSync(Buffer.from(await r.arrayBuffer()), { level: 9 }).length / 1024),
    );
  return gzipCache.get(url);
}

async function audit(chrome, url, cookie, attempt = 1) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  // A trace Chromium failed to record (NO_NAVSTART on a loaded machine) is Lighthouse's to retry, not the page's fault.
  if (lhr.runtimeError?.code === "NO_NAVSTART" && attempt < 3) return audit(chrome, url, cookie, attempt + 1);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  const requests = lhr.audits["network-requests"].details.items;
  const weigh = async (type) => (await Promise.all(requests.filter((r) => r.resourceType === type).map((r) => gzipKb(r.url)))).reduce((a, b) => a + b, 0);
  const failed = Object.values(lhr.audits).filter(
    (a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
  );
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    /** FCP, LCP, TBT and Speed Index in ms, CLS as is: what the score is made of. */
    metrics: Object.fromEntries(
      ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "speed-index", "cumulative-layout-shift"].map((id) => [
        id,
        lhr.audits[id].numericValue,
      ]),
    ),
    /** Lighthouse's measure of this host's CPU at the time (higher is faster): a loaded machine scores low, and every CPU-bound metric grows. */
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    js: await weigh("Script"),
    css: await weigh("Stylesheet"),
    a11y: failed.map(
      (a) =>
        `${a.id}: ${(a.details?.items ?? [])
          .map((i) => i.node?.selector ?? "")
          .filter(Boolean)
          .slice(0, 4)
          .join(" | ")}`,
    ),
  };
}

const servers = await startServers(PORT, BASELINE, PORT - 1);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const results = [];
try {
  for (const s of servers) {
    const cookies = { inspector: (await signIn(s.base)).cookie, admin: (await signIn(s.base, "admin@siteproof.test", "admin123")).cookie };
    for (const page of PAGES) {
      const path = page.path === "verify" ? await verifyPage(s.base, cookies.inspector) : page.path;
      const r = await audit(chrome, s.base + path, page.as && cookies[page.as]);
      results.push({ server: s.name, page: page.path === "verify" ? "/verify/…" : path, ...r });
      console.error(`${s.name} ${path}: ${r.performance} / ${r.accessibility}`);
    }
  }
} finally {
  await chrome.kill();
}

const kb = (x) => x.toFixed(1);
const s = (ms) => (ms / 1000).toFixed(1);
console.log(
  `| ${BASELINE ? "build | " : ""}page | performance | accessibility | JS gzip kB | CSS gzip kB | FCP s | LCP s | TBT ms | SI s | CLS | host CPU index |`,
);
console.log(`| ${BASELINE ? "--- | " : ""}--- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`);
for (const r of results) {
  const m = r.metrics;
  const timing = `${s(m["first-contentful-paint"])} | ${s(m["largest-contentful-paint"])} | ${Math.round(m["total-blocking-time"])} | ${s(m["speed-index"])} | ${m["cumulative-layout-shift"].toFixed(3)}`;
  console.log(
    `| ${BASELINE ? `${r.server} | ` : ""}\`${r.page}\` | ${r.performance} | ${r.accessibility} | ${kb(r.js)} | ${kb(r.css)} | ${timing} | ${r.benchmarkIndex} |`,
  );
}
const flagged = results.filter((r) => r.a11y.length);
if (flagged.length) {
  console.log("\nAccessibility audits below 1:");
  for (const r of flagged) for (const a of r.a11y) console.log(`- ${r.server} ${r.page}: ${a}`);
}
if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(results, null, 2));
process.exit(0);
