// Builds the PDF reports in the browser from the history's data and the stored photos.
import type { HistoryInspection } from "../../components/history/types";
import type { ReportEvidence, ReportImage, ReportPhoto } from "../reports/inspection-report";
import { reportFileName } from "../reports/report-text";

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

/** The inspection's live verify link (made for 30 days if there is none); without a network, no QR code. */
async function reportEvidence(ins: HistoryInspection): Promise<ReportEvidence | null> {
  if (!ins.sealed) return null;
  try {
    const res = await fetch(`/app/evidence/${ins.id}`, { method: "POST", body: new URLSearchParams({ intent: "report" }) });
    if (!res.ok) return null;
    const { link } = (await res.json()) as { link: { url: string; expiresAt: string } };
    return { verifyUrl: link.url, expiresAt: link.expiresAt };
  } catch {
    return null;
  }
}

export async function downloadInspectionReport(ins: HistoryInspection, withPhotos: boolean): Promise<void> {
  const { buildInspectionReport } = await import("../reports/inspection-report");
  let photos: ReportPhoto[] | null = null;
  if (withPhotos) {
    photos = [];
    for (const p of ins.photos) {
      photos.push({ fileName: p.fileName, capturedAt: p.capturedAt, latitude: p.latitude, longitude: p.longitude, address: p.address, sha256: p.sha256, siteDistanceM: p.siteDistanceM, image: await loadImage(p) });
    }
  }
  buildInspectionReport(ins, photos, new Date(), await reportEvidence(ins)).save(reportFileName(ins.companyName, ins.date));
}

export const BULK_LIMIT = 2000;

export async function downloadBulkReport(search: string, filterText: string): Promise<void> {
  const { buildBulkReport } = await import("../reports/inspection-report");
  const params = new URLSearchParams(search);
  params.set("format", "json");
  const res = await fetch(`/app/history/export?${params}`);
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  const { inspections } = (await res.json()) as { inspections: { companyName: string; date: string; inspectorName: string; overallPosition: string }[] };
  const rows = inspections.slice(0, BULK_LIMIT);
  const doc = buildBulkReport(rows, filterText, new Date(), inspections.length > BULK_LIMIT ? inspections.length : undefined);
  doc.save(`SiteProof_Inspections_Report_${new Date().toISOString().slice(0, 10)}.pdf`);
}
