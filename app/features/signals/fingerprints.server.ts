// The deployment-wide look-up of a new photo's fingerprint. Each photo stores one hash, of its own
// window (fingerprint.ts `storedWindow`); a new photo is compared by each of its look-up windows
// (`lookupWindows`: its own, and where the other side's window sits when either photo is a 5% crop
// of the other), and matches when any of them is within MATCH_DISTANCE bits of a stored hash.
// Multi-index hashing: a hash is four 16-bit bands, each indexed in D1 together with the hash; any
// stored hash within 7 bits of the own window agrees with it to within 1 bit in some band, so its
// bands are probed at their values and the 16 values one bit away; the crop windows, which land
// within a few bits of their match, at their values only (lookupBands). The exact distance picks
// the hash matches; for those alone the stored fine print is read and compared with the new photo's
// pixels at the windows that matched (samePicture), so a second photograph of the same site minutes
// later, which a 64-bit hash cannot tell from a copy, is not a match. Photos of the same inspection
// are never matches (several shots of one site), and removed photos are not on record. A matched
// row recorded before fine prints is printed from its stored original then (with the printer the
// caller hands over: the upload's own image work), and keeps the print.
import { and, eq, isNull, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { comparedMatches, confirmMatches, type Fingerprint, hashHalves, lookupBands, MATCH_DISTANCE, MIN_DETAIL, popCount, windowsWithin } from "./fingerprint";
import { matchKind, rankMatches, type ReceiptMatch } from "./matches";
import type { LookUpGuard } from "./receipt-signals";

/** Candidates read at most; past it (a flood of near-identical hashes) the closest of these count.
 *  A few thousand come back at a million photos (bench/RESULTS.md). */
const MAX_CANDIDATES = 40_000;
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

/** The windows a fingerprint is looked up by: all of them when the server made it, else its own. */
const windowsOf = (fp: Fingerprint) => fp.windows ?? [fp.hash];

/** For each band, the values to probe (lookupBands), as lists. */
const bandValues = (hashes: string[]) => lookupBands(hashes).map((values) => [...values]);

/**
 * Stored rows with a probed band value, one arm per band joined by UNION ALL (a row may come twice):
 * each arm reads only its (band, fingerprint) index, which holds the seq too, never the table. An OR
 * of the four would be a MULTI-INDEX OR that fetches every candidate's row (10 times slower at a
 * million photos on SQLite). The values are integers made here, never input, and a D1 statement
 * binds at most 100 parameters: they go in as literals.
 */
function probe(db: Db, hashes: string[]) {
  const s = schema.photoSignals;
  const [b0, b1, b2, b3] = bandValues(hashes).map((values, i) =>
    db
      .select({ seq: s.seq, fingerprint: sql<string>`${s.fingerprint}` })
      .from(s)
      .where(sql.raw(`band${i} IN (${values.join(",")})`)),
  );
  return b0.unionAll(b1).unionAll(b2).unionAll(b3);
}

/** Stored fingerprints sharing a probed band value with any of `hashes` (seq and hash alone, since
 *  thousands come back at a million photos and few are matches), read in one batch (one
 *  transaction) with `seen`, the newest row then on record, for the guard. */
export async function candidates(db: Db, hashes: string[]): Promise<{ seen: number; rows: { seq: number; fingerprint: string }[] }> {
  const s = schema.photoSignals;
  const [[newest], rows] = await db.batch([db.select({ seen: sql<number | null>`max(${s.seq})` }).from(s), probe(db, hashes).limit(MAX_CANDIDATES)]);
  return { seen: newest?.seen ?? 0, rows };
}

/**
 * The guard for the photo's insert batch (two copies uploaded at the same moment each look up before
 * the other is written): its statement fails the batch when a photo the look-up could have found was
 * recorded after it. SQLite has no RAISE outside triggers, so the statement asks json() to read a
 * sentence, which it refuses; the batch is one transaction, so nothing of it is written. Its check
 * asks the same question after a failed batch, so the upload knows to look up again without reading
 * the error. Any band candidate of another inspection counts, matching or not: a needless look-up is
 * cheap, a missed match is not.
 */
export function lookUpGuard(db: Db, fp: Fingerprint, inspectionId: string, seen: number): LookUpGuard {
  const newer = bandValues(windowsOf(fp))
    .map((values, i) => `SELECT seq FROM photo_signals WHERE band${i} IN (${values.join(",")}) AND seq > ${Math.trunc(seen)}`)
    .join(" UNION ALL ");
  const found = sql`EXISTS (SELECT 1 FROM photo_signals WHERE seq IN (${sql.raw(newer)}) AND inspection_id <> ${inspectionId})`;
  const sentence = "a photo like this one arrived during its look-up";
  return {
    statement: db.select({ guard: sql`json(CASE WHEN ${found} THEN ${sentence} ELSE '0' END)` }).from(sql`(SELECT 1)`),
    check: db.select({ newer: sql<number>`${found}` }).from(sql`(SELECT 1)`),
  };
}

/** A stored original's fine print, made as its upload made it; throws when the bytes are no picture. */
export type Printer = (original: Uint8Array) => string | null;

export interface LookUp {
  matches: ReceiptMatch[];
  /** The newest photo_signals row (its seq) when the look-up read them (for `lookUpGuard`). */
  seen: number;
}

type Found = Candidate & { seq: number; distance: number; finePrint: string | null; r2Key: string };

/** The fine print a stored photo was given, or would have been given at its upload: its original's
 *  image work done again (it is deterministic), or null when the original is gone or not a picture
 *  photon reads. */
async function printOf(env: Env, r2Key: string, print: Printer): Promise<string | null> {
  try {
    const original = await env.PHOTOS.get(r2Key);
    return original ? print(new Uint8Array(await original.arrayBuffer())) : null;
  } catch (error) {
    console.warn("A stored photo could not be printed", r2Key, error);
    return null;
  }
}

/**
 * Fine prints for the compared matches (`comparedMatches`) recorded before fine prints, from their
 * originals, kept on their rows: an old photo is printed once, when it first matters, instead of
 * every old row being read again in a migration. From the original, not the stored thumbnail, so
 * the print is exactly the one its upload would have stored: the same picture differs in no cell,
 * and a thumbnail's JPEG moves a few. A row that cannot be printed keeps its match, as before.
 */
async function printOldMatches<T extends Found>(env: Env, db: Db, compared: T[], print: Printer): Promise<T[]> {
  const unprinted = compared.filter((row) => row.finePrint === null);
  const printed = new Map<number, string>();
  for (const [i, fine] of (await Promise.all(unprinted.map((row) => printOf(env, row.r2Key, print)))).entries()) if (fine) printed.set(unprinted[i].seq, fine);
  if (printed.size === 0) return compared;
  // Two look-ups printing the same row write the same print.
  const s = schema.photoSignals;
  const updates = [...printed].map(([seq, print]) =>
    db
      .update(s)
      .set({ finePrint: print })
      .where(and(eq(s.seq, seq), isNull(s.finePrint))),
  );
  await db.batch(updates as [(typeof updates)[number], ...(typeof updates)[number][]]);
  return compared.map((row) => ({ ...row, finePrint: printed.get(row.seq) ?? row.finePrint }));
}

/** The matches a receipt records for a new photo of `companyKey` taken for `inspectionId`. */
export async function findMatches(env: Env, db: Db, fp: Fingerprint, inspectionId: string, companyKey: string | null, print: Printer): Promise<LookUp> {
  if (!comparable(fp)) return { matches: [], seen: 0 };
  const windows = windowsOf(fp).map(hashHalves);
  const { seen, rows } = await candidates(db, windowsOf(fp));
  /** Each hash match's distance, and its windows within MATCH_DISTANCE, closest first (where its fine print is compared). */
  const matched = new Map<number, { distance: number; windows: number[] }>();
  for (const row of rows) {
    const [high, low] = hashHalves(row.fingerprint);
    const apart = windows.map((w) => popCount(high ^ w[0]) + popCount(low ^ w[1]));
    const distance = Math.min(...apart);
    if (distance <= MATCH_DISTANCE) matched.set(row.seq, { distance, windows: windowsWithin(apart) });
  }
  if (matched.size === 0) return { matches: [], seen };
  const closest = [...matched.keys()].sort((a, b) => matched.get(a)!.distance - matched.get(b)!.distance);
  // Removed photos are not on record; the same inspection's never match.
  const recorded = await db.all<Omit<Found, "distance">>(sql`
    SELECT s.seq AS seq, s.photo_id AS photoId, s.user_id AS userId, s.inspection_id AS inspectionId, s.company_key AS companyKey,
           s.fingerprint AS fingerprint, s.received_at AS receivedAt, p.receipt_hash AS receiptHash, s.fine_print AS finePrint,
           p.r2_key AS r2Key
    FROM photo_signals s JOIN photos p ON p.id = s.photo_id
    WHERE s.seq IN ${closest.slice(0, 90)} AND s.inspection_id <> ${inspectionId} AND p.discarded_at IS NULL`);
  const compared = await printOldMatches(env, db, comparedMatches(recorded.map((c) => ({ ...c, ...matched.get(c.seq)! }))), print);
  // A second photograph of the same site can hash like a copy; the fine prints tell them apart.
  const confirmed = confirmMatches(fp, compared);
  const matches = confirmed.map((c): ReceiptMatch => {
    const kind = matchKind(companyKey, c.companyKey);
    return { kind, distance: c.distance, receiptHash: c.receiptHash, usedOn: kind === "earlier-use" ? c.receivedAt : null };
  });
  return { matches: rankMatches(matches).slice(0, MAX_RECORDED_MATCHES), seen };
}
