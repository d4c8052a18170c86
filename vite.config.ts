import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { jspdfOptionalOff } from "./scripts/jspdf-optional";
import { radixCss } from "./scripts/radix-css";
import { radixIcons } from "./scripts/radix-icons";
import { radixTooltipOff } from "./scripts/radix-tooltip-off";
import { routeMatchingOnce } from "./scripts/route-matching-once";
import { serviceWorker } from "./scripts/service-worker";
import { swPrecache } from "./scripts/sw-precache";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: false;
  }
}

const icons = radixIcons();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    icons,
    radixTooltipOff(),
    jspdfOptionalOff(),
    routeMatchingOnce(),
    swPrecache({ everyPage: () => [icons.api.spriteUrl()] }),
    serviceWorker(),
    remix({
      // npm run dev builds beside the served build and then copies over it, so wrangler never sees it empty.
      buildDirectory: process.env.SITEPROOF_BUILD_DIR ?? "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  ssr: {
    target: "webworker",
    // Every package bundled into the server build, tree-shaken (wrangler would bundle them whole): a smaller
    // Worker (6.7 MB against 8.9 MB before gzip), and each integration test file's workerd loads a few modules,
    // not every package's (eight integration files: 26 s against 34 s). Photon stays outside: its WASM import
    // is for wrangler to bundle.
    noExternal: true,
    external: ["@cf-wasm/photon"],
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  css: {
    // Radix Themes without the components, colours, breakpoints and dark theme no page uses.
    postcss: { plugins: [radixCss({ colors: ["blue", "indigo", "red", "green", "amber", "sky", "teal", "slate", "gray"], sources: ["app"] })] },
  },
  // The server build keeps its dynamic imports as chunks (Vite inlines them for a webworker target): code a
  // request may never need (the PDF writer, the country borders, Photon, C2PA: platform/lazy.ts) is then
  // evaluated only when used, not at every isolate start (production's cold start, and each integration test
  // file's workerd). Without hoisted transitive imports, whose bare `import "pkg"` lines esbuild warns of.
  build: { minify: true, rollupOptions: isSsrBuild ? { output: { inlineDynamicImports: false, hoistTransitiveImports: false } } : {} },
}));
