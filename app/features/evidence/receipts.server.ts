// Issuing a photo's receipt as its row is written: the next link of the inspection's chain,
// signed with the current key. Two uploads of one inspection at once race for the same chain
// position; the unique (receipt_inspection_id, receipt_seq) index lets one win and the other
// take the next position. Each conflict means another upload took a position, so retries make
// progress; a short random pause spreads the ones that collide again. A failed look-up guard is
// not retried here: it is answered as such, and the caller looks up again.
import { desc, eq } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { NewPhoto, Photo } from "../../platform/db/schema";
import { sha256Hex } from "../../platform/encoding";
import { Refusal } from "../../platform/refusal";
import type { SignalsToRecord } from "../signals/receipt-signals";
import { currentSigningKey, signText } from "./keys.server";
import { receiptBody, receiptText } from "./receipt";

/** Enough for dozens of photos of one inspection arriving at once; past it the client sends again. */
const ATTEMPTS = 40;
export const CHAIN_BUSY = "Too many photos of this inspection are arriving at once; send this one again";

type PhotoFacts = NewPhoto & { id: string; userId: string; sha256: string; size: number; capturedAt: string };

/** The photo on record with its receipt, or nothing written because its signals' look-up is out of date. */
export type Recorded = { photo: Photo } | { lookUpOutdated: true };

export async function insertPhotoWithReceipt(
  env: Env,
  db: Db,
  row: PhotoFacts,
  inspectionId: string,
  thumbSha256: string,
  serverTime = new Date().toISOString(),
  signals?: SignalsToRecord,
): Promise<Recorded> {
  const key = await currentSigningKey(env, db);
  const p = schema.photos;
  for (let attempt = 1; ; attempt++) {
    const last = await db
      .select({ seq: p.receiptSeq, hash: p.receiptHash })
      .from(p)
      .where(eq(p.receiptInspectionId, inspectionId))
      .orderBy(desc(p.receiptSeq))
      .limit(1)
      .get();
    const body = receiptBody(
      {
        kid: key.kid,
        photoId: row.id,
        sha256: row.sha256,
        size: row.size,
        thumbSha256,
        serverTime,
        captureTime: row.capturedAt,
        latitude: row.latitude ?? null,
        longitude: row.longitude ?? null,
        accuracy: row.accuracy ?? null,
        userId: row.userId,
        inspectionId,
        seq: (last?.seq ?? 0) + 1,
        prev: last?.hash ?? null,
      },
      signals?.receipt,
    );
    const text = receiptText(body);
    const receipt = {
      receipt: text,
      receiptSignature: await signText(key, text),
      receiptKeyId: key.kid,
      receiptHash: await sha256Hex(text),
      receiptSeq: body.seq,
      receiptInspectionId: inspectionId,
    };
    try {
      const insert = db
        .insert(p)
        .values({ ...row, ...receipt })
        .returning();
      if (!signals) return { photo: (await insert.get())! };
      // One batch: a photo is never on record without its signals, nor signals without the photo,
      // nor with a look-up that missed a copy recorded meanwhile (the guard fails the batch).
      const signalRow = { ...signals.row, photoId: row.id, userId: row.userId, inspectionId, receivedAt: serverTime };
      const writes = [insert, db.insert(schema.photoSignals).values(signalRow)] as const;
      if (!signals.guard) return { photo: (await db.batch(writes))[0][0]! };
      return { photo: (await db.batch([signals.guard.statement, ...writes]))[1][0]! };
    } catch (error) {
      // Which statement failed is asked of the tables, not read from the error's text.
      if (signals?.guard && (await signals.guard.check)[0]?.newer) return { lookUpOutdated: true };
      const taken = await db.select({ id: p.id }).from(p).where(eq(p.receiptInspectionId, inspectionId)).orderBy(desc(p.receiptSeq)).limit(1).get();
      if (!taken || taken.id === row.id) throw error;
      if (attempt >= ATTEMPTS) throw new Refusal(503, CHAIN_BUSY, {}, { "Retry-After": "1" });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * Math.min(attempt, 10)));
    }
  }
}
