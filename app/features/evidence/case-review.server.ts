// The case an inspection was captured for, and that case's signed dispositions in chain order, for
// whoever may already see the inspection (its owner, or a verify link to it). The chain is the whole
// case's (every visit), since each disposition links to the one before; only the case's reference and
// the signed texts leave here, never another visit's inspection.
import { and, eq, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { mayReadInspection } from "./inspection-access.server";
import { publicKeyMap } from "./keys.server";
import { checkDispositionChain, type SignedDisposition } from "./disposition";
import { type CaseReview, dispositionLines } from "./disposition-view";

export interface CaseChain {
  reference: string;
  dispositions: (SignedDisposition & { id: string })[];
}

/** Null for an inspection not captured for a case (or whose case is gone). */
export async function caseChain(db: Db, caseId: string | null): Promise<CaseChain | null> {
  if (!caseId) return null;
  const c = schema.cases;
  const found = await db.select({ reference: c.reference, organizationId: c.organizationId }).from(c).where(eq(c.id, caseId)).get();
  if (!found) return null;
  return { reference: found.reference, dispositions: await caseDispositions(db, found.organizationId, caseId) };
}

/** A case's signed dispositions in chain order, for a reader who already knows the case's organization. */
export function caseDispositions(db: Db, organizationId: string, caseId: string) {
  const d = schema.dispositions;
  return (
    db
      .select({ id: d.id, text: d.body, signature: d.signature, keyId: d.keyId })
      .from(d)
      .where(and(eq(d.caseId, caseId), eq(d.organizationId, organizationId)))
      // Rows are only ever appended, each signed after the one before: insertion order is chain order.
      .orderBy(d.createdAt, sql`rowid`)
  );
}

/** The chain of an inspection the user may read (null when they may not, or it has no case). */
export async function ownInspectionChain(db: Db, userId: string, inspectionId: string): Promise<CaseChain | null> {
  const i = schema.inspections;
  const row = await db
    .select({ caseId: i.caseId })
    .from(i)
    .where(and(eq(i.id, inspectionId), mayReadInspection(userId)))
    .get();
  return caseChain(db, row?.caseId ?? null);
}

/** What a page shows of the chain: the reference and each signed decision in words. */
export const caseReviewOf = (chain: CaseChain | null): CaseReview | null =>
  chain && { reference: chain.reference, dispositions: dispositionLines(chain.dispositions.map((d) => d.text)) };

/**
 * The same, with the chain checked here against the trusted keys and the given seal texts (this
 * inspection's), as the verify page and the Evidence dialog show beside the seal's own checks.
 */
export async function checkedCaseReview(env: Env, chain: CaseChain | null, seals: Record<string, string>): Promise<CaseReview | null> {
  const review = caseReviewOf(chain);
  if (!chain || !review || chain.dispositions.length === 0) return review;
  const keys = [...(await publicKeyMap(env))].map(([kid, x]) => ({ kid, jwk: { x } }));
  const result = await checkDispositionChain(chain.dispositions, { keys }, seals);
  const n = chain.dispositions.length;
  const detail = result.ok
    ? `${n === 1 ? "The disposition is" : `All ${n} dispositions are`} signed with a trusted key${n === 1 ? "" : ", each linked to the one before"}.`
    : result.lines
        .filter((l) => !l.ok)
        .map((l) => l.text)
        .join(" ");
  return { ...review, check: { ok: result.ok, detail } };
}
