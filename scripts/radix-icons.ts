// A Vite plugin that serves @radix-ui/react-icons as one module per icon. The package ships all
// 318 icons in one ES module, so Rollup puts every icon any page uses into one shared chunk that
// every page loads (15.6 kB gzip); as separate modules each icon goes with the routes that use it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const BARREL = "\0radix-icons";
const ICON = "\0radix-icon:";

export function radixIcons(): Plugin {
  let icons: Map<string, string> | null = null;
  let header = "";
  const load = () => {
    if (icons) return icons;
    const require = createRequire(import.meta.url);
    const source = readFileSync(join(dirname(require.resolve("@radix-ui/react-icons/package.json")), "dist/react-icons.esm.js"), "utf8");
    const blocks = source.split(/\n(?=var _excluded(?:\$[\w$]+)? = )/);
    header = blocks.shift()!;
    icons = new Map();
    for (const block of blocks) {
      const name = /\nvar (\w+) = \/\*#__PURE__\*\/forwardRef/.exec(block)?.[1];
      if (!name) throw new Error("radix-icons: unexpected layout of react-icons.esm.js");
      icons.set(
        name,
        block
          .replace(/\nexport \{[^}]*\};[\s\S]*$/, "")
          .replace(/var (_excluded(?:\$[\w$]+)?) = /, "var _excluded = ")
          .replace(/\b_excluded\$[\w$]+/g, "_excluded"),
      );
    }
    // Every name the package exports must have come out as a module of its own.
    const exported =
      /export \{([^}]*)\};\s*(\/\/.*)?\s*$/
        .exec(source)?.[1]
        .split(",")
        .map((n) => n.trim()) ?? [];
    if (!exported.length || exported.some((n) => !icons!.has(n))) throw new Error("radix-icons: unexpected layout of react-icons.esm.js");
    return icons;
  };
  return {
    name: "radix-icons",
    enforce: "pre",
    resolveId(id) {
      // Side-effect free, as the package says: unused re-exports and icons drop out.
      if (id === "@radix-ui/react-icons") return { id: BARREL, moduleSideEffects: false };
      if (id.startsWith(ICON)) return { id, moduleSideEffects: false };
    },
    load(id) {
      if (id === BARREL) return [...load().keys()].map((name) => `export { ${name} } from "${ICON}${name}";`).join("\n");
      if (id.startsWith(ICON)) {
        const name = id.slice(ICON.length);
        const block = load().get(name);
        if (!block) throw new Error(`radix-icons: no icon ${name}`);
        return `${header}\n${block}\nexport { ${name} };\n`;
      }
    },
  };
}
