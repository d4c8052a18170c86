// Lists, at build time, the code that pages keep off their first load (dialogs, menus, the toaster:
// every chunk a dynamic import reaches) as build/client/sw-precache.json: all of it, and for each
// route what its own page may load. Once a page is idle it asks the service worker to cache that
// (app/ui/precache.ts, app/sw/sw.ts), its own routes' first, so a page's dialogs and menus still open when
// the network drops, and no page fetches code it has not used.
// The report and export libraries are left out: a report or an export needs the network anyway.
import type { Plugin } from "vite";

/** Served at /sw-precache.json, where app/sw/sw.ts reads it. */
const PRECACHE_FILE = "sw-precache.json";
/** Modules whose chunks are only for reports and exports (PDF, QR code, ZIP). */
const NOT_OFFLINE = /node_modules\/(jspdf|qrcode|client-zip|fflate)\//;

export interface ChunkFacts {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  facadeModuleId?: string | null;
}

export interface PrecacheList {
  /** Everything, sorted. */
  all: string[];
  /** By Remix route id ("root", "routes/app.camera"): what that route's page may load later. */
  routes: Record<string, string[]>;
}

/** A route module's id from its file (app/root.tsx, app/routes/app.camera.tsx?__remix-build-client-route). */
const routeId = (file: string | null | undefined) => file?.match(/\/app\/(root|routes\/[^/?]+)\.tsx(\?.*)?$/)?.[1] ?? null;

/** The chunks reached by dynamic imports (with what they import), less the report and export ones. */
export function precacheList(chunks: ChunkFacts[]): PrecacheList {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (starts: string[]) => {
    const reached = new Set<string>();
    const visit = (name: string) => {
      const chunk = byName.get(name);
      if (!chunk || reached.has(name) || chunk.moduleIds.some((id) => NOT_OFFLINE.test(id))) return;
      reached.add(name);
      chunk.imports.forEach(visit);
    };
    starts.forEach(visit);
    return [...reached].sort().map((name) => `/${name}`);
  };
  /** The dynamic imports of a chunk and of everything it imports statically. */
  const lazyFrom = (start: ChunkFacts) => {
    const seen = new Set<string>();
    const walk = (name: string): string[] => {
      const chunk = byName.get(name);
      if (!chunk || seen.has(name)) return [];
      seen.add(name);
      return [...chunk.dynamicImports, ...chunk.imports.flatMap(walk)];
    };
    return walk(start.fileName);
  };
  const routes: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const id = routeId(chunk.facadeModuleId);
    if (id) routes[id] = closure(lazyFrom(chunk));
  }
  return { all: closure(chunks.flatMap((c) => c.dynamicImports)), routes };
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
      this.emitFile({ type: "asset", fileName: PRECACHE_FILE, source: JSON.stringify(precacheList(chunks)) });
    },
  };
}
