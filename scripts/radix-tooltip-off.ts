// Radix Themes' <Theme> wraps every page in Tooltip.Provider, which brings Radix's tooltip, popper and
// floating-ui (12.5 kB gzip) into the chunk every page loads. SiteProof shows no tooltip, so the
// package is served as a pass-through provider; any other part of it throws, loudly, if ever used.
import type { Plugin } from "vite";

const OFF = "\0radix-tooltip-off";
const UNUSED = [
  "Arrow",
  "Content",
  "Portal",
  "Root",
  "Tooltip",
  "TooltipArrow",
  "TooltipContent",
  "TooltipPortal",
  "TooltipTrigger",
  "Trigger",
  "createTooltipScope",
];

export function radixTooltipOff(): Plugin {
  return {
    name: "radix-tooltip-off",
    enforce: "pre",
    resolveId(id) {
      if (id === "@radix-ui/react-tooltip") return OFF;
    },
    load(id) {
      if (id !== OFF) return;
      return [
        `const Provider = ({ children }) => children;`,
        `const unused = () => { throw new Error("SiteProof's build leaves out Radix's tooltip"); };`,
        ...UNUSED.map((name) => `const ${name} = unused;`),
        `export { Provider, Provider as TooltipProvider, ${UNUSED.join(", ")} };`,
      ].join("\n");
    },
  };
}
