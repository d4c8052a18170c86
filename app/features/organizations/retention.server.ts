// The retention rule's setting (the owner's) and the daily clean-up it drives: the only thing that removes a case's
// sealed evidence. A case closed longer ago than its organization's rule loses every visit's inspection; their photo
// rows, signals and verify links go with them (foreign keys), so a verify link given out answers 404. The case, its
// history and its signed decisions stay; the case says when its evidence was removed (cases.evidence_removed_at).
import { and, eq, inArray, isNotNull, isNull, lt, sql, type SQLWrapper } from "drizzle-orm";
import { type Db, getDb, schema } from "../../platform/db/db.server";
import { newId } from "../../platform/ids";
import { signaturePrefix } from "../../platform/storage-keys";
import type { MemberContext } from "./membership.server";
import { CLOSED_STATUSES } from "../../platform/db/case-status";
import { caseEventsWhere } from "../../platform/db/case-events";
import { evidenceRemovedDetail, type RetentionYears, retentionCutoff } from "./retention";

const o = schema.organizations;
const c = schema.cases;
const i = schema.inspections;
const p = schema.photos;

/** Cases a pass takes at once: their ids and the rule's bind under D1's 100 parameters in one statement. */
export const CASES_PER_PASS = 50;
/** Passes per organization per day; what is left waits for the next day. */
const MAX_PASSES = 40;

export async function setRetention(db: Db, member: MemberContext, years: RetentionYears | null): Promise<void> {
  await db.update(o).set({ evidenceRetentionYears: years, updatedAt: new Date().toISOString() }).where(eq(o.id, member.org.id));
}

/** The clean-up for every organization with a rule; returns how many cases lost their evidence. */
export async function removeExpiredEvidence(env: Env, now = new Date()): Promise<number> {
  const db = getDb(env.DB);
  const orgs = await db.select({ id: o.id, years: o.evidenceRetentionYears }).from(o).where(isNotNull(o.evidenceRetentionYears));
  let removed = 0;
  for (const org of orgs) {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const n = await removePass(env, db, org.id, org.years!, now);
      removed += n;
      if (n < CASES_PER_PASS) break;
    }
  }
  return removed;
}

/** One pass: up to CASES_PER_PASS expired cases' inspections out of D1, then their photos out of R2. */
async function removePass(env: Env, db: Db, organizationId: string, years: number, now: Date): Promise<number> {
  const cutoff = retentionCutoff(years, now);
  const expired = and(eq(c.organizationId, organizationId), inArray(c.status, [...CLOSED_STATUSES]), lt(c.disposedAt, cutoff), isNull(c.evidenceRemovedAt));
  const cases = await db.select({ id: c.id }).from(c).where(expired).limit(CASES_PER_PASS);
  if (cases.length === 0) return 0;
  const ids = cases.map((k) => k.id);
  const keys = await db
    .select({ r2Key: p.r2Key, thumbKey: p.thumbKey })
    .from(i)
    .innerJoin(p, and(eq(p.userId, i.userId), eq(p.inspectionId, i.id)))
    .where(inArray(i.caseId, ids));
  const signed = await db
    .select({ id: i.id })
    .from(i)
    .where(and(inArray(i.caseId, ids), isNotNull(i.checklistId)));
  const at = now.toISOString();
  // Only cases still expired when the batch runs (a reopen meanwhile keeps its evidence).
  const still = (k: SQLWrapper) => sql`${k} IN (SELECT id FROM cases WHERE id IN ${ids} AND ${expired})`;
  const detail = evidenceRemovedDetail(years);
  await db.batch([
    caseEventsWhere(
      db,
      {
        id: sql`${`${newId()}:`} || id`,
        organizationId: sql`organization_id`,
        caseId: sql`id`,
        actorId: null,
        actorName: "SiteProof",
        kind: "evidence_removed",
        detail,
        data: { years },
        createdAt: at,
      },
      sql`FROM cases WHERE ${still(c.id)}`,
    ),
    db.delete(i).where(still(i.caseId)),
    db.update(c).set({ evidenceRemovedAt: at }).where(still(c.id)),
  ]);
  const objects = keys.flatMap((k) => [k.r2Key, ...(k.thumbKey ? [k.thumbKey] : [])]);
  // R2 deletes take at most 1,000 keys at a time.
  for (let n = 0; n < objects.length; n += 1000) await env.PHOTOS.delete(objects.slice(n, n + 1000));
  // A checklist capture's signatures (a few per inspection, under its own prefix).
  for (const { id } of signed) {
    const listed = await env.PHOTOS.list({ prefix: signaturePrefix(id) });
    if (listed.objects.length) await env.PHOTOS.delete(listed.objects.map((o) => o.key));
  }
  return cases.length;
}
