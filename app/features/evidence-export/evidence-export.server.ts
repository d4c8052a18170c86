// The owner's export of everything the organization keeps: its cases (the MIS export, a year at a time,
// the queue for the large ones) and its inspections as ZIPs of about PART_FILES files each: the
// inspections' table, a PDF report and the signed evidence (evidence.json, as a verify link serves it)
// of each inspection, and the photos with their Content Credentials. Parts count oldest first, so a
// part's contents never change as new inspections arrive; each ZIP is streamed as the history's is.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Inspection } from "../../platform/db/schema";
import { loadOnce } from "../../platform/lazy";
import { credentialer } from "../credentials/downloads.server";
import { signedMaterial } from "../evidence/public-evidence.server";
import { exportPhotoColumns, type ExportPhoto } from "../history/export-photos.server";
import { inspectionsCsv } from "../history/inspection-table";
import { type ArchiveFile, photoArchive, type PhotoZipManifest } from "../history/photo-zip.server";
import { reportFileName } from "../history/report-text";
import { caseChain, caseReviewOf } from "../evidence/case-review.server";
import { countCases, DIRECT_EXPORT_LIMIT } from "../turnaround/mis-export.server";
import { parseTurnaroundRange } from "../turnaround/range";

/** About a gigabyte of photos at most, and a report's CPU for each inspection: a ZIP one download finishes. */
export const PART_FILES = 500;

const reports = loadOnce(() => import("../history/inspection-report"));

const i = schema.inspections;
const p = schema.photos;

/** The organization's inspections, oldest first, each with the part its files fall in (its photos, report and evidence). */
const parted = (orgId: string) =>
  sql`SELECT id, created_at, photo_count, (sum(photo_count + 2) OVER (ORDER BY created_at, id ROWS UNBOUNDED PRECEDING) - photo_count - 2) / ${PART_FILES} AS part
    FROM inspections WHERE organization_id = ${orgId}`;

export interface EvidencePart {
  part: number;
  inspections: number;
  photos: number;
  from: string;
  to: string;
}

/** The parts of the inspections' export, numbered from 1. */
export async function evidenceParts(db: Db, orgId: string): Promise<EvidencePart[]> {
  return db.all<EvidencePart>(
    sql`SELECT part + 1 AS part, count(*) AS inspections, sum(photo_count) AS photos, min(created_at) AS "from", max(created_at) AS "to"
      FROM (${parted(orgId)}) GROUP BY part ORDER BY part`,
  );
}

export interface CaseYear {
  year: number;
  cases: number;
  /** The MIS export's range for that year; `direct` when it downloads at once, else it is prepared by the queue. */
  search: string;
  direct: boolean;
}

/** The MIS export of every case, a calendar year (in the owner's time zone) at a time, from the organization's first year. */
export async function caseYears(env: Env, org: { id: string; createdAt: string }, timeZone: string, now = new Date()): Promise<CaseYear[]> {
  const first = Number(org.createdAt.slice(0, 4));
  const years: CaseYear[] = [];
  for (let year = now.getUTCFullYear(); year >= first; year--) {
    const search = new URLSearchParams({ range: "custom", from: `${year}-01-01`, to: `${year}-12-31` });
    const parsed = parseTurnaroundRange(search, now, timeZone);
    if (!parsed.ok) continue;
    const cases = await countCases(env.DB, { orgId: org.id, start: parsed.choice.start, end: parsed.choice.end });
    years.push({ year, cases, search: search.toString(), direct: cases <= DIRECT_EXPORT_LIMIT });
  }
  return years;
}

/** A report as the history's PDF (without photo pages: the photos are files of the same ZIP). */
async function reportPdf(db: Db, row: Inspection, photos: readonly ExportPhoto[], now: Date): Promise<Uint8Array> {
  const { buildInspectionReport } = await reports();
  const review = caseReviewOf(await caseChain(db, row.caseId));
  const listed = photos.map((x) => ({ sha256: x.sha256, siteDistanceM: null }));
  const doc = buildInspectionReport({ ...row, sealed: row.seal !== null, review, photos: listed }, null, now, null);
  return new Uint8Array(doc.output("arraybuffer"));
}

/** Part `part` of the organization's inspections as a streamed ZIP, or null when there is no such part. */
export async function evidenceArchive(env: Env, db: Db, org: { id: string; code: string; name: string }, part: number, origin: string, now = new Date()) {
  const inPart = sql`(SELECT id FROM (${parted(org.id)}) WHERE part = ${part - 1})`;
  const rows = await db
    .select()
    .from(i)
    .where(and(eq(i.organizationId, org.id), sql`${i.id} IN ${inPart}`))
    .orderBy(asc(i.createdAt), asc(i.id));
  if (rows.length === 0) return null;
  const photos = (await db
    .select(exportPhotoColumns)
    .from(p)
    .innerJoin(i, eq(i.id, p.inspectionId))
    .where(and(eq(i.organizationId, org.id), sql`${p.inspectionId} IN ${inPart}`, isNull(p.discardedAt)))
    .orderBy(i.createdAt, i.id, p.position)) as ExportPhoto[];
  const credential = await credentialer(
    env,
    db,
    photos.map((x) => x.id),
    origin,
  );
  const manifest: Omit<PhotoZipManifest, "filters" | "limit" | "matched" | "truncated"> & Record<string, unknown> = {
    organization: { name: org.name, code: org.code },
    part,
    inspections: rows.length,
    exportedAt: now.toISOString(),
    count: 0,
    hashAlgorithm: "SHA-256",
    hashOf: "The photo as accepted, which is the file the receipt names (without its Content Credentials, if it carries them)",
    reports: "reports/: each inspection's PDF report; evidence/: its seal, receipts and the case's signed dispositions, as its verify link serves them",
    files: [],
    missing: [],
  };
  async function* leading(): AsyncIterable<ArchiveFile> {
    yield { name: "inspections.csv", lastModified: now, input: inspectionsCsv(rows) };
    for (const row of rows) {
      const own = photos.filter((x) => x.inspectionId === row.id);
      const stem = `${reportFileName(row.companyName, row.date).replace(/\.pdf$/, "")}_${row.id}`;
      yield { name: `reports/${stem}.pdf`, lastModified: now, input: await reportPdf(db, row, own, now) };
      const signed = await signedMaterial(db, { inspectionId: row.id, userId: row.userId });
      yield { name: `evidence/${row.id}.json`, lastModified: now, input: JSON.stringify(signed, null, 2) };
    }
  }
  const fileName = `SiteProof_${org.code}_Evidence_Part${part}_${now.toISOString().slice(0, 10)}.zip`;
  return new Response(photoArchive(env.PHOTOS, photos, manifest, now, credential, leading), {
    headers: { "Content-Type": "application/zip", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "no-store" },
  });
}
