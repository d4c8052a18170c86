// Builds the PDF reports in the browser from the history's data and the stored photos.
import type { HistoryInspection } from "./types";
import type { ReportEvidence, ReportImage, ReportPhoto } from "./inspection-report";
import { reportFileName } from "./report-text";

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

/** The verify link the report prints (see reportVerifyLink), and whether it was made for this report; without a network, none. */
async function reportEvidence(ins: HistoryInspection): Promise<{ evidence: ReportEvidence | null; created: boolean }> {
  if (!ins.sealed) return { evidence: null, created: false };
  try {
    const res = await fetch(`/app/evidence/${ins.id}`, { method: "POST", body: new URLSearchParams({ intent: "report" }) });
    if (!res.ok) return { evidence: null, created: false };
    const { link, created } = (await res.json()) as { link: { url: string; expiresAt: string } | null; created: boolean };
    return { evidence: link && { verifyUrl: link.url, expiresAt: link.expiresAt }, created };
  } catch {
    return { evidence: null, created: false };
  }
}

/** Builds and downloads the report; answers what the owner should know about the link it printed. */
export async function downloadInspectionReport(ins: HistoryInspection, withPhotos: boolean): Promise<{ newLinkUntil: string | null }> {
  const { buildInspectionReport } = await import("./inspection-report");
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
  const { evidence, created } = await reportEvidence(ins);
  buildInspectionReport(ins, photos, new Date(), evidence).save(reportFileName(ins.companyName, ins.date));
  return { newLinkUntil: created && evidence ? evidence.expiresAt : null };
}

export const BULK_LIMIT = 2000;

export async function downloadBulkReport(search: string, filterText: string): Promise<void> {
  const { buildBulkReport } = await import("./list-reports");
  const params = new URLSearchParams(search);
  params.set("format", "json");
  const res = await fetch(`/app/history/export?${params}`);
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  const { inspections } = (await res.json()) as { inspections: { companyName: string; date: string; inspectorName: string; overallPosition: string }[] };
  const rows = inspections.slice(0, BULK_LIMIT);
  const doc = buildBulkReport(rows, filterText, new Date(), inspections.length > BULK_LIMIT ? inspections.length : undefined);
  doc.save(`SiteProof_Inspections_Report_${new Date().toISOString().slice(0, 10)}.pdf`);
}
