// Lists, at build time, the code that pages keep off their first load (dialogs, menus, the toaster:
// every chunk a dynamic import reaches) as build/client/sw-precache.json. Once a page is idle it asks
// the service worker to cache that list (app/ui/precache.ts, app/sw/sw.ts), so every page's dialogs and
// menus work offline, not only those of the pages opened online, and no page fetches code it has not
// used. The report and export libraries are left out: a report or an export needs the network anyway.
import type { Plugin } from "vite";

export const PRECACHE_FILE = "sw-precache.json";
/** Modules whose chunks are only for reports and exports (PDF, QR code, ZIP). */
const NOT_OFFLINE = /node_modules\/(jspdf|qrcode|client-zip|fflate)\//;

export interface ChunkFacts {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

/** The chunks reached by dynamic imports (with what they import), less the report and export ones. */
export function precacheList(chunks: ChunkFacts[]): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const reached = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || reached.has(name) || chunk.moduleIds.some((id) => NOT_OFFLINE.test(id))) return;
    reached.add(name);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks) chunk.dynamicImports.forEach(visit);
  return [...reached].sort().map((name) => `/${name}`);
}

export function swPrecache(): Plugin {
  let ssr = false;
  return {
    name: "sw-precache",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const chunks = Object.values(bundle).flatMap((out) => (out.type === "chunk" ? [out] : []));
      const urls = precacheList(chunks);
      this.emitFile({ type: "asset", fileName: PRECACHE_FILE, source: JSON.stringify({ urls }) });
    },
  };
}
