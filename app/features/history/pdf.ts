// The PDF house style every SiteProof report shares (spec 2 §7): A4 portrait in mm with 20 mm margins,
// the tone colours, a writer that wraps text down the page, and the "Page n of m" footers.
import { jsPDF } from "jspdf";
import type { Tone } from "./report-text";

export const PAGE = { width: 210, height: 297 };
export const MARGIN = 20;
export const CONTENT = PAGE.width - MARGIN * 2;
export type RGB = [number, number, number];
export const COLOR: Record<Tone | "primary" | "text" | "muted", RGB> = {
  good: [22, 128, 61],
  bad: [200, 35, 35],
  neutral: [110, 110, 110],
  primary: [13, 116, 206],
  text: [20, 20, 20],
  muted: [100, 100, 100],
};

/** A photo loaded for a report: its JPEG bytes, or why it is not there. */
export type ReportImage = { kind: "jpeg"; data: Uint8Array; width: number; height: number } | { kind: "missing" } | { kind: "error" };

export const newA4 = () => new jsPDF({ orientation: "portrait", unit: "mm", format: "a4", compress: true });

export class Writer {
  y = MARGIN;
  constructor(readonly doc: jsPDF) {}

  text(text: string, opts: { size?: number; bold?: boolean; color?: RGB; gap?: number; font?: "helvetica" | "courier" } = {}) {
    const size = opts.size ?? 11;
    this.doc.setFont(opts.font ?? "helvetica", opts.bold ? "bold" : "normal");
    this.doc.setFontSize(size);
    this.doc.setTextColor(...(opts.color ?? COLOR.text));
    const lines = this.doc.splitTextToSize(text, CONTENT) as string[];
    const lineHeight = size * 0.45;
    for (const line of lines) {
      this.doc.text(line, MARGIN, this.y + lineHeight);
      this.y += lineHeight;
    }
    this.y += opts.gap ?? 2;
  }

  field(label: string, value: string) {
    this.text(`${label}: ${value}`, { size: 11 });
  }

  rule() {
    this.doc.setDrawColor(220, 220, 220);
    this.doc.line(MARGIN, this.y, PAGE.width - MARGIN, this.y);
    this.y += 5;
  }

  newPage() {
    this.doc.addPage();
    this.y = MARGIN;
  }
}

export function footers(doc: jsPDF, label: string) {
  const pages = doc.getNumberOfPages();
  for (let n = 1; n <= pages; n++) {
    doc.setPage(n);
    doc.setFont("helvetica", "normal");
    doc.setFontSize(8);
    doc.setTextColor(...COLOR.muted);
    doc.text(`SiteProof · ${label}`, MARGIN, PAGE.height - 10);
    doc.text(`Page ${n} of ${pages}`, PAGE.width - MARGIN, PAGE.height - 10, { align: "right" });
  }
}
