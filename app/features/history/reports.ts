// Builds the PDF reports in the browser from the history's data and the stored photos.
import type { HistoryInspection } from "./types";
import type { ReportEvidence, ReportPhoto } from "./inspection-report";
import type { ReportImage } from "./pdf";
import type { CaseReview } from "../evidence/disposition-view";
import { reportFileName } from "./report-text";
import { loadOnce } from "../../platform/lazy";

// The PDF library and the reports' layout load with the first report asked for.
const inspectionReport = loadOnce(() => import("./inspection-report"));
export const listReports = loadOnce(() => import("./list-reports"));

async function loadImage(photo: HistoryInspection["photos"][number]): Promise<ReportImage> {
  try {
    const res = await fetch(`/app/photos/${photo.id}`);
    if (res.status === 404) return { kind: "missing" };
    if (!res.ok) return { kind: "error" };
    return { kind: "jpeg", data: new Uint8Array(await res.arrayBuffer()), width: photo.width ?? 1280, height: photo.height ?? 720 };
  } catch {
    return { kind: "error" };
  }
}

type Printed = { evidence: ReportEvidence | null; created: boolean; review: CaseReview | null };

/**
 * The verify link the report prints (see reportVerifyLink), whether it was made for this report, and the
 * case's dispositions when the inspection was captured for a case; without a network, none of them.
 */
async function reportEvidence(ins: HistoryInspection): Promise<Printed> {
  const none: Printed = { evidence: null, created: false, review: null };
  if (!ins.sealed) return none;
  try {
    const res = await fetch(`/app/evidence/${ins.id}`, { method: "POST", body: new URLSearchParams({ intent: "report" }) });
    if (!res.ok) return none;
    const { link, created, review } = (await res.json()) as Omit<Printed, "evidence"> & { link: { url: string; expiresAt: string } | null };
    return { evidence: link && { verifyUrl: link.url, expiresAt: link.expiresAt }, created, review };
  } catch {
    return none;
  }
}

/** Builds and downloads the report; answers what the owner should know about the link it printed. */
export async function downloadInspectionReport(ins: HistoryInspection, withPhotos: boolean): Promise<{ newLinkUntil: string | null }> {
  const { buildInspectionReport } = await inspectionReport();
  let photos: ReportPhoto[] | null = null;
  if (withPhotos) {
    photos = [];
    for (const p of ins.photos) {
      photos.push({
        fileName: p.fileName,
        capturedAt: p.capturedAt,
        latitude: p.latitude,
        longitude: p.longitude,
        address: p.address,
        sha256: p.sha256,
        siteDistanceM: p.siteDistanceM,
        signals: p.signals,
        image: await loadImage(p),
      });
    }
  }
  const { evidence, created, review } = await reportEvidence(ins);
  buildInspectionReport({ ...ins, review }, photos, new Date(), evidence).save(reportFileName(ins.companyName, ins.date));
  return { newLinkUntil: created && evidence ? evidence.expiresAt : null };
}

export const BULK_LIMIT = 2000;

export async function downloadBulkReport(search: string, filterText: string): Promise<void> {
  const { buildBulkReport } = await listReports();
  const params = new URLSearchParams(search);
  params.set("format", "json");
  const res = await fetch(`/app/history/export?${params}`);
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  const { inspections } = (await res.json()) as { inspections: { companyName: string; date: string; inspectorName: string; overallPosition: string }[] };
  const rows = inspections.slice(0, BULK_LIMIT);
  const doc = buildBulkReport(rows, filterText, new Date(), inspections.length > BULK_LIMIT ? inspections.length : undefined);
  doc.save(`SiteProof_Inspections_Report_${new Date().toISOString().slice(0, 10)}.pdf`);
}
