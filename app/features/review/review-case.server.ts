// One case as its reviewer sees it: the case, every visit's sealed inspection and decisions in order,
// the latest inspection's full evidence check (the Evidence dialog's), and the case's history.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Inspection } from "../../platform/db/schema";
import { ASSESSMENT_FIELDS, optionLabel } from "../../platform/assessment";
import { caseDetail } from "../cases/cases.server";
import { publicKeyMap } from "../evidence/keys.server";
import { verifyInspection } from "../evidence/verify.server";
import type { MemberContext } from "../organizations/membership.server";
import { checkDispositionChain, OUTCOME_LABELS } from "../evidence/disposition";
import { type InForce, mayCorrect, mayDispose } from "./review-rules";
import { inspectionIdentity } from "../companies/identity/checks";
import { sealedAnswers } from "../checklists/sealed-answers.server";

const i = schema.inspections;
const d = schema.dispositions;

function inspectionView(row: Inspection) {
  return {
    id: row.id,
    inspectorName: row.inspectorName,
    date: row.date,
    time: row.time,
    sealed: row.seal !== null,
    locationName: row.locationName,
    photoCount: row.photoCount,
    notes: row.notes,
    // "" is "not asked" (a checklist capture): no line for it.
    assessment: ASSESSMENT_FIELDS.filter((f) => row[f.key] !== "").map((f) => ({ label: f.label, value: optionLabel(f.key, row[f.key]) })),
  };
}

/** Every inspection the case has had, oldest first: each submission's event names its inspection. */
function inspectionIds(history: { kind: string; data: Record<string, unknown> }[], current: string | null): string[] {
  const ids = history.filter((e) => e.kind === "submitted" && typeof e.data.inspectionId === "string").map((e) => e.data.inspectionId as string);
  if (current) ids.push(current);
  return [...new Set(ids)];
}

export async function reviewCase(env: Env, db: Db, member: MemberContext, caseId: string) {
  const detail = await caseDetail(db, member, caseId);
  const found = detail.case;
  const e = schema.caseEvents;
  const [events, decisions] = await db.batch([
    db
      .select({ kind: e.kind, data: e.data })
      .from(e)
      .where(and(eq(e.caseId, found.id), eq(e.kind, "submitted")))
      .orderBy(asc(e.createdAt), asc(sql`rowid`)),
    db
      .select()
      .from(d)
      .where(and(eq(d.caseId, found.id), eq(d.organizationId, member.org.id)))
      .orderBy(asc(d.createdAt), asc(sql`rowid`)),
  ]);
  const ids = inspectionIds(events, found.inspectionId);
  const rows = ids.length
    ? await db
        .select()
        .from(i)
        .where(and(inArray(i.id, ids), eq(i.caseId, found.id)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keys = await publicKeyMap(env);
  const chain = await checkDispositionChain(
    decisions.map((x) => ({ text: x.body, signature: x.signature, keyId: x.keyId })),
    { keys: [...keys].map(([kid, x]) => ({ kid, jwk: { x } })) },
    Object.fromEntries(rows.filter((r) => r.seal !== null).map((r) => [r.id, r.seal!])),
  );
  const dispositions = decisions.map((x) => ({
    id: x.id,
    visit: x.visit,
    inspectionId: x.inspectionId,
    outcome: x.outcome,
    outcomeLabel: OUTCOME_LABELS[x.outcome],
    remark: x.remark,
    reviewerName: x.reviewerName,
    replacesId: x.replacesId,
    createdAt: x.createdAt,
    replaced: decisions.some((y) => y.replacesId === x.id),
  }));
  const visits = ids.map((id, index) => {
    const judged = dispositions.filter((x) => x.inspectionId === id);
    const row = byId.get(id);
    return { visit: judged[0]?.visit ?? index + 1, inspection: row ? inspectionView(row) : null, dispositions: judged };
  });
  const current = found.inspectionId ? byId.get(found.inspectionId) : undefined;
  const [verification, checklist] = current ? await Promise.all([verifyInspection(env, db, current.id), sealedAnswers(db, current)]) : [null, null];
  const inForce: InForce | null = found.dispositionId ? (dispositions.find((x) => x.id === found.dispositionId) ?? null) : null;
  const own = !!current && !mayDispose(member.user.id, current.userId);
  return {
    ...detail,
    visits,
    chain,
    current: current
      ? {
          ...inspectionView(current),
          siteCheck: current.siteCheck,
          verification,
          checklist,
          identity: inspectionIdentity(current, new Date().getFullYear()),
        }
      : null,
    inForce,
    own,
    mayDecide: found.status === "submitted" && !!current && !own,
    mayCorrect: !!inForce && !!current && !own && mayCorrect(found, inForce),
  };
}

export type ReviewCaseData = Awaited<ReturnType<typeof reviewCase>>;

/** A kept photo of one of the case's inspections, for the review screen. */
export async function reviewPhoto(db: Db, member: MemberContext, caseId: string, photoId: string) {
  const p = schema.photos;
  const c = schema.cases;
  return db
    .select({ r2Key: p.r2Key, thumbKey: p.thumbKey, fileName: p.fileName })
    .from(p)
    .innerJoin(i, eq(i.id, p.inspectionId))
    .innerJoin(c, eq(c.id, i.caseId))
    .where(and(eq(p.id, photoId), eq(c.id, caseId), eq(c.organizationId, member.org.id)))
    .get();
}
