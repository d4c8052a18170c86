// The module rules of docs/architecture.md, read from the imports themselves (type imports and lazy imports
// included): the platform imports no feature, features import each other in one direction, the user hub
// imports no feature, and no file reaches itself through its imports (what `madge --circular` reports, from the
// graph this file reads once for every rule, with TypeScript's own import scanner).
import { existsSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const files = execFileSync("git", ["ls-files", "app", "workers"], { encoding: "utf8" })
  .split("\n")
  .filter((f) => /\.tsx?$/.test(f) && existsSync(f));
const known = new Set(files);

/** The file an import names, or null for a package. */
function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? path.join("app", spec.slice(2)) : spec.startsWith(".") ? path.join(path.dirname(from), spec) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) if (known.has(candidate)) return candidate;
  return null;
}

const imports = new Map(
  files.map((f) => [
    f,
    ts
      .preProcessFile(readFileSync(f, "utf8"), true, true)
      .importedFiles.map((i) => resolve(f, i.fileName))
      .filter((t): t is string => t !== null),
  ]),
);

/** The cycles of a graph, each as a path: depth-first, a node met again while still open closes one. */
function cyclesOf(next: Map<string, Set<string>>): string[] {
  const open = new Set<string>();
  const done = new Set<string>();
  const cycles: string[] = [];
  const visit = (node: string, trail: string[]) => {
    open.add(node);
    for (const t of next.get(node) ?? []) {
      if (open.has(t)) cycles.push([...trail.slice(trail.indexOf(t)), node, t].join(" > "));
      else if (!done.has(t)) visit(t, [...trail, node]);
    }
    open.delete(node);
    done.add(node);
  };
  for (const node of next.keys()) if (!done.has(node)) visit(node, []);
  return cycles;
}

const featureOf = (f: string) => /^app\/features\/([^/]+)\//.exec(f)?.[1] ?? null;

/** Each import of a feature by the files `from` picks, as `file -> feature file`. */
const featureImportsOf = (from: (file: string) => boolean) =>
  files.filter(from).flatMap((f) => imports.get(f)!.flatMap((t) => (featureOf(t) ? [`${f} -> ${t}`] : [])));

/** Which features each feature imports. */
const featureImports = new Map<string, Set<string>>();
for (const [f, targets] of imports) {
  const from = featureOf(f);
  for (const to of targets.map(featureOf)) {
    if (!from || !to || from === to) continue;
    if (!featureImports.has(from)) featureImports.set(from, new Set());
    featureImports.get(from)!.add(to);
  }
}

describe("modules", () => {
  it("the platform imports no feature", () => {
    expect(featureImportsOf((f) => f.startsWith("app/platform/"))).toEqual([]);
  });

  it("the user hub (the Durable Object) imports no other feature", () => {
    const hub = "app/features/notifications/user-hub.ts";
    expect(imports.get(hub)!.filter((t) => featureOf(t) && featureOf(t) !== "notifications")).toEqual([]);
  });

  it("the shared components import no feature; only the shell (ui/shell/) puts features together, as routes do", () => {
    expect(featureImportsOf((f) => f.startsWith("app/ui/") && !f.startsWith("app/ui/shell/"))).toEqual([]);
  });

  it("no two features import each other", () => {
    const pairs = [...featureImports].flatMap(([a, to]) => [...to].filter((b) => a < b && featureImports.get(b)?.has(a)).map((b) => `${a} <-> ${b}`));
    expect(pairs.sort()).toEqual([]);
  });

  it("the features import each other in one direction as a whole: no feature reaches itself through others", () => {
    expect(cyclesOf(featureImports)).toEqual([]);
  });

  it("no file reaches itself through its imports", () => {
    expect(cyclesOf(new Map([...imports].map(([f, targets]) => [f, new Set(targets)])))).toEqual([]);
  });

  it("routes hold their own loader and action; features never see Remix's route arguments", () => {
    const featureArgs = files.filter((f) => f.startsWith("app/features/") && /\b(Client)?(Loader|Action)FunctionArgs\b/.test(readFileSync(f, "utf8")));
    // A loader or action is an inline function, bare or in the request wrappers, never a handler named elsewhere.
    const inline = /^(async )?\(|^(handled|handledLoader|verifyLoader|apiHandled)\((async )?\(/;
    const reexports = files.filter(
      (f) =>
        f.startsWith("app/routes/") &&
        [...readFileSync(f, "utf8").matchAll(/^export const (?:loader|action|clientLoader|clientAction) = (.*)$/gm)].some((m) => !inline.test(m[1])),
    );
    expect([...featureArgs, ...reexports]).toEqual([]);
  });
});

const source = (f: string) => readFileSync(f, "utf8");
const STATUS = "unassigned|assigned|in_progress|submitted|verified|not_verified|revisit|not_found";

describe("bundling", () => {
  it("no module is imported only for its side effects: the package is marked free of them, and the bundler drops such imports", () => {
    const bare = files.flatMap((f) =>
      [...source(f).matchAll(/^import\s+["']([^"']+)["'];?$/gm)].filter((m) => resolve(f, m[1]) !== null).map((m) => `${f}: import "${m[1]}"`),
    );
    expect(bare).toEqual([]);
  });
});

describe("one place for each rule", () => {
  it("no statement inserts the rows of a SELECT by column order, but through the one helper that names the columns", () => {
    // The triggers are migration source; the rate limit's statement inserts one column.
    const allowed = (f: string) =>
      f === "app/platform/db/insert-select.ts" || f.startsWith("app/platform/db/triggers/") || f === "app/features/account/rate-limit.server.ts";
    const found = files.filter(
      (f) => !allowed(f) && (/INSERT\s+INTO\s+\w+[^;`]*\bSELECT\b/i.test(source(f)) || /\.insert\([^)]*\)\s*\.select\(/.test(source(f))),
    );
    expect(found).toEqual([]);
  });

  it("lists of case statuses are spelled out in one module, for code and SQL", () => {
    const list = new RegExp(`IN\\s*\\(\\s*'(${STATUS})'|CaseStatus\\[\\]\\s*=\\s*\\[\\s*["']`);
    const found = files.filter((f) => f !== "app/platform/db/case-status.ts" && !f.startsWith("app/platform/db/tables/") && list.test(source(f)));
    expect(found).toEqual([]);
  });

  it("the notifications feature writes no case table", () => {
    const writes = /(insert|update|delete)\((cases|caseEvents)\b|(INSERT INTO|UPDATE|DELETE FROM)\s+(cases|case_events)\b/;
    expect(files.filter((f) => f.startsWith("app/features/notifications/") && writes.test(source(f)))).toEqual([]);
  });
});
