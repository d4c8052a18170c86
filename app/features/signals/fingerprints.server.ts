// The deployment-wide look-up of a new photo's fingerprint. Multi-index hashing: the 64-bit hash is
// four 16-bit bands, each indexed in D1; any stored hash within MATCH_DISTANCE (7) bits agrees with
// ours to within 1 bit in at least one band, so probing each band at its value and the 16 values one
// bit away (bandProbes) finds every candidate; the exact distance then decides. Photos of the same
// inspection are never matches (several shots of one site), and removed photos are not on record.
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/db.server";
import { bandProbes, type Fingerprint, hammingDistance, MATCH_DISTANCE, MIN_DETAIL } from "./fingerprint";
import { matchKind, rankMatches, type ReceiptMatch } from "./matches";

/** Candidates read at most; past it (a flood of near-identical hashes) the closest of these count. */
const MAX_CANDIDATES = 2000;
/** Matches a receipt records at most. */
export const MAX_RECORDED_MATCHES = 5;

export interface Candidate {
  photoId: string;
  userId: string;
  inspectionId: string;
  companyKey: string | null;
  fingerprint: string;
  receivedAt: string;
  receiptHash: string | null;
}

/** Whether a fingerprint is distinct enough to compare; a plain one is stored without bands. */
export const comparable = (fp: Fingerprint) => fp.detail >= MIN_DETAIL;

/** Stored fingerprints sharing a probed band value with `hash`, other inspections only: ids and
 *  hashes alone, since at a million photos about a thousand come back and few are matches. */
export async function candidates(db: Db, hash: string, inspectionId: string): Promise<{ photoId: string; fingerprint: string }[]> {
  // The probe values are integers made here, never input, and a D1 statement binds at most 100
  // parameters: they go into the SQL as literals.
  const bands = bandProbes(hash)
    .map((values, i) => `band${i} IN (${values.join(",")})`)
    .join(" OR ");
  return db.all(sql`
    SELECT photo_id AS photoId, fingerprint FROM photo_signals
    WHERE (${sql.raw(bands)}) AND inspection_id <> ${inspectionId}
    LIMIT ${MAX_CANDIDATES}`);
}

/** The matches a receipt records for a new photo of `companyKey` taken for `inspectionId`. */
export async function findMatches(db: Db, fp: Fingerprint, inspectionId: string, companyKey: string | null): Promise<ReceiptMatch[]> {
  if (!comparable(fp)) return [];
  const close = (await candidates(db, fp.hash, inspectionId))
    .map((c) => ({ ...c, distance: hammingDistance(fp.hash, c.fingerprint) }))
    .filter((c) => c.distance <= MATCH_DISTANCE);
  if (close.length === 0) return [];
  const ids = close.map((c) => c.photoId);
  // Removed photos are not on record.
  const rows = await db.all<Candidate>(sql`
    SELECT s.photo_id AS photoId, s.user_id AS userId, s.inspection_id AS inspectionId, s.company_key AS companyKey,
           s.fingerprint AS fingerprint, s.received_at AS receivedAt, p.receipt_hash AS receiptHash
    FROM photo_signals s JOIN photos p ON p.id = s.photo_id
    WHERE s.photo_id IN ${ids.slice(0, 90)} AND p.discarded_at IS NULL`);
  const found = rows.map((c): ReceiptMatch => {
    const kind = matchKind(companyKey, c.companyKey);
    return {
      kind,
      distance: close.find((m) => m.photoId === c.photoId)!.distance,
      receiptHash: c.receiptHash,
      usedOn: kind === "earlier-use" ? c.receivedAt : null,
    };
  });
  return rankMatches(found).slice(0, MAX_RECORDED_MATCHES);
}
