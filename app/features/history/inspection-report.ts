// Spec 2 §7, PDF report: A4 portrait in mm, 20 mm margins; cover page, findings page coloured
// good/bad/neutral, one photo per page (capture time, coordinates, address and SHA-256), closing page.
// The cover carries the on-site check and, when given, a QR code of the inspection's verify link.
// Runs in the browser (downloads) and in Node (benchmark); photos come in already loaded.
import type { jsPDF } from "jspdf";
import { ASSESSMENT_FIELDS, optionLabel } from "../../platform/assessment";
import { SITE_CHECK_CAVEAT } from "../evidence/format";
import { formatDistance } from "../companies/on-site";
import { shortHash } from "../evidence/receipt";
import { formatCaptureTime, formatCoordinate } from "../../platform/watermark";
import { COLOR, CONTENT, footers, MARGIN, newA4, PAGE, type ReportImage, type RGB, Writer } from "./pdf";
import { checklistPages, type ReportChecklist } from "./checklist-report";
import { qrModules } from "./qr";
import { reportIdentity } from "./report-identity";
import { findingTone, needsNewPage, plainReportText, sanitizeReportText } from "./report-text";
import { type CaseReview, dispositionSentence } from "../evidence/disposition-view";

export interface ReportInspection {
  id: string;
  companyName: string;
  companyCin: string | null;
  companyGstin: string | null;
  companyAddress: string | null;
  date: string;
  time: string;
  inspectorName: string;
  organization: string | null;
  locationName: string | null;
  latitude: number | null;
  longitude: number | null;
  notes: string | null;
  photoCount: number;
  insuranceAdequacy: string;
  activityLevel: string;
  signboards: string;
  propertyValuation: string;
  inventoryLevel: string;
  marketEnquiry: string;
  overallPosition: string;
  sealed?: boolean;
  siteCheck?: { text: string } | null;
  /** The case it was captured for and the case's signed dispositions, in order. */
  review?: CaseReview | null;
  /** A case's checklist answers, with its photo questions' photos (checklist-report.ts). */
  checklist?: ReportChecklist | null;
  /** The stored photos' hashes and distances to the site, in order (listed even without photo pages). */
  photos?: { sha256: string; siteDistanceM: number | null; signals?: { text: string; warn: boolean }[] }[];
}

/** The public verify page of this inspection, printed as a QR code and as text. */
export interface ReportEvidence {
  verifyUrl: string;
  expiresAt: string;
}

export interface ReportPhoto {
  fileName: string;
  capturedAt: string;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  sha256: string;
  siteDistanceM?: number | null;
  /** The receipt's signals in words (fingerprint matches, network, capture code). */
  signals?: { text: string; warn: boolean }[];
  image: ReportImage;
}

const coords = (lat: number | null, lon: number | null) =>
  lat === null || lon === null ? "Not recorded" : `${formatCoordinate(lat)}, ${formatCoordinate(lon)}`;

function cover(w: Writer, ins: ReportInspection, now: Date) {
  w.text("SiteProof", { size: 28, bold: true, color: COLOR.primary, gap: 1 });
  w.text("Site Inspection Report", { size: 18, bold: true, gap: 8 });
  w.rule();
  w.text(plainReportText(ins.companyName), { size: 16, bold: true, gap: 3 });
  w.field("CIN", ins.companyCin || "Not provided");
  w.field("GSTIN", ins.companyGstin || "Not provided");
  w.field("Address", ins.companyAddress ? sanitizeReportText(ins.companyAddress) : "Not provided");
  w.y += 4;
  w.rule();
  w.field("Inspection date", ins.date);
  w.field("Time", ins.time);
  w.field("Inspector", plainReportText(ins.inspectorName));
  if (ins.organization) w.field("Organization", plainReportText(ins.organization));
  w.field("Location", ins.locationName ? sanitizeReportText(ins.locationName) : "Not recorded");
  w.field("Coordinates", coords(ins.latitude, ins.longitude));
  w.field("Photos", String(ins.photoCount));
  w.field("Inspection ID", ins.id);
  if (ins.review) w.field("Case reference", plainReportText(ins.review.reference));
  w.y += 6;
  w.text(`Generated on ${now.toLocaleDateString("en-GB")} at ${now.toLocaleTimeString("en-GB", { hour12: false })}`, { size: 9, color: COLOR.muted });
}

const QR_SIZE = 42;

/** The verify box at the foot of the cover: QR code on the left, what it proves on the right. */
function verifyBox(w: Writer, ins: ReportInspection, evidence: ReportEvidence | null) {
  const top = PAGE.height - MARGIN - 10 - QR_SIZE;
  w.y = Math.max(w.y + 6, top);
  w.rule();
  const left = evidence ? MARGIN + QR_SIZE + 6 : MARGIN;
  if (evidence) {
    const modules = qrModules(evidence.verifyUrl);
    const cell = QR_SIZE / (modules.length + 8);
    w.doc.setFillColor(0, 0, 0);
    modules.forEach((row, r) => row.forEach((dark, c) => dark && w.doc.rect(MARGIN + (c + 4) * cell, w.y + (r + 4) * cell, cell, cell, "F")));
  }
  const width = PAGE.width - MARGIN - left;
  const line = (text: string, size: number, opts: { bold?: boolean; color?: RGB; font?: "helvetica" | "courier" } = {}) => {
    w.doc.setFont(opts.font ?? "helvetica", opts.bold ? "bold" : "normal");
    w.doc.setFontSize(size);
    w.doc.setTextColor(...(opts.color ?? COLOR.text));
    for (const l of w.doc.splitTextToSize(text, width) as string[]) {
      w.doc.text(l, left, y + size * 0.45);
      y += size * 0.45;
    }
    y += 1.5;
  };
  let y = w.y + 2;
  if (evidence) {
    line("Verify this inspection", 12, { bold: true });
    line(
      "Scan the code or open the link to check the seal, every photo's signed receipt and the on-site check. Anyone can drop a photo file there to compare it with the recorded hash.",
      9,
    );
  } else if (ins.sealed) {
    line("Sealed inspection", 12, { bold: true });
    line("SiteProof sealed this record and its photos' receipts when it was saved. Create a verify link in History to let others check them.", 9);
  }
  if (evidence) {
    line(evidence.verifyUrl, 8, { font: "courier", color: COLOR.primary });
    line(`Link valid until ${new Date(evidence.expiresAt).toLocaleDateString("en-GB")}.`, 8, { color: COLOR.muted });
  }
  if (ins.siteCheck) line(`On-site check: ${ins.siteCheck.text}. ${SITE_CHECK_CAVEAT}`, 9);
}

function findings(w: Writer, ins: ReportInspection) {
  w.newPage();
  // A checklist capture stores "" in the seven fields ("not asked"): it has no findings to list here.
  const asked = ASSESSMENT_FIELDS.filter((f) => ins[f.key] !== "");
  if (asked.length) w.text("Assessment Findings", { size: 18, bold: true, gap: 6 });
  for (const f of asked) {
    const value = ins[f.key];
    const tone = findingTone(f.key, value);
    w.doc.setFillColor(...COLOR[tone]);
    w.doc.rect(MARGIN, w.y + 1, 3, 5, "F");
    w.doc.setFont("helvetica", "bold");
    w.doc.setFontSize(12);
    w.doc.setTextColor(...COLOR.text);
    w.doc.text(f.label, MARGIN + 6, w.y + 5);
    w.doc.setTextColor(...COLOR[tone]);
    w.doc.text(optionLabel(f.key, value), PAGE.width - MARGIN, w.y + 5, { align: "right" });
    w.y += 10;
  }
  w.y += 2;
  if (asked.length) w.text("Green: good · Red: needs attention · Grey: neutral", { size: 9, color: COLOR.muted, gap: 6 });
  if (ins.notes?.trim()) {
    w.rule();
    w.text("Additional Notes", { size: 14, bold: true, gap: 3 });
    w.text(plainReportText(ins.notes));
  }
  reportIdentity(w, ins, new Date().getFullYear());
  if (ins.photos?.length) {
    w.rule();
    w.text("Photo hashes", { size: 14, bold: true, gap: 3 });
    ins.photos.forEach((p, n) => {
      if (needsNewPage(w.y, PAGE.height, MARGIN)) w.newPage();
      const distance = p.siteDistanceM === null ? "" : `   ${formatDistance(p.siteDistanceM)} from the site`;
      w.text(`Photo ${n + 1}   ${shortHash(p.sha256)}${distance}`, { size: 10, font: "courier", gap: 1 });
      for (const s of p.signals ?? []) w.text(`   ${sanitizeReportText(s.text)}`, { size: 9, color: s.warn ? COLOR.bad : COLOR.muted, gap: 1 });
    });
  }
}

/** The reviewers' signed decisions on the case, every visit in order; a correction beside the one it replaces. */
function dispositions(w: Writer, review: CaseReview) {
  w.rule();
  w.text(`Case ${plainReportText(review.reference)}: dispositions`, { size: 14, bold: true, gap: 3 });
  if (review.dispositions.length === 0) w.text("Not reviewed yet: no disposition has been recorded for this case.", { size: 10, color: COLOR.muted });
  for (const d of review.dispositions) {
    if (needsNewPage(w.y, PAGE.height, MARGIN)) w.newPage();
    const tone = d.outcome === "verified" ? COLOR.good : d.outcome === "revisit" ? COLOR.neutral : COLOR.bad;
    w.text(plainReportText(dispositionSentence(d)), { size: 10, color: d.replacedBy === null ? tone : COLOR.muted, gap: 2 });
  }
  w.text("Each disposition is signed by SiteProof (Ed25519) over the case, the inspection's seal and the decision; the verify link checks them.", {
    size: 9,
    color: COLOR.muted,
  });
}

function photoPage(w: Writer, photo: ReportPhoto, index: number, count: number) {
  w.newPage();
  w.text(`Photo ${index + 1} of ${count} · ${shortHash(photo.sha256)}`, { size: 14, bold: true, gap: 4 });
  const boxHeight = 150;
  if (photo.image.kind === "jpeg") {
    const scale = Math.min(CONTENT / photo.image.width, boxHeight / photo.image.height);
    const width = photo.image.width * scale;
    const height = photo.image.height * scale;
    w.doc.addImage(photo.image.data, "JPEG", MARGIN + (CONTENT - width) / 2, w.y, width, height, undefined, "FAST");
    w.y += height + 6;
  } else {
    w.doc.setDrawColor(180, 180, 180);
    w.doc.rect(MARGIN, w.y, CONTENT, 60);
    w.doc.setFont("helvetica", "bold");
    w.doc.setFontSize(14);
    w.doc.setTextColor(...COLOR.bad);
    w.doc.text(photo.image.kind === "missing" ? "Photo not available" : "Error loading photo", PAGE.width / 2, w.y + 27, { align: "center" });
    w.doc.setFont("helvetica", "normal");
    w.doc.setFontSize(10);
    w.doc.setTextColor(...COLOR.muted);
    w.doc.text(photo.fileName, PAGE.width / 2, w.y + 35, { align: "center" });
    w.y += 66;
  }
  w.field("File", photo.fileName);
  w.field("Captured", formatCaptureTime(new Date(photo.capturedAt)));
  w.field("Coordinates", coords(photo.latitude, photo.longitude));
  w.field("Address", photo.address ? sanitizeReportText(photo.address) : "Not recorded");
  if (photo.siteDistanceM !== undefined && photo.siteDistanceM !== null) w.field("Distance to site", formatDistance(photo.siteDistanceM));
  for (const s of photo.signals ?? []) w.field("Signal", sanitizeReportText(s.text));
  w.text("SHA-256 of the stored photo:", { size: 9, color: COLOR.muted, gap: 0 });
  w.text(photo.sha256, { size: 9, font: "courier" });
}

function closing(w: Writer, ins: ReportInspection, withPhotos: boolean) {
  w.newPage();
  w.text("End of Report", { size: 18, bold: true, gap: 6 });
  w.text(`This report was generated by SiteProof from inspection ${ins.id}, saved on ${ins.date} at ${ins.time}. A saved inspection cannot be modified.`, {
    gap: 4,
  });
  if (withPhotos) {
    w.text(
      "Each photo page gives the SHA-256 of the file SiteProof stored. To check a copy of a photo, compute its SHA-256 (for example with sha256sum) and compare: any change to the file changes the hash.",
      { gap: 4 },
    );
  } else {
    w.text("This is the text-only report; photos are not included.", { gap: 4 });
  }
  w.text("Confidential: prepared for the organisation that commissioned the inspection.", { size: 9, color: COLOR.muted });
}

/** `photos` null: "Report Only". With photos: one page each, in order. */
export function buildInspectionReport(ins: ReportInspection, photos: ReportPhoto[] | null, now = new Date(), evidence: ReportEvidence | null = null): jsPDF {
  const doc = newA4();
  const w = new Writer(doc);
  cover(w, ins, now);
  if (evidence || ins.sealed || ins.siteCheck) verifyBox(w, ins, evidence);
  findings(w, ins);
  if (ins.checklist) checklistPages(w, ins.checklist);
  if (ins.review) dispositions(w, ins.review);
  if (photos) photos.forEach((photo, n) => photoPage(w, photo, n, photos.length));
  closing(w, ins, photos !== null && photos.length > 0);
  footers(doc, plainReportText(ins.companyName));
  return doc;
}
