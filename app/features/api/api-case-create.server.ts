// POST /api/v1/cases: the case form's creation (cases.server.ts createCase) called for a key. The key acts as its
// organization with the name "api (<key's name>)" in the case's history; the case is the same case the pages show.
// An Idempotency-Key makes a retry within 24 hours answer the first answer instead of making a second case (idempotency.server.ts).
import { eq } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Membership, User } from "../../platform/db/schema";
import { sha256Hex } from "../../platform/encoding";
import { Refusal } from "../../platform/refusal";
import { inspectorLoads } from "../cases/allocation.server";
import { rankInspectors } from "../cases/allocation";
import { CASE_FORM_MESSAGES } from "../cases/case-form";
import { createCase } from "../cases/cases.server";
import { directoryCompany } from "../companies/directory.server";
import type { MemberContext } from "../organizations/membership.server";
import type { ApiCaller } from "./api-auth.server";
import { apiFieldErrors, type ApiCaseRequest } from "./api-case-input";
import { apiCase, type CaseJson, casesByReference } from "./api-cases.server";
import { claimKey, keepAnswer, releaseKey } from "./idempotency.server";

export const API_CREATE_MESSAGES = {
  duplicate: "A case with this reference already exists in your organization.",
  noCreator: "The person who made this key no longer has an account. Ask your organization's owner for a new key.",
};

/**
 * The member a key acts as for the cases feature: the organization, and the key's maker as the case's creator
 * (`created_by`), named "api (<key's name>)" in the history; due times arrive as UTC instants, so its zone is UTC.
 */
export async function apiMember(db: Db, caller: ApiCaller): Promise<MemberContext> {
  const [org, maker] = await db.batch([
    db.select().from(schema.organizations).where(eq(schema.organizations.id, caller.organizationId)),
    db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, caller.createdBy ?? "")),
  ]);
  if (!maker[0]) throw new Refusal(403, API_CREATE_MESSAGES.noCreator, { problem: "key-without-creator" });
  const user: User = { ...maker[0], firstName: "api", lastName: `(${caller.keyName})`, timeZone: "UTC" };
  const membership = { organizationId: caller.organizationId, userId: user.id, role: "manager" } as Membership;
  return { org: org[0], user, membership };
}

/** The organization's inspector nearest the site, or null when the site or every inspector's position is unknown. */
async function nearestInspector(db: Db, organizationId: string, request: ApiCaseRequest): Promise<string | null> {
  let site = request.site ?? null;
  if (!site && request.input.companyId) {
    const company = await directoryCompany(db, organizationId, request.input.companyId);
    if (company?.siteLatitude != null && company.siteLongitude != null) site = { latitude: company.siteLatitude, longitude: company.siteLongitude };
  }
  if (!site) return null;
  const [first] = rankInspectors(site, await inspectorLoads(db, organizationId));
  return first && first.distanceKm !== null ? first.userId : null;
}

const duplicate = (caseId: string) => new Refusal(409, API_CREATE_MESSAGES.duplicate, { problem: "duplicate-reference", case_id: caseId });

export interface ApiAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** The request's own hash under an Idempotency-Key: the same key with another body is refused. */
export const requestHash = (request: ApiCaseRequest) => sha256Hex(JSON.stringify(request));

export async function createApiCase(
  db: Db,
  env: Env,
  caller: ApiCaller,
  request: ApiCaseRequest,
  idempotencyKey: string | null,
  now = new Date(),
): Promise<ApiAnswer> {
  const claim = idempotencyKey ? { keyId: caller.keyId, idempotencyKey, requestHash: await requestHash(request) } : null;
  const first = claim ? await claimKey(db, claim, now) : null;
  if (first) return { ...first, replayed: true };
  try {
    const body = await createFor(db, env, caller, request, now);
    if (claim) await keepAnswer(db, claim, 201, body);
    return { status: 201, body, replayed: false };
  } catch (error) {
    if (claim) await releaseKey(db, claim);
    throw error;
  }
}

async function createFor(db: Db, env: Env, caller: ApiCaller, request: ApiCaseRequest, now: Date): Promise<CaseJson> {
  // A reference already used is found by createCase's own check (or the unique index), answered below with the case's id.
  const member = await apiMember(db, caller);
  const input = request.nearest ? { ...request.input, assigneeId: (await nearestInspector(db, caller.organizationId, request)) ?? "" } : request.input;
  let id: string;
  try {
    id = await createCase(db, env, member, input, now, request.site);
  } catch (error) {
    if (!(error instanceof Refusal) || !error.data.fieldErrors) throw error;
    const errors = error.data.fieldErrors as Record<string, string>;
    if (errors.reference === CASE_FORM_MESSAGES.duplicate) {
      const [winner] = await casesByReference(db, caller, request.input.reference);
      if (winner) throw duplicate(winner.id);
    }
    throw new Refusal(error.status, error.message, { fieldErrors: apiFieldErrors(errors) });
  }
  return apiCase(db, caller, id);
}
