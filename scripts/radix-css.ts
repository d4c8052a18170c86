// Build-time trimming of Radix Themes' stylesheet (a PostCSS plugin for vite.config.ts).
// Radix ships one CSS for every component, colour scale, breakpoint and the dark theme (88 kB gzip);
// a page of ours needs a fraction. Radix names its classes by rule, so the unused parts are known
// from our sources: a component's classes (`rt-Button`, `rt-DialogContent`) appear literally in
// its compiled module; responsive classes carry their breakpoint (`md:rt-r-p-4`) and only the
// breakpoints our props name are built; colours are `[data-accent-color='x']`; the dark theme is
// `.dark`/`.dark-theme` and our Theme is fixed to light. A generic purger (PurgeCSS) cannot see the
// class names Radix builds at run time (`rt-r-size-${size}`) and would need them all safelisted,
// which keeps most of the weight; these four rules are exact for Radix's naming.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import type { Plugin, Rule } from "postcss";

const BREAKPOINTS = ["xs", "sm", "md", "lg", "xl"] as const;

type Options = {
  /** Accent colours and gray scales our components name (colour props and the Theme). */
  colors: string[];
  /** Folders of our sources: which Radix components they import and which breakpoints they use. */
  sources: string[];
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(tsx?|jsx?)$/.test(name) ? [path] : [];
  });
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** The component classes (`rt-Button`) our pages can render: every module of the Radix components we import, with what they import. */
export function usedRadix(sources: string[]) {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve("@radix-ui/themes/package.json"));
  const components = join(dist, "dist/esm/components");
  const code = sources
    .flatMap(files)
    .map((f) => readFileSync(f, "utf8"))
    .join("\n");
  const imported = new Set<string>();
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@radix-ui\/themes"/g)) {
    for (const part of m[1].split(",")) {
      const name = part
        .replace(/\btype\b/, "")
        .split(/\sas\s/)[0]
        .trim();
      if (/^[A-Z]/.test(name)) imported.add(name);
    }
  }
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/from\s*"(\.{1,2}\/[^"]+\.js)"/g)) visit(join(dirname(file), m[1]));
  };
  for (const name of imported) {
    const file = join(components, `${kebab(name)}.js`);
    try {
      statSync(file);
    } catch {
      throw new Error(`radix-css: no module for ${name} (looked for ${file})`);
    }
    visit(file);
  }
  const classes = new Set<string>();
  for (const file of seen) for (const m of readFileSync(file, "utf8").matchAll(/rt-[A-Z][A-Za-z]*/g)) classes.add(m[0]);
  // Layout props (`mt`, `gap`, `align`...) each build one family of classes (`rt-r-mt-4`); a family
  // stays when any prop that builds it is named, as a JSX attribute or an object key, in our
  // sources or in the Radix modules we use (Radix passes some to its own parts).
  const propsDir = join(dist, "dist/esm/props");
  const defs = [...readdirSync(propsDir).map((f) => join(propsDir, f)), ...readdirSync(components).map((f) => join(components, f))].filter((f) =>
    /\.props?\.js$/.test(f),
  );
  const families = new Map<string, Set<string>>();
  for (const file of defs) {
    for (const m of readFileSync(file, "utf8").matchAll(/([A-Za-z]+):\{[^{}]*?className:"(rt-r-[a-z-]+)"/g)) {
      if (!families.has(m[2])) families.set(m[2], new Set());
      families.get(m[2])!.add(m[1]);
    }
  }
  const named = new Set<string>();
  for (const m of code.matchAll(/\s([a-z][A-Za-z]*)=[{"']/g)) named.add(m[1]);
  const modules = [...seen].filter((f) => !/\.props?\.js$/.test(f) && !f.includes("/props/"));
  for (const text of [code, ...modules.map((f) => readFileSync(f, "utf8"))]) for (const m of text.matchAll(/[{,]\s*([a-z][A-Za-z]*):/g)) named.add(m[1]);
  const unusedFamilies = [...families].filter(([, props]) => ![...props].some((p) => named.has(p))).map(([cls]) => cls);
  // Responsive values are built only for props given a `{ initial, md, ... }` object; where such an
  // object is not written straight into a prop, any family may be responsive.
  const responsiveProps = new Set([...code.matchAll(/\s([a-z][A-Za-z]*)=\{\{\s*(?:initial|xs|sm|md|lg|xl):/g)].map((m) => m[1]));
  const allResponsive =
    [...code.matchAll(/\b(?:initial|xs|sm|md|lg|xl):\s*["'\d]/g)].length >
    [...code.matchAll(/=\{\{[^}]*\}\}/g)].flatMap((m) => [...m[0].matchAll(/\b(?:initial|xs|sm|md|lg|xl):/g)]).length;
  const fixedFamilies = allResponsive ? [] : [...families].filter(([, props]) => ![...props].some((p) => responsiveProps.has(p))).map(([cls]) => cls);
  // Variants, radii and scalings: the values our props name (literals, also inside a ternary) and
  // the defaults of the Radix modules we use; `null` where a prop gets a value we cannot read.
  const enumValues = new Map<string, Set<string> | null>();
  for (const prop of ["variant", "radius", "scaling"]) {
    let values: Set<string> | null = new Set();
    for (const m of code.matchAll(new RegExp(`\\s${prop}=(?:"([^"]*)"|\\{([^}]*)\\})`, "g"))) {
      const literals = m[1] !== undefined ? [m[1]] : [...m[2].matchAll(/"([^"]*)"/g)].map((l) => l[1]);
      if (!literals.length) values = null;
      for (const l of literals) values?.add(l);
    }
    for (const file of seen) for (const m of readFileSync(file, "utf8").matchAll(new RegExp(`\\b${prop}:\\{[^{}]*?default:"([^"]+)"`, "g"))) values?.add(m[1]);
    enumValues.set(prop, values);
  }
  // Breakpoints named in responsive props: `{ initial: "column", md: "row" }`.
  const breakpoints = new Set(BREAKPOINTS.filter((bp) => new RegExp(`\\b${bp}:\\s*["'{\\[\\d]`).test(code)));
  return { classes, breakpoints, unusedFamilies, fixedFamilies, enumValues };
}

/**
 * The selector with its parenthesised groups opened, and those `drop` picks removed: a `:not(...)`
 * never stops a match, and in `:where(.rt-A, .rt-B)` one unused alternative does not make the rule dead.
 */
function withoutGroups(selector: string, drop: (pseudo: string, inner: string) => boolean) {
  let s = selector;
  for (let prev = ""; prev !== s;) {
    prev = s;
    s = s.replace(/(:[a-z-]+)?\(([^()]*)\)/, (_, pseudo: string | undefined, inner: string) => (drop(pseudo ?? "", inner) ? " " : ` ${inner} `));
  }
  return s;
}

/** The PostCSS plugin: drops the rules of Radix Themes' CSS that no page of ours can match. */
export function radixCss({ colors, sources }: Options): Plugin {
  const { classes, breakpoints, unusedFamilies, fixedFamilies, enumValues } = usedRadix(sources);
  // `.rt-r-mx-4` and `.md\\:rt-r-mx` belong to the family rt-r-mx; `.rt-r-max-w` does not.
  const unusedFamily = unusedFamilies.length ? new RegExp(`\\.([a-z]{2}\\\\:)?(${unusedFamilies.join("|")})(?![a-z])`) : null;
  const fixedAtBreakpoint = fixedFamilies.length ? new RegExp(`\\.[a-z]{2}\\\\:(${fixedFamilies.join("|")})(?![a-z])`) : null;
  const keepColors = new Set(colors);
  const unusedBreakpoint = new RegExp(`(^|[\\s.(,>+~])(${BREAKPOINTS.filter((b) => !breakpoints.has(b)).join("|")})\\\\:`);
  const matchable = (raw: string) => {
    if (/\.dark(-theme)?\b/.test(withoutGroups(raw, (pseudo) => pseudo === ":not"))) return false;
    const selector = withoutGroups(raw, (pseudo, inner) => pseudo === ":not" || inner.includes(","));
    for (const m of selector.matchAll(/\[data-(?:accent|gray)-color=['"]?([a-z]+)['"]?\]/g)) if (!keepColors.has(m[1])) return false;
    for (const m of selector.matchAll(/\.rt-([A-Z][A-Za-z]*)/g)) if (!classes.has(`rt-${m[1]}`)) return false;
    if (unusedFamily?.test(selector) || fixedAtBreakpoint?.test(selector)) return false;
    for (const m of selector.matchAll(/\.rt-variant-([a-z]+)|\[data-(radius|scaling)=['"]?([^'"\]]+)['"]?\]/g)) {
      const values = enumValues.get(m[1] ? "variant" : m[2]);
      if (values && !values.has(m[1] ?? m[3])) return false;
    }
    return !unusedBreakpoint.test(selector);
  };
  return {
    postcssPlugin: "radix-css",
    Rule(rule: Rule) {
      if (!rule.source?.input.file?.includes("@radix-ui/themes")) return;
      if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as { name: string }).name)) return;
      const kept = rule.selectors.filter(matchable);
      if (kept.length === 0) {
        const parent = rule.parent;
        rule.remove();
        // An @media or @supports left empty goes too.
        if (parent && parent.type === "atrule" && !parent.nodes?.length) parent.remove();
      } else if (kept.length < rule.selectors.length) rule.selectors = kept;
    },
  };
}
radixCss.postcss = true;
