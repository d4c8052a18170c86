import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { matchRoutesOnce } from "../../../scripts/route-matching-once";

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: Route };
type MatchRoutes = (routes: Route[], path: string) => Match[] | null;

const dist = join(createRequire(import.meta.url).resolve("@remix-run/router"), "..");
const original = (await import("@remix-run/router")) as unknown as { matchRoutes: MatchRoutes };
const patchedFile = join(mkdtempSync(join(tmpdir(), "route-matching-")), "router.mjs");
// Without its source map comment: the map is not beside the copy.
writeFileSync(patchedFile, matchRoutesOnce(readFileSync(join(dist, "router.js"), "utf8"), "router.js").replace(/^\/\/# sourceMappingURL=.*$/m, ""));
const patched = (await import(pathToFileURL(patchedFile).href)) as { matchRoutes: MatchRoutes };

// The shapes the app's routes take: a pathless root, nested layouts, index routes, params, an escaped
// layout (app.admin_.users.$userId), a splat.
const tree = (): Route[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "index", index: true },
      { id: "login", path: "login" },
      {
        id: "app",
        path: "app",
        children: [
          { id: "app.index", index: true },
          { id: "app.history", path: "history" },
          { id: "app.evidence", path: "evidence/:inspectionId" },
          { id: "app.admin", path: "admin" },
          { id: "app.admin_.users", path: "admin/users/:userId" },
          { id: "app.org", path: "org/:code/review/:caseId/photos/:photoId" },
        ],
      },
      { id: "verify", path: "verify/:token" },
      { id: "splat", path: "*" },
    ],
  },
];
const PATHS = [
  "/",
  "/login",
  "/LOGIN/",
  "/app",
  "/app/history",
  "/app/evidence/abc",
  "/app/admin/users/u%201",
  "/app/org/x/review/c/photos/p",
  "/verify/t",
  "/no/such/page",
  "/app/nope",
];

const summary = (matches: Match[] | null) => matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase }));

describe("route matching once (the server build's patch of @remix-run/router)", () => {
  it("applies to both of the installed router's builds", () => {
    for (const file of ["router.js", "router.cjs.js"]) {
      const out = matchRoutesOnce(readFileSync(join(dist, file), "utf8"), file);
      expect(out).toContain("function rankedBranches(routes)");
      expect(out).toContain("function compilePathOnce(path, caseSensitive, end)");
    }
  });

  it("fails the build, naming the patch, when the router's code has moved", () => {
    expect(() => matchRoutesOnce("function compilePath(path, caseSensitive, end) {}", "router.js")).toThrow(
      /flattenRoutes and rankRouteBranches not found once in router\.js/,
    );
  });

  it("matches every path as the router does, the first time and again from what it kept", () => {
    const routes = tree();
    for (let round = 0; round < 2; round++)
      for (const path of PATHS)
        expect(summary(patched.matchRoutes(routes, path)), `${path}, round ${round}`).toEqual(summary(original.matchRoutes(tree(), path)));
  });

  it("keeps ranked branches per route array: another tree is matched on its own", () => {
    expect(patched.matchRoutes(tree(), "/login")?.at(-1)?.route.id).toBe("login");
    const other: Route[] = [{ id: "other", path: "login/:x?" }];
    expect(summary(patched.matchRoutes(other, "/login"))).toEqual(summary(original.matchRoutes(other, "/login")));
  });
});
