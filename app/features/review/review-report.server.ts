// The PDF report of a case's sealed inspection for its reviewers, made on the server (the same layout as the
// History's report): the checklist's answers with each photo question's photos under it, and the case's
// signed dispositions. Photos are not given a page each here: they sit under their questions.
import { and, asc, eq, isNull } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { loadOnce } from "../../platform/lazy";
import { caseDetail } from "../cases/cases.server";
import { sealedAnswers } from "../checklists/sealed-answers.server";
import { caseChain, caseReviewOf } from "../evidence/case-review.server";
import type { ReportImage } from "../history/pdf";
import { reportFileName } from "../history/report-text";
import type { MemberContext } from "../organizations/membership.server";

const reports = loadOnce(() => import("../history/inspection-report"));

async function image(env: Env, photo: { r2Key: string; width: number | null; height: number | null } | undefined): Promise<ReportImage> {
  if (!photo) return { kind: "missing" };
  const object = await env.PHOTOS.get(photo.r2Key);
  if (!object) return { kind: "missing" };
  return { kind: "jpeg", data: new Uint8Array(await object.arrayBuffer()), width: photo.width ?? 1280, height: photo.height ?? 720 };
}

/** The report of the case's current inspection, or null when the case has none yet. */
export async function reviewReport(env: Env, db: Db, member: MemberContext, caseId: string, now = new Date()) {
  const { case: found } = await caseDetail(db, member, caseId);
  if (!found.inspectionId) return null;
  const i = schema.inspections;
  const row = await db
    .select()
    .from(i)
    .where(and(eq(i.id, found.inspectionId), eq(i.caseId, found.id)))
    .get();
  if (!row) return null;
  const p = schema.photos;
  const [photos, checklist, chain] = await Promise.all([
    db
      .select({ id: p.id, r2Key: p.r2Key, width: p.width, height: p.height, sha256: p.sha256 })
      .from(p)
      .where(and(eq(p.inspectionId, row.id), isNull(p.discardedAt)))
      .orderBy(asc(p.position)),
    sealedAnswers(db, row),
    caseChain(db, row.caseId),
  ]);
  const tagged = new Set(checklist?.view.sections.flatMap((s) => s.rows.flatMap((r) => r.photoIds)) ?? []);
  const images: Record<string, ReportImage> = {};
  for (const id of tagged)
    images[id] = await image(
      env,
      photos.find((x) => x.id === id),
    );
  const { buildInspectionReport } = await reports();
  const doc = buildInspectionReport(
    {
      ...row,
      sealed: row.seal !== null,
      review: caseReviewOf(chain),
      photos: photos.map((x) => ({ sha256: x.sha256, siteDistanceM: null })),
      checklist: checklist && { title: checklist.title, version: checklist.version, view: checklist.view, images },
    },
    null,
    now,
    null,
  );
  return { bytes: new Uint8Array(doc.output("arraybuffer")), fileName: reportFileName(row.companyName, row.date) };
}
