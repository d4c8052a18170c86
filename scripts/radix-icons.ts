// A Vite plugin that draws @radix-ui/react-icons from one sprite file.
// - Each icon is an <svg> that refers to its <symbol> in /assets/icons-<hash>.svg, which holds every
//   icon the app imports. The package's components write each icon's paths into the page: with the
//   twenty-odd icons of the signed-in shell, /app's HTML was 38.7 kB (9.1 kB gzip), 20.4 (4.8)
//   without their paths, which were rendered and compressed on every request, and were in the route
//   code too. The sprite is fetched once, cached for good (hashed name), and listed for the service
//   worker's cache (scripts/sw-precache.ts) so icons draw offline.
// - One module per icon: the package ships all 318 icons in one ES module, so Rollup put every icon
//   any page uses into one shared chunk that every page loaded; as separate modules each icon goes
//   with the routes that use it.
// Sizes, the colour prop (currentColor by default) and every other prop on the <svg> are the
// package's (app/ui/sprite-icon.tsx).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ComponentType } from "react";
import type { Plugin } from "vite";

const BARREL = "\0radix-icons";
const ICON = "\0radix-icon:";
const PACKAGE = "@radix-ui/react-icons";
/** The component each icon module makes. */
const SPRITE_ICON = fileURLToPath(new URL("../app/ui/sprite-icon.tsx", import.meta.url));

/** The icons the app's source imports from the package (import { A, B as C, type D } from "@radix-ui/react-icons").
 *  Any other form of import would get no icon, so it stops the build. */
export function importedIcons(sources: string[]): string[] {
  const names = new Set<string>();
  for (const source of sources) {
    const imports = [...source.matchAll(/import\s+([^;]*?)\s+from\s*["']@radix-ui\/react-icons["']/g)].map((m) => m[1]);
    for (const clause of imports) {
      const list = /^(?:type\s+)?\{([^}]*)\}$/.exec(clause.trim())?.[1];
      if (list === undefined) throw new Error(`radix-icons: import icons by name ({ CameraIcon }), not "import ${clause}"`);
      for (const part of list.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "").split(",")) {
        const name = part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** The markup inside each icon's <svg>, by export name, rendered with the package's own components. */
export function iconMarkup(names: string[]): Map<string, string> {
  const require = createRequire(import.meta.url);
  const icons = require(PACKAGE) as Record<string, ComponentType>;
  const { createElement } = require("react") as typeof import("react");
  const { renderToStaticMarkup } = require("react-dom/server") as typeof import("react-dom/server");
  return new Map(
    names.map((name) => {
      if (!icons[name]) throw new Error(`radix-icons: the package has no icon ${name}`);
      const html = renderToStaticMarkup(createElement(icons[name]));
      const inner = /^<svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http:\/\/www.w3.org\/2000\/svg">([\s\S]*)<\/svg>$/.exec(html);
      if (!inner) throw new Error(`radix-icons: ${name} is not drawn as a 15x15 <svg>`);
      return [name, inner[1]];
    }),
  );
}

/** A path's numbers to two decimals: the package writes five or six, on a 15-unit grid drawn at
 *  40 px at most, where 0.005 of a unit is 0.013 px. A third of the sprite's gzip bytes (15.0 -> 10.8
 *  kB). Our own few lines rather than an SVG optimiser: only the numbers change, nothing else to trust.
 *  A number run into the one before it (`.5.125`, or `1-0.004` once that is 0) is kept apart by a space. */
export function roundPath(d: string): string {
  let out = "";
  let from = 0;
  for (const { 0: n, index } of d.matchAll(/-?\d*\.\d+/g)) {
    out += d.slice(from, index);
    const rounded = String(Number(Number(n).toFixed(2)));
    out += /[\d.]$/.test(out) && !rounded.startsWith("-") ? ` ${rounded}` : rounded;
    from = index + n.length;
  }
  return out + d.slice(from);
}

/** The sprite: one <symbol> per icon, its id the icon's name; paths keep fill="currentColor". */
export function spriteOf(markup: Map<string, string>): string {
  const symbols = [...markup].map(
    ([name, inner]) =>
      `<symbol id="${name}" viewBox="0 0 15 15" fill="none">${inner.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${roundPath(d)}"`)}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(join(dir, file), "utf8"));
}

/** The plugin, and the sprite's URL for the service worker's list (`api.spriteUrl()`). */
export function radixIcons({ sources = "app" }: { sources?: string } = {}): Plugin & { api: { spriteUrl(): string } } {
  let sprite: { names: Set<string>; source: string; fileName: string } | null = null;
  const load = () => {
    if (sprite) return sprite;
    const names = importedIcons(sourcesUnder(join(root, sources)));
    const source = spriteOf(iconMarkup(names));
    const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
    return (sprite = { names: new Set(names), source, fileName: `assets/icons-${hash}.svg` });
  };
  let ssr = false;
  let root = process.cwd();
  return {
    name: "radix-icons",
    enforce: "pre",
    api: { spriteUrl: () => `/${load().fileName}` },
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      root = config.root;
    },
    resolveId(id) {
      // Side-effect free, as the package says: unused re-exports and icons drop out.
      if (id === PACKAGE) return { id: BARREL, moduleSideEffects: false };
      if (id.startsWith(ICON)) return { id, moduleSideEffects: false };
    },
    load(id) {
      if (id === BARREL) return [...load().names].map((name) => `export { ${name} } from "${ICON}${name}";`).join("\n");
      if (id.startsWith(ICON)) {
        const name = id.slice(ICON.length);
        if (!load().names.has(name)) throw new Error(`radix-icons: ${name} is not imported by name from "${PACKAGE}" under ${sources}/`);
        const href = `/${load().fileName}#${name}`;
        return `import { spriteIcon } from ${JSON.stringify(SPRITE_ICON)};\nexport const ${name} = /*#__PURE__*/ spriteIcon(${JSON.stringify(name)}, ${JSON.stringify(href)});\n`;
      }
    },
    generateBundle() {
      // The client build writes the file; the server build only needs its name.
      if (!ssr && sprite) this.emitFile({ type: "asset", fileName: sprite.fileName, source: sprite.source });
    },
  };
}
