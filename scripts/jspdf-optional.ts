// jsPDF imports html2canvas and DOMPurify (for doc.html()) and canvg (for SVG images) on demand; the
// app only draws text and JPEGs, so those paths are never taken. Serving them as a module that
// throws keeps 58 kB gzip of code nobody runs out of the build, and fails loudly if one is ever used.
import type { Plugin } from "vite";

const OFF = "\0jspdf-optional-off";
const OPTIONAL = new Set(["html2canvas", "dompurify", "canvg"]);

export function jspdfOptionalOff(): Plugin {
  return {
    name: "jspdf-optional-off",
    enforce: "pre",
    resolveId(id, importer) {
      if (OPTIONAL.has(id) && importer?.includes("/node_modules/jspdf/")) return OFF;
    },
    load(id) {
      if (id === OFF) return `throw new Error("SiteProof's build leaves out jsPDF's html() and SVG support (html2canvas, DOMPurify, canvg)");\n`;
    },
  };
}
