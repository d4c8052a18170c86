// What saving an inspection adds for evidence: the on-site check against the company's site (pinned
// from these photos when the user's own company has none yet), each photo's distance, and the seal.
import { and, asc, eq } from "drizzle-orm";
import { type Db, schema } from "../db.server";
import type { Company } from "../companies.server";
import type { SiteCheck, SiteSource } from "../db/schema";
import { currentSigningKey, signText } from "./keys.server";
import { type Fix, photoDistances, pinnedSite, siteCheck } from "./on-site";
import { type SealBody, type SealedRecord, sealedRecord, sealText } from "./seal";

export interface SavedPhotoFacts extends Fix {
  id: string;
}

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
  return { check: siteCheck(site, photos), distances: photoDistances(site, photos).map((d) => (d === null ? null : Math.round(d * 10) / 10)), pin: pin ? site : null };
}

/** Signs the record with the chain of receipts issued for this inspection id (kept or not). */
export async function sealInspection(env: Env, db: Db, record: Partial<Record<keyof SealedRecord, unknown>>, photoIds: string[], distances: (number | null)[]) {
  const p = schema.photos;
  const userId = String(record.userId);
  const inspectionId = String(record.id);
  const issued = await db
    .select({ id: p.id, seq: p.receiptSeq, hash: p.receiptHash })
    .from(p)
    .where(and(eq(p.userId, userId), eq(p.receiptInspectionId, inspectionId)))
    .orderBy(asc(p.receiptSeq));
  const entry = (id: string, seq: number | null, hash: string | null) => {
    const position = photoIds.indexOf(id);
    return { seq, photoId: id, receiptHash: hash, kept: position >= 0, position: position >= 0 ? position : null, distanceM: position >= 0 ? distances[position] : null };
  };
  // Photos uploaded before receipts existed have none; they are sealed by position alone.
  const unreceipted = photoIds.filter((id) => !issued.some((r) => r.id === id)).map((id) => entry(id, null, null));
  const key = await currentSigningKey(env, db);
  const body: SealBody = {
    type: "siteproof.inspection-seal",
    v: 1,
    kid: key.kid,
    inspectionId,
    userId,
    sealedAt: new Date().toISOString(),
    record: sealedRecord(record),
    chain: [...issued.map((r) => entry(r.id, r.seq, r.hash)), ...unreceipted],
  };
  const text = sealText(body);
  return { seal: text, sealSignature: await signText(key, text), sealKeyId: key.kid };
}
