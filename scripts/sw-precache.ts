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
  /** Everything: the files every page uses first, then the chunks, sorted. */
  all: string[];
  /** By Remix route id ("root", "routes/app.camera"): what that route's page may load later. */
  routes: Record<string, string[]>;
}

/** A route module's id from its file (app/root.tsx, app/routes/app.camera.tsx?__remix-build-client-route). */
const routeId = (file: string | null | undefined) => file?.match(/\/app\/(root|routes\/[^/?]+)\.tsx(\?.*)?$/)?.[1] ?? null;

/** The chunks reached by dynamic imports (with what they import, lazily too), less the report and export
 *  ones; and `everyPage`, files every page uses that no chunk imports (the icon sprite), listed under root. */
export function precacheList(chunks: ChunkFacts[], everyPage: string[] = []): PrecacheList {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  /** The chunks reached from `starts` through `next`, less those bundling a report or export library. */
  const reach = (starts: string[], next: (chunk: ChunkFacts) => string[]) => {
    const reached = new Set<string>();
    const visit = (name: string) => {
      const chunk = byName.get(name);
      if (!chunk || reached.has(name) || chunk.moduleIds.some((id) => NOT_OFFLINE.test(id))) return;
      reached.add(name);
      next(chunk).forEach(visit);
    };
    starts.forEach(visit);
    return [...reached];
  };
  /** What dynamic imports from `chunks` may load: the chunks themselves, what they import, and what they load later in turn. */
  const lazy = (from: string[]) =>
    reach(
      from.flatMap((name) => byName.get(name)!.dynamicImports),
      (chunk) => [...chunk.imports, ...chunk.dynamicImports],
    )
      .sort()
      .map((name) => `/${name}`);
  const routes: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const id = routeId(chunk.facadeModuleId);
    // From the route module and everything it imports: what its page has loaded by the time it is idle.
    const list = id ? lazy(reach([chunk.fileName], (c) => c.imports)) : [];
    if (id && list.length) routes[id] = list;
  }
  if (everyPage.length) routes.root = [...everyPage, ...(routes.root ?? [])];
  return { all: [...everyPage, ...lazy(chunks.map((c) => c.fileName))], routes };
}

export function swPrecache({ everyPage = () => [] }: { everyPage?: () => string[] } = {}): Plugin {
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
      this.emitFile({ type: "asset", fileName: PRECACHE_FILE, source: JSON.stringify(precacheList(chunks, everyPage())) });
    },
  };
}
