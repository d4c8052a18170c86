// Static JS weight per page from the built Remix manifest: the entry, the manifest itself and every
// module (with its imports) of the routes a page matches, gzip -9 each, counted once. A quick check
// between builds; bench/lighthouse.mjs measures what a browser actually fetched.
// Code loaded later (a dialog on first open, the toaster and menus once the page is idle) is not counted.
// A page whose route says `hydrate: false` (app/ui/static-page.ts) loads no module: it weighs 0 here
// (its inline script is part of the HTML); the route's source beside the build tells which.
// Usage: npm run build && node bench/js-weight.mjs [--before OTHER_BUILD/client] [build/client]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const before = args.includes("--before") ? args.splice(args.indexOf("--before"), 2)[1] : null;
const after = args[0] ?? "build/client";
const PAGES = {
  "/login": "routes/login",
  "/app": "routes/app._index",
  "/app/camera": "routes/app.camera",
  "/app/history": "routes/app.history",
  "/app/database": "routes/app.database",
  "/app/scheduling": "routes/app.scheduling",
  "/app/analytics": "routes/app.analytics",
  "/app/notifications": "routes/app.notifications",
  "/app/profile": "routes/app.profile",
  "/admin-dashboard": "routes/admin-dashboard",
  "/verify/…": "routes/verify.$token",
};

/** kB gzip each page loads before it is interactive, in the build at `dir`. */
function pageWeights(dir) {
  const manifestFile = readdirSync(join(dir, "assets")).find((f) => f.startsWith("manifest-"));
  const manifest = JSON.parse(
    readFileSync(join(dir, "assets", manifestFile), "utf8")
      .replace(/^window.__remixManifest=/, "")
      .replace(/;$/, ""),
  );
  const weigh = (url) => gzipSync(readFileSync(join(dir, url)), { level: 9 }).length / 1024;
  const chain = (id) => (id ? [...chain(manifest.routes[id].parentId), manifest.routes[id]] : []);
  return Object.fromEntries(
    Object.entries(PAGES).map(([page, id]) => {
      const source = join(dir, "../../app", `${id}.tsx`);
      if (existsSync(source) && /hydrate: false/.test(readFileSync(source, "utf8"))) return [page, 0];
      const urls = new Set([manifest.entry.module, ...manifest.entry.imports, `/assets/${manifestFile}`]);
      for (const r of chain(id)) [r.module, ...r.imports].forEach((u) => urls.add(u));
      return [page, [...urls].reduce((a, u) => a + weigh(u), 0)];
    }),
  );
}

const now = pageWeights(after);
const then = before ? pageWeights(before) : null;
console.log(then ? "| page | JS kB gzip before | after |\n| --- | ---: | ---: |" : "| page | JS kB gzip |\n| --- | ---: |");
for (const page of Object.keys(PAGES)) console.log(`| \`${page}\` | ${then ? `${then[page].toFixed(1)} | ` : ""}${now[page].toFixed(1)} |`);
