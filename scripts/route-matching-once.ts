// React Router 6 (@remix-run/router, which Remix 2 matches with) flattens and ranks the whole route tree
// and builds a RegExp for every route path it tries, on every matchRoutes call. A page request makes five
// or more such calls (the server's match, the static handler's, the render's, <Scripts>'s), and with 88
// routes that was 31 % of the Worker's CPU for a page (a workerd CPU profile; per-request CPU in bench/request-cpu.mjs).
// No later 6.x release caches either, so the server build does: a compiled path by its pattern (a pure
// function of three values), and a route array's ranked branches by the array (the server's routes never
// change after start). Only the server build: in the browser, lazy route discovery adds children to
// existing routes, so branches kept by the array would go stale. The build fails if the code moved.
import type { Plugin } from "vite";

const ROUTER = /\/node_modules\/@remix-run\/router\/dist\/router(\.cjs)?\.js$/;

const PATCHES: { what: string; find: string; replace: string }[] = [
  {
    what: "matchRoutesImpl's flattenRoutes and rankRouteBranches",
    find: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n",
    replace: "  let branches = rankedBranches(routes);\n",
  },
  {
    what: "compilePath",
    find: "function compilePath(path, caseSensitive, end) {",
    replace: [
      "const rankedByRoutes = new WeakMap();",
      "function rankedBranches(routes) {",
      "  let branches = rankedByRoutes.get(routes);",
      "  if (!branches) {",
      "    branches = flattenRoutes(routes);",
      "    rankRouteBranches(branches);",
      "    rankedByRoutes.set(routes, branches);",
      "  }",
      "  return branches;",
      "}",
      "const compiledPaths = new Map();",
      "function compilePath(path, caseSensitive, end) {",
      "  const key = `${caseSensitive}:${end}:${path}`;",
      "  let compiled = compiledPaths.get(key);",
      "  if (!compiled) compiledPaths.set(key, (compiled = compilePathOnce(path, caseSensitive, end)));",
      "  return compiled;",
      "}",
      "function compilePathOnce(path, caseSensitive, end) {",
    ].join("\n"),
  },
];

/** Patches `source` (one of @remix-run/router's builds); throws when a patch finds no single place to go. */
export function matchRoutesOnce(source: string, file: string): string {
  let out = source;
  for (const { what, find, replace } of PATCHES) {
    const at = out.indexOf(find);
    if (at === -1 || out.indexOf(find, at + 1) !== -1)
      throw new Error(`route-matching-once: ${what} not found once in ${file}; check the patch against this version`);
    out = out.slice(0, at) + replace + out.slice(at + find.length);
  }
  return out;
}

export function routeMatchingOnce(): Plugin {
  return {
    name: "route-matching-once",
    enforce: "pre",
    transform(code, id, options) {
      if (!options?.ssr || !ROUTER.test(id.split("?")[0])) return;
      return { code: matchRoutesOnce(code, id), map: null };
    },
  };
}
