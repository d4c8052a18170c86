// Spec 2 §7: the bulk report of the history list and the analytics report.
import type { jsPDF } from "jspdf";
import { optionLabel } from "../../platform/assessment";
import { COLOR, footers, MARGIN, newA4, PAGE, Writer } from "./pdf";
import { findingTone, needsNewPage, plainReportText } from "./report-text";

export interface BulkRow {
  companyName: string;
  date: string;
  inspectorName: string;
  overallPosition: string;
}

/** Spec 2 §7, bulk report: per inspection company, date, inspector, overall position. */
export function buildBulkReport(rows: BulkRow[], filterText: string, now = new Date(), truncatedFrom?: number): jsPDF {
  const doc = newA4();
  const w = new Writer(doc);
  w.text("SiteProof", { size: 24, bold: true, color: COLOR.primary, gap: 1 });
  w.text("Inspections Report", { size: 16, bold: true, gap: 3 });
  w.text(`${filterText} · ${rows.length} inspection(s) · generated ${now.toLocaleDateString("en-GB")}`, { size: 9, color: COLOR.muted, gap: 2 });
  if (truncatedFrom) w.text(`Showing the newest ${rows.length} of ${truncatedFrom} inspections.`, { size: 9, color: COLOR.bad, gap: 2 });
  w.rule();
  for (const row of rows) {
    if (needsNewPage(w.y, PAGE.height, MARGIN)) w.newPage();
    w.text(plainReportText(row.companyName) || "Unnamed company", { size: 12, bold: true, gap: 0 });
    w.doc.setFont("helvetica", "normal");
    w.doc.setFontSize(10);
    w.doc.setTextColor(...COLOR.muted);
    w.doc.text(`${row.date} · ${plainReportText(row.inspectorName)}`, MARGIN, w.y + 4);
    if (row.overallPosition) {
      w.doc.setTextColor(...COLOR[findingTone("overallPosition", row.overallPosition)]);
      w.doc.text(`Overall: ${optionLabel("overallPosition", row.overallPosition)}`, PAGE.width - MARGIN, w.y + 4, { align: "right" });
    }
    w.y += 8;
    w.rule();
  }
  footers(doc, "Inspections Report");
  return doc;
}

export interface AnalyticsSummary {
  rangeLabel: string;
  totalInspections: number;
  completionRate: number;
  companies: number;
  visits: number;
  averageMinutes: number | null;
  satisfactoryRate: number;
  monthly: { label: string; count: number }[];
}

/** Spec 2 §7, analytics report: totalInspections and completionRate as a percentage, with the rest. */
export function buildAnalyticsReport(a: AnalyticsSummary, now = new Date()): jsPDF {
  const doc = newA4();
  const w = new Writer(doc);
  w.text("SiteProof", { size: 24, bold: true, color: COLOR.primary, gap: 1 });
  w.text("Analytics Report", { size: 16, bold: true, gap: 2 });
  w.text(`${a.rangeLabel} · generated ${now.toLocaleDateString("en-GB")}`, { size: 9, color: COLOR.muted, gap: 4 });
  w.rule();
  w.field("Total inspections", String(a.totalInspections));
  w.field("Completion rate", `${a.completionRate}%`);
  w.field("Companies added", String(a.companies));
  w.field("Visits scheduled", String(a.visits));
  w.field("Average inspection time", a.averageMinutes === null ? "No data" : `${a.averageMinutes} minutes`);
  w.field("Satisfactory overall position", `${a.satisfactoryRate}%`);
  w.y += 4;
  w.text("Monthly inspections", { size: 13, bold: true, gap: 2 });
  for (const m of a.monthly) w.field(m.label, String(m.count));
  footers(doc, "Analytics Report");
  return doc;
}
