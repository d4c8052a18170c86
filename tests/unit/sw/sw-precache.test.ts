import { describe, expect, it } from "vitest";
import { precacheList, type ChunkFacts } from "../../../scripts/sw-precache";

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({ fileName, imports: [], dynamicImports: [], moduleIds: [], ...facts });

describe("the service worker's precache list", () => {
  const chunks = [
    chunk("assets/entry.js", { imports: ["assets/react.js"] }),
    chunk("assets/react.js"),
    chunk("assets/app.history.js", {
      facadeModuleId: "/w/app/routes/app.history.tsx",
      imports: ["assets/react.js", "assets/HistoryPage.js"],
    }),
    chunk("assets/HistoryPage.js", { imports: ["assets/react.js"], dynamicImports: ["assets/EvidenceDialog.js", "assets/report.js"] }),
    chunk("assets/EvidenceDialog.js", { imports: ["assets/dialog.js", "assets/react.js"], dynamicImports: ["assets/PhotoZoom.js"] }),
    chunk("assets/PhotoZoom.js"),
    chunk("assets/dialog.js"),
    chunk("assets/report.js", { dynamicImports: ["assets/pdf.js"] }),
    chunk("assets/pdf.js", { moduleIds: ["/w/node_modules/jspdf/dist/jspdf.es.min.js"] }),
    chunk("assets/app.scheduling.js", {
      facadeModuleId: "/w/app/routes/app.scheduling.tsx?__remix-build-client-route",
      dynamicImports: ["assets/VisitFormDialog.js"],
    }),
    chunk("assets/VisitFormDialog.js", { imports: ["assets/dialog.js"] }),
    chunk("assets/root.js", { facadeModuleId: "/w/app/root.tsx", dynamicImports: ["assets/toast-card.js"] }),
    chunk("assets/toast-card.js"),
    chunk("assets/app.help.js", { facadeModuleId: "/w/app/routes/app.help.tsx", imports: ["assets/react.js"] }),
    chunk("assets/zip.js", { moduleIds: ["/w/node_modules/client-zip/index.js"] }),
    chunk("assets/exports.js", { dynamicImports: ["assets/zip.js"] }),
  ];

  it("holds every chunk a dynamic import reaches, with what those import, less the report and export libraries", () => {
    expect(precacheList(chunks).all).toEqual([
      "/assets/EvidenceDialog.js",
      "/assets/PhotoZoom.js",
      "/assets/VisitFormDialog.js",
      "/assets/dialog.js",
      "/assets/react.js",
      "/assets/report.js",
      "/assets/toast-card.js",
    ]);
  });

  it("names what each route's page may load later, through the modules it imports and what those load later in turn; a page with none is left out", () => {
    const { routes } = precacheList(chunks);
    expect(routes).toEqual({
      "routes/app.history": ["/assets/EvidenceDialog.js", "/assets/PhotoZoom.js", "/assets/dialog.js", "/assets/react.js", "/assets/report.js"],
      "routes/app.scheduling": ["/assets/VisitFormDialog.js", "/assets/dialog.js"],
      root: ["/assets/toast-card.js"],
    });
  });

  it("leaves out a chunk that bundles a report or export library, even when a dialog imports it", () => {
    const list = precacheList([
      chunk("assets/page.js", { dynamicImports: ["assets/ExportDialog.js"] }),
      chunk("assets/ExportDialog.js", { imports: ["assets/qr.js"] }),
      chunk("assets/qr.js", { moduleIds: ["/w/node_modules/qrcode/lib/browser.js"] }),
    ]);
    expect(list.all).toEqual(["/assets/ExportDialog.js"]);
  });

  it("puts a file every page uses (the icon sprite) first in the full list and under root, whose page every page is", () => {
    const list = precacheList(chunks, ["/assets/icons-abc.svg"]);
    expect(list.all[0]).toBe("/assets/icons-abc.svg");
    expect(list.routes.root).toEqual(["/assets/icons-abc.svg", "/assets/toast-card.js"]);
    expect(precacheList([chunk("assets/entry.js")], ["/assets/icons-abc.svg"]).routes).toEqual({ root: ["/assets/icons-abc.svg"] });
  });
});
