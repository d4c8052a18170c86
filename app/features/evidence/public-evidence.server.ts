// What a verify link shows a stranger: the inspection's essentials (no notes, no contact data),
// the outcome of every check, and each kept photo's receipt facts.
import { and, eq, isNotNull } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { ASSESSMENT_FIELDS, optionLabel } from "../../platform/assessment";
import { handledLoader, idParam, invariantResponse, Refusal } from "../../platform/request.server";
import { openVerifyLink } from "./verify-links.server";
import { verifyInspection } from "./verify.server";
import { caseChain, checkedCaseReview } from "./case-review.server";
import { inspectionIdentity, publicIdentity } from "../companies/identity/checks";
import type { PublicEvidence } from "./verification";
import { type SealedAnswers, sealedAnswers } from "../checklists/sealed-answers.server";

/**
 * What every verify response carries, refusals included: the token is in the URL, so no Referer takes
 * it to the next site, nothing stores it and no search engine lists it.
 */
export const VERIFY_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" } as const;
export const LINK_NOT_VALID = "This verify link is not valid";

/** A verify route's loader: a refusal (a malformed or dead token, a photo not shared) is its response, with VERIFY_HEADERS. */
export function verifyLoader<A extends { request: Request }, R>(fn: (args: A) => Promise<R>): (args: A) => Promise<R> {
  return handledLoader(async (args: A) => {
    try {
      return await fn(args);
    } catch (error) {
      if (error instanceof Refusal) throw new Refusal(error.status, error.message, error.data, VERIFY_HEADERS);
      throw error;
    }
  });
}

/** The live link the route's token names: a malformed, unknown, revoked or expired one is 404. */
export async function sharedLinkOf(db: Db, params: Record<string, string | undefined>) {
  const link = await openVerifyLink(db, idParam(params, "token", LINK_NOT_VALID));
  invariantResponse(link, LINK_NOT_VALID);
  return link;
}

/** The link's owner and inspection: a link opens only an inspection of the user who made it. */
export interface SharedLink {
  inspectionId: string;
  userId: string;
}

export async function publicEvidence(env: Env, db: Db, link: SharedLink): Promise<PublicEvidence | undefined> {
  const { inspectionId } = link;
  const i = schema.inspections;
  // Links are only made for one's own inspections; checking the owner again means a forged or stale
  // verify_links row cannot open someone else's record.
  const row = await db
    .select()
    .from(i)
    .where(and(eq(i.id, inspectionId), eq(i.userId, link.userId)))
    .get();
  if (!row) return undefined;
  const [verification, chain, checklist] = await Promise.all([verifyInspection(env, db, inspectionId), caseChain(db, row.caseId), sealedAnswers(db, row)]);
  if (!verification) return undefined;
  const p = schema.photos;
  const files = await db
    .select({ id: p.id, fileName: p.fileName, width: p.width, height: p.height })
    .from(p)
    .where(and(eq(p.inspectionId, inspectionId), isNotNull(p.inspectionId)));
  const kept = new Set(verification.photos.filter((ph) => ph.kept).map((ph) => ph.photoId));
  return {
    checklist: checklist && withPhotosShown(checklist, kept),
    inspection: {
      companyName: row.companyName,
      companyAddress: row.companyAddress,
      inspectorName: row.inspectorName,
      organization: row.organization,
      date: row.date,
      time: row.time,
      timestamp: row.timestamp,
      locationName: row.locationName,
      latitude: row.latitude,
      longitude: row.longitude,
      photoCount: row.photoCount,
      // "" is "not asked" (a checklist capture): no line for it.
      assessment: ASSESSMENT_FIELDS.filter((f) => row[f.key] !== "").map((f) => ({ label: f.label, value: optionLabel(f.key, row[f.key]) })),
      siteCheck: row.siteCheck,
    },
    verification,
    review: await checkedCaseReview(env, chain, row.seal === null ? {} : { [row.id]: row.seal }),
    identity: publicIdentity(inspectionIdentity(row, new Date().getFullYear())),
    photos: verification.photos
      .filter((ph) => ph.kept)
      .map((ph) => ({ ...ph, fileName: files.find((f) => f.id === ph.photoId)?.fileName ?? `${ph.photoId}.jpg` })),
  };
}

/** The answers with only the photos the verify page shows under their questions. */
function withPhotosShown(checklist: SealedAnswers, kept: Set<string>): SealedAnswers {
  const shown = (rows: SealedAnswers["view"]["redFlags"]) => rows.map((r) => ({ ...r, photoIds: r.photoIds.filter((id) => kept.has(id)) }));
  const { view } = checklist;
  return { ...checklist, view: { ...view, redFlags: shown(view.redFlags), sections: view.sections.map((s) => ({ ...s, rows: shown(s.rows) })) } };
}

/** One kept photo of the shared inspection, for the verify page; anything else is not found. */
export async function sharedPhoto(db: Db, link: SharedLink, photoId: string) {
  const p = schema.photos;
  return db
    .select({ r2Key: p.r2Key, thumbKey: p.thumbKey, sha256: p.sha256, fileName: p.fileName })
    .from(p)
    .where(and(eq(p.id, photoId), eq(p.inspectionId, link.inspectionId), eq(p.userId, link.userId)))
    .get();
}

/**
 * The signed texts themselves, for checking with other tools against /.well-known/siteproof-keys.json.
 * The seal shows hidden fields only as salted digests; receipts of photos left out are not given.
 * An inspection captured for a case adds the case's reference and its signed dispositions, oldest first.
 */
export async function signedMaterial(db: Db, link: SharedLink) {
  const { inspectionId } = link;
  const i = schema.inspections;
  const row = await db
    .select({ userId: i.userId, caseId: i.caseId, seal: i.seal, signature: i.sealSignature, keyId: i.sealKeyId })
    .from(i)
    .where(and(eq(i.id, inspectionId), eq(i.userId, link.userId)))
    .get();
  if (!row) return undefined;
  const p = schema.photos;
  const [receipts, chain] = await Promise.all([
    db
      .select({ photoId: p.id, receipt: p.receipt, signature: p.receiptSignature, keyId: p.receiptKeyId, seq: p.receiptSeq })
      .from(p)
      .where(and(eq(p.receiptInspectionId, inspectionId), eq(p.inspectionId, inspectionId), eq(p.userId, row.userId), isNotNull(p.receipt)))
      .orderBy(p.receiptSeq),
    caseChain(db, row.caseId),
  ]);
  return {
    seal: { text: row.seal, signature: row.signature, keyId: row.keyId },
    receipts: receipts.map((r) => ({ seq: r.seq, photoId: r.photoId, text: r.receipt, signature: r.signature, keyId: r.keyId })),
    ...(chain ? { case: chain } : {}),
  };
}
