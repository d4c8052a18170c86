// GET /api/v1/cases/{id}/result: what the lender needs to check a case's outcome with the published keys
// alone: each visit's sealed inspection (time, place, on-site check, the checklist's answers, photo links
// valid for 15 minutes, the public verify link, the seal) and each disposition's signed body.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { sealedAnswers } from "../checklists/sealed-answers.server";
import { caseDispositions } from "../evidence/case-review.server";
import { REPORT_LINK_DAYS, verifyUrl } from "../evidence/links";
import { reportVerifyLink } from "../evidence/verify-links.server";
import type { ApiCaller } from "./api-auth.server";
import { apiCase } from "./api-cases.server";
import { photoLink } from "./photo-links.server";

type InspectionRow = Awaited<ReturnType<typeof inspectionsOf>>[number];

function inspectionsOf(db: Db, caller: ApiCaller, caseId: string) {
  const i = schema.inspections;
  return db
    .select({
      id: i.id,
      userId: i.userId,
      timestamp: i.timestamp,
      latitude: i.latitude,
      longitude: i.longitude,
      accuracy: i.locationAccuracy,
      place: i.locationName,
      siteCheck: i.siteCheck,
      checklistId: i.checklistId,
      checklistVersion: i.checklistVersion,
      checklistAnswers: i.checklistAnswers,
      seal: i.seal,
      sealSignature: i.sealSignature,
      sealKeyId: i.sealKeyId,
    })
    .from(i)
    .where(and(eq(i.caseId, caseId), eq(i.organizationId, caller.organizationId)))
    .orderBy(i.timestamp);
}

/** The photos of the case's inspections, read beside the inspections themselves (one round trip fewer). */
function photosOf(db: Db, caller: ApiCaller, caseId: string) {
  const p = schema.photos;
  const i = schema.inspections;
  const ofCase = db
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.caseId, caseId), eq(i.organizationId, caller.organizationId)));
  return db
    .select({ id: p.id, inspectionId: p.inspectionId, fileName: p.fileName, sha256: p.sha256, capturedAt: p.capturedAt })
    .from(p)
    .where(and(inArray(p.inspectionId, ofCase), isNull(p.discardedAt)))
    .orderBy(asc(p.position));
}

/** The checklist's answers as the lender's system reads them: raw values, and each in words with its red flag. */
async function checklistOf(db: Db, row: InspectionRow) {
  const sealed = await sealedAnswers(db, row);
  if (!sealed) return null;
  const words = (r: (typeof sealed.view.redFlags)[number]) => ({ question_id: r.questionId, label: r.label, answer: r.text, red_flag: r.redFlag });
  return {
    id: sealed.checklistId,
    title: sealed.title,
    version: sealed.version,
    definition_hash: sealed.definitionHash,
    answers: sealed.answers,
    red_flags: sealed.view.redFlags.map(words),
    sections: sealed.view.sections.map((s) => ({ title: s.title, answers: s.rows.map(words) })),
  };
}

/** The inspection's public verify link: the one its PDF would print, made when there is none; null once its inspector has left. */
async function verifyLinkOf(db: Db, origin: string, row: InspectionRow) {
  if (!row.seal) return null;
  const made = await reportVerifyLink(db, row.userId, row.id, REPORT_LINK_DAYS);
  return typeof made === "string" || !made.link ? null : verifyUrl(origin, made.link.id);
}

export async function apiCaseResult(db: Db, env: Env, caller: ApiCaller, id: string, origin: string, now = new Date()) {
  // apiCase refuses another organization's case (404) before anything else is read.
  const found = await apiCase(db, caller, id);
  const [inspections, photos, dispositions] = await Promise.all([
    inspectionsOf(db, caller, found.id),
    photosOf(db, caller, found.id),
    caseDispositions(db, caller.organizationId, found.id),
  ]);
  const visits = await Promise.all(
    inspections.map(async (x) => {
      const [checklist, verify_url, links] = await Promise.all([
        checklistOf(db, x),
        verifyLinkOf(db, origin, x),
        Promise.all(photos.filter((p) => p.inspectionId === x.id).map(async (p) => ({ p, link: await photoLink(env, origin, p.id, now) }))),
      ]);
      return {
        id: x.id,
        captured_at: x.timestamp,
        location: { latitude: x.latitude, longitude: x.longitude, accuracy_m: x.accuracy, name: x.place },
        on_site: x.siteCheck && { verdict: x.siteCheck.verdict, summary: x.siteCheck.text, max_distance_m: x.siteCheck.maxDistanceM },
        checklist,
        photos: links.map(({ p, link }) => ({
          id: p.id,
          file_name: p.fileName,
          sha256: p.sha256,
          captured_at: p.capturedAt,
          url: link.url,
          url_expires_at: link.expiresAt,
        })),
        verify_url,
        seal: x.seal && { text: x.seal, signature: x.sealSignature, key_id: x.sealKeyId },
      };
    }),
  );
  return {
    case_id: found.id,
    reference: found.reference,
    status: found.status,
    inspections: visits,
    dispositions: dispositions.map((d) => ({ id: d.id, body: d.text, signature: d.signature, key_id: d.keyId })),
  };
}
