// Bundles the service worker (app/sw/sw.ts and the client modules it shares with the pages) into
// public/sw.js, which Vite copies into build/client. esbuild comes with Vite. Run after editing the
// worker or what it imports; tests/unit/service-worker.test.ts fails while public/sw.js is stale.
import { build } from "esbuild";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const SW_OPTIONS = {
  entryPoints: [fileURLToPath(new URL("../app/sw/sw.ts", import.meta.url))],
  bundle: true,
  format: "iife",
  target: "es2022",
  minify: false,
  legalComments: "none",
  write: false,
  banner: {
    js: "/* eslint-disable -- generated */\n// Built from app/sw/sw.ts by scripts/build-sw.mjs. Do not edit: edit the source and run node scripts/build-sw.mjs.",
  },
};

export async function buildServiceWorker() {
  const out = await build(SW_OPTIONS);
  return out.outputFiles[0].text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await buildServiceWorker();
  writeFileSync(fileURLToPath(new URL("../public/sw.js", import.meta.url)), text);
  console.log(`public/sw.js: ${text.length} bytes`);
}
