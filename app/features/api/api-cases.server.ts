// Cases as the API reads them: always within the key's organization, so another organization's case is the
// same 404 as one that does not exist.
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Case } from "../../platform/db/schema";
import { Refusal } from "../../platform/refusal";
import type { ApiCaller } from "./api-auth.server";
import { type CasePageRequest, nextCursor } from "./case-pages";

export const API_CASE_MESSAGES = {
  notFound: "No case with this id in your organization.",
};

const c = schema.cases;

/** The API's JSON of a case (snake_case, as the lender's systems read it). */
export function caseJson(k: Case) {
  return {
    id: k.id,
    reference: k.reference,
    status: k.status,
    verification_type: k.verificationType,
    checklist_id: k.checklistId,
    company: { id: k.companyId, name: k.companyName },
    site: { address: k.siteAddress, latitude: k.siteLatitude, longitude: k.siteLongitude },
    instructions: k.instructions,
    due_at: k.dueAt,
    assignee_id: k.assigneeId,
    visit: k.visit,
    created_at: k.createdAt,
    updated_at: k.updatedAt,
    submitted_at: k.submittedAt,
    disposed_at: k.disposedAt,
  };
}
export type CaseJson = ReturnType<typeof caseJson>;

export async function apiCase(db: Db, caller: ApiCaller, id: string): Promise<CaseJson> {
  const found = await db
    .select()
    .from(c)
    .where(and(eq(c.organizationId, caller.organizationId), eq(c.id, id)))
    .get();
  if (!found) throw new Refusal(404, API_CASE_MESSAGES.notFound);
  return caseJson(found);
}

/** The organization's case with this lender's reference, as a list of none or one (the reference is unique). */
export async function casesByReference(db: Db, caller: ApiCaller, reference: string): Promise<CaseJson[]> {
  const found = await db
    .select()
    .from(c)
    .where(and(eq(c.organizationId, caller.organizationId), eq(c.reference, reference)))
    .get();
  return found ? [caseJson(found)] : [];
}

/** A page of the organization's cases by (updated_at, id) ascending (`cases_org_updated_idx`), and the next page's cursor. */
export async function casesUpdated(db: Db, caller: ApiCaller, page: CasePageRequest): Promise<{ cases: CaseJson[]; next_cursor: string | null }> {
  const rows = await db
    .select()
    .from(c)
    .where(
      and(
        eq(c.organizationId, caller.organizationId),
        lte(c.updatedAt, page.horizon),
        page.after ? sql`(${c.updatedAt}, ${c.id}) > (${page.after.updatedAt}, ${page.after.id})` : undefined,
        page.since ? gte(c.updatedAt, page.since) : undefined,
      ),
    )
    .orderBy(asc(c.updatedAt), asc(c.id))
    .limit(page.limit);
  return { cases: rows.map(caseJson), next_cursor: nextCursor(rows, page.limit) };
}
