import { describe, expect, it } from "vitest";
import { precacheList, type ChunkFacts } from "../../../scripts/sw-precache";

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({ fileName, imports: [], dynamicImports: [], moduleIds: [], ...facts });

describe("the service worker's precache list", () => {
  it("holds every chunk a dynamic import reaches, with what those import, and nothing a page loads only statically", () => {
    const chunks = [
      chunk("assets/entry.js", { imports: ["assets/react.js"] }),
      chunk("assets/react.js"),
      chunk("assets/history.js", { imports: ["assets/react.js"], dynamicImports: ["assets/EvidenceDialog.js", "assets/report.js"] }),
      chunk("assets/EvidenceDialog.js", { imports: ["assets/dialog.js", "assets/react.js"] }),
      chunk("assets/dialog.js"),
      chunk("assets/report.js", { dynamicImports: ["assets/pdf.js"] }),
      chunk("assets/pdf.js", { moduleIds: ["/app/node_modules/jspdf/dist/jspdf.es.min.js"] }),
      chunk("assets/zip.js", { moduleIds: ["/app/node_modules/client-zip/index.js"] }),
      chunk("assets/exports.js", { dynamicImports: ["assets/zip.js"] }),
    ];
    expect(precacheList(chunks)).toEqual(["/assets/EvidenceDialog.js", "/assets/dialog.js", "/assets/react.js", "/assets/report.js"]);
  });

  it("leaves out a chunk that bundles a report or export library, even when a dialog imports it", () => {
    const chunks = [
      chunk("assets/page.js", { dynamicImports: ["assets/ExportDialog.js"] }),
      chunk("assets/ExportDialog.js", { imports: ["assets/qr.js"] }),
      chunk("assets/qr.js", { moduleIds: ["/app/node_modules/qrcode/lib/browser.js"] }),
    ];
    expect(precacheList(chunks)).toEqual(["/assets/ExportDialog.js"]);
  });
});
