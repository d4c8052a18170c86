// The report's "Identity checks": the company's numbers as the inspection recorded them, checked
// against each other, its address and the place it was inspected (companies/identity).
import { inspectionIdentity } from "../companies/identity/checks";
import { COLOR, MARGIN, PAGE, type Writer } from "./pdf";
import { needsNewPage, sanitizeReportText } from "./report-text";

/** The inspection's identity fields, as the checks read them (a report's inspection has them all). */
type IdentityFields = Parameters<typeof inspectionIdentity>[0];

export function reportIdentity(w: Writer, ins: IdentityFields, year: number) {
  const results = inspectionIdentity(ins, year);
  if (results.length === 0) return;
  w.rule();
  w.text("Identity checks", { size: 14, bold: true, gap: 3 });
  for (const r of results) {
    if (needsNewPage(w.y, PAGE.height, MARGIN)) w.newPage();
    const warn = r.level === "warning";
    w.text(`${warn ? "Warning" : "OK"}: ${sanitizeReportText(r.text)}`, { size: 10, color: warn ? COLOR.bad : COLOR.text, gap: 1 });
  }
  w.y += 2;
  w.text("Checks of the CIN, GSTIN and PAN only warn; they are not a verification with the registries.", { size: 9, color: COLOR.muted, gap: 4 });
}
