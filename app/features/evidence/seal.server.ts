// What saving an inspection adds for evidence: the on-site check against the company's site (pinned
// from these photos when the user's own company has none yet), each photo's distance, and the seal.
import { asc, eq } from "drizzle-orm";
import type { Company } from "../companies/companies.server";
import { type Db, schema } from "../../platform/db/db.server";
import type { SiteCheck, SiteSource } from "../../platform/db/schema";
import { randomToken } from "../../platform/encoding";
import { currentSigningKey, signText } from "./keys.server";
import { type Fix, photoDistances, pinnedSite, siteCheck } from "../companies/on-site";
import { hiddenDigests, publicRecord, type SealBody, sealedChecklist, type SealedField, sealText } from "./seal";

/** The site to judge against, and whether this save pins it on the company. */
export function siteFor(company: Company, userId: string, photos: Fix[]) {
  if (company.siteLatitude !== null && company.siteLongitude !== null) {
    return { site: { latitude: company.siteLatitude, longitude: company.siteLongitude, source: company.siteSource ?? ("manual" as SiteSource) }, pin: false };
  }
  const pinned = company.userId === userId ? pinnedSite(photos) : null;
  return { site: pinned && { ...pinned, source: "first-inspection" as SiteSource }, pin: pinned !== null };
}

export function judgeSite(company: Company, userId: string, photos: Fix[]): { check: SiteCheck; distances: (number | null)[]; pin: SiteCheck["site"] } {
  const { site, pin } = siteFor(company, userId, photos);
  return {
    check: siteCheck(site, photos, pin),
    distances: photoDistances(site, photos).map((d) => (d === null ? null : Math.round(d * 10) / 10)),
    pin: pin ? site : null,
  };
}

export interface SealedPhoto {
  id: string;
  sha256: string;
}

/** The record as sealed: its sealed columns, and a checklist capture's checklist, version and answers. */
type SealedRecord = Partial<Record<SealedField, unknown>> & {
  id: string;
  userId: string;
  checklistId?: string | null;
  checklistVersion?: number | null;
  checklistAnswers?: Record<string, unknown> | null;
};

/**
 * Signs the record with the chain of receipts issued for this inspection id, kept or not. Every
 * kept photo's SHA-256 is in the seal itself, so a photo without a receipt is still covered. A checklist
 * capture's answers are sealed with the hash of the definition they were answered against.
 */
export async function sealInspection(
  env: Env,
  db: Db,
  record: SealedRecord,
  photos: SealedPhoto[],
  distances: (number | null)[],
  sealedAt = new Date().toISOString(),
  definitionHash: string | null = null,
) {
  const p = schema.photos;
  const issued = await db
    .select({ id: p.id, seq: p.receiptSeq, hash: p.receiptHash })
    .from(p)
    .where(eq(p.receiptInspectionId, record.id))
    .orderBy(asc(p.receiptSeq));
  const entry = (id: string, seq: number | null, hash: string | null) => {
    const position = photos.findIndex((ph) => ph.id === id);
    const kept = position >= 0;
    return {
      seq,
      photoId: id,
      receiptHash: hash,
      kept,
      position: kept ? position : null,
      distanceM: kept ? distances[position] : null,
      sha256: kept ? photos[position].sha256 : null,
    };
  };
  // Photos uploaded before receipts existed have none; the seal's hash of their bytes covers them.
  const unreceipted = photos.filter((ph) => !issued.some((r) => r.id === ph.id)).map((ph) => entry(ph.id, null, null));
  const key = await currentSigningKey(env, db);
  const nonce = randomToken(16);
  const body: SealBody = {
    type: "siteproof.inspection-seal",
    v: 1,
    kid: key.kid,
    inspectionId: record.id,
    userId: record.userId,
    sealedAt,
    record: publicRecord(record, sealedChecklist(record, definitionHash)),
    hidden: await hiddenDigests(nonce, record),
    chain: [...issued.map((r) => entry(r.id, r.seq, r.hash)), ...unreceipted],
  };
  const text = sealText(body);
  return { seal: text, sealSignature: await signText(key, text), sealKeyId: key.kid, sealNonce: nonce };
}
