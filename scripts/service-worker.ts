// Bundles the service worker (app/sw/sw.ts and the client modules it shares with the pages) into
// build/client/sw.js as part of the client build, so every build (npm run build, npm start, npm test,
// the integration tests' build-first step) ships the worker of the source it built. esbuild comes with Vite.
import { build, type BuildOptions } from "esbuild";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const SW_OPTIONS: BuildOptions = {
  entryPoints: [fileURLToPath(new URL("../app/sw/sw.ts", import.meta.url))],
  bundle: true,
  format: "iife",
  target: "es2022",
  minify: false,
  legalComments: "none",
  write: false,
  banner: { js: "// Built from app/sw/sw.ts by scripts/service-worker.ts during the client build." },
};

export async function buildServiceWorker(): Promise<string> {
  const out = await build(SW_OPTIONS);
  return out.outputFiles![0].text;
}

/** Served at /sw.js (the worker's scope is the whole site). */
export function serviceWorker(): Plugin {
  let ssr = false;
  return {
    name: "service-worker",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (ssr) return;
      this.emitFile({ type: "asset", fileName: "sw.js", source: await buildServiceWorker() });
    },
  };
}
