// Idempotency-Key (the IETF draft's header, as Stripe uses it): the first request under a key claims it before any
// write, so a retry sent while the first still runs is told so (409) instead of racing it; the first's answer is then
// kept 24 hours and a retry gets it again. The same key with another body is refused (422). A request refused on its
// merits gives its claim back, so a corrected retry may use the key.
import { and, eq, lt } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { Refusal } from "../../platform/refusal";

export const IDEMPOTENCY_MS = 24 * 3600_000;
/** The status of a claim whose request is still running. */
const RUNNING = 0;

export const IDEMPOTENCY_MESSAGES = {
  reused: "This Idempotency-Key was used with another body. Use a new key for a new request.",
  running: "A request with this Idempotency-Key is still running. Retry in a moment to get its answer.",
};

const i = schema.apiIdempotency;

export interface Claim {
  keyId: string;
  idempotencyKey: string;
  requestHash: string;
}

const where = (c: Claim) => and(eq(i.keyId, c.keyId), eq(i.idempotencyKey, c.idempotencyKey));

/** Claims the key for this request (null: go on), or answers the first request's answer to give again. */
export async function claimKey(db: Db, claim: Claim, now = new Date()): Promise<{ status: number; body: unknown } | null> {
  const since = new Date(now.getTime() - IDEMPOTENCY_MS).toISOString();
  const row = { ...claim, status: RUNNING, body: "", createdAt: now.toISOString() };
  // A claim past its 24 hours is taken over as if there were none.
  const [claimed] = await db
    .insert(i)
    .values(row)
    .onConflictDoUpdate({ target: [i.keyId, i.idempotencyKey], set: row, setWhere: lt(i.createdAt, since) })
    .returning({ keyId: i.keyId });
  if (claimed) return null;
  const first = await db.select().from(i).where(where(claim)).get();
  if (!first) throw new Refusal(409, IDEMPOTENCY_MESSAGES.running, { problem: "idempotency-key-in-use" }, { "Retry-After": "1" });
  if (first.requestHash !== claim.requestHash) throw new Refusal(422, IDEMPOTENCY_MESSAGES.reused, { problem: "idempotency-key-reused" });
  if (first.status === RUNNING) throw new Refusal(409, IDEMPOTENCY_MESSAGES.running, { problem: "idempotency-key-in-use" }, { "Retry-After": "1" });
  return { status: first.status, body: JSON.parse(first.body) };
}

/** Keeps the answer under the claimed key. */
export async function keepAnswer(db: Db, claim: Claim, status: number, body: unknown): Promise<void> {
  await db
    .update(i)
    .set({ status, body: JSON.stringify(body) })
    .where(and(where(claim), eq(i.requestHash, claim.requestHash)));
}

/** Gives the key back after a refusal, so a corrected retry may use it. */
export async function releaseKey(db: Db, claim: Claim): Promise<void> {
  await db.delete(i).where(and(where(claim), eq(i.status, RUNNING)));
}

/** The daily clean-up: answers kept past their 24 hours count for nothing. */
export async function pruneIdempotency(db: Db, now = Date.now()): Promise<void> {
  await db.delete(i).where(lt(i.createdAt, new Date(now - IDEMPOTENCY_MS).toISOString()));
}
