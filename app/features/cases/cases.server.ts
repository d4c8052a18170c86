// Cases of an organization: creating one (with its first history row in the same batch), the list
// (keyset-paged on due_at, id, never OFFSET), and one case's page with its history. Every read adds
// caseScope, so an inspector's list holds only their own cases.
import { and, asc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { CaseStatus } from "../../platform/db/schema";
import { forwardGeocode } from "../../platform/geocoder.server";
import { newId } from "../../platform/ids";
import { fullName } from "../../platform/names";
import { Refusal } from "../../platform/refusal";
import { directoryCompany, insertDirectoryCompany } from "../companies/directory.server";
import type { MemberContext } from "../organizations/membership.server";
import { caseScope, readCase } from "./case-access.server";
import { caseEvent } from "../../platform/db/case-events";
import { queueCaseWebhooks } from "../../platform/webhooks/outbox.server";
import { assertCaseChecklist, checklistForCase } from "../checklists/mapping.server";
import { CASE_FORM_MESSAGES, type CaseInput } from "./case-form";
import { dueInstant } from "../../platform/time/due";
import { CASE_STATUS_LABELS, statusOnAssign, VERIFICATION_TYPE_LABELS } from "./status";

const c = schema.cases;
const u = schema.users;
const m = schema.memberships;

export const CASE_PAGE_SIZE = 50;

/** The organization's inspectors (who may be assigned cases), by name. */
export async function orgInspectors(db: Db, orgId: string) {
  const rows = await db
    .select({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email })
    .from(m)
    .innerJoin(u, eq(u.id, m.userId))
    .where(and(eq(m.organizationId, orgId), eq(m.role, "inspector")));
  return rows.map((r) => ({ id: r.id, email: r.email, name: fullName(r) })).sort((a, b) => a.name.localeCompare(b.name));
}

const refuseField = (field: keyof CaseInput, message: string, values?: Record<string, string>) =>
  new Refusal(422, message, { fieldErrors: { [field]: message }, ...(values ? { values } : {}) });

async function referenceTaken(db: Db, orgId: string, reference: string) {
  return !!(await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.organizationId, orgId), eq(c.reference, reference)))
    .get());
}

/**
 * Creates the case (and the directory company when it is new) with its "created" event in one batch.
 * The site's position is the directory company's when set, else the geocoder's; a geocoder that
 * cannot answer leaves it empty rather than refusing the case.
 */
export async function createCase(
  db: Db,
  env: Env,
  member: MemberContext,
  input: CaseInput,
  now = new Date(),
  /** The site's position when the caller knows it (the API's latitude and longitude): no geocoding then. */
  givenSite?: { latitude: number; longitude: number },
): Promise<string> {
  const { org, user } = member;
  const dueAt = dueInstant(input.dueDate, input.dueTime, user.timeZone, now);
  if (!dueAt) throw refuseField("dueDate", CASE_FORM_MESSAGES.duePast);
  const company = input.companyId ? await directoryCompany(db, org.id, input.companyId) : undefined;
  if (input.companyId && !company) throw refuseField("companyId", CASE_FORM_MESSAGES.companyNotFound);
  const inspectors = await orgInspectors(db, org.id);
  const assignee = input.assigneeId ? inspectors.find((i) => i.id === input.assigneeId) : undefined;
  if (input.assigneeId && !assignee) throw refuseField("assigneeId", CASE_FORM_MESSAGES.assignee);
  if (await referenceTaken(db, org.id, input.reference)) throw refuseField("reference", CASE_FORM_MESSAGES.duplicate);
  const checklistTitle = input.checklistId ? await assertCaseChecklist(db, org.id, input.checklistId) : null;

  const siteAddress = input.siteAddress || company!.address;
  let site =
    givenSite ??
    (company?.siteLatitude != null && company.siteLongitude != null ? { latitude: company.siteLatitude, longitude: company.siteLongitude } : undefined);
  if (!site) {
    const found = await forwardGeocode(env, siteAddress);
    if (found.ok) site = { latitude: found.latitude, longitude: found.longitude };
  }
  const added = company ? undefined : insertDirectoryCompany(db, org.id, user.email, { name: input.companyName, address: siteAddress }, site);
  const id = newId();
  const status: CaseStatus = statusOnAssign("unassigned", assignee?.id ?? null);
  const insert = db.insert(c).values({
    id,
    organizationId: org.id,
    reference: input.reference,
    companyId: company?.id ?? added!.id,
    companyName: company?.name ?? input.companyName,
    siteAddress,
    siteLatitude: site?.latitude ?? null,
    siteLongitude: site?.longitude ?? null,
    verificationType: input.verificationType,
    checklistId: input.checklistId || null,
    instructions: input.instructions || null,
    dueAt,
    assigneeId: assignee?.id ?? null,
    assignedAt: assignee ? new Date().toISOString() : null,
    status,
    createdBy: user.id,
  });
  // The due time is on the case page in the reader's own zone; the history keeps words, not instants.
  const detail = `Created (${VERIFICATION_TYPE_LABELS[input.verificationType]}${checklistTitle ? `, checklist ${checklistTitle}` : ""})${assignee ? ` and assigned to ${assignee.name}` : ""}`;
  const event = caseEvent(db, { organizationId: org.id, caseId: id, actor: user, kind: "created", detail, data: { status, assigneeId: assignee?.id ?? null } });
  try {
    await (added ? db.batch([added.query, insert, event]) : db.batch([insert, event]));
  } catch (error) {
    // Another request took the reference between the check and the write: the same field error.
    if (String(error).includes("UNIQUE") && (await referenceTaken(db, org.id, input.reference))) throw refuseField("reference", CASE_FORM_MESSAGES.duplicate);
    throw error;
  }
  if (assignee) await queueCaseWebhooks(env, id);
  return id;
}

export interface CaseListQuery {
  status: CaseStatus | null;
  q: string;
  after: { dueAt: string; id: string } | null;
}

export function parseCaseListQuery(params: URLSearchParams): CaseListQuery {
  const status = params.get("status") ?? "";
  const after = params.get("after") ?? "";
  const bar = after.indexOf("|");
  return {
    status: status in CASE_STATUS_LABELS ? (status as CaseStatus) : null,
    q: (params.get("q") ?? "").trim().slice(0, 100),
    after: bar > 0 ? { dueAt: after.slice(0, bar), id: after.slice(bar + 1) } : null,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (x) => `\\${x}`);

/**
 * One page of the member's cases by due time; `next` is the keyset of the following page. A search
 * that is a reference of the organization finds that case alone through the unique index; any other
 * search matches within references and company names.
 */
export async function listCases(db: Db, member: MemberContext, query: CaseListQuery) {
  const where: SQL[] = [caseScope(member)];
  if (query.status) where.push(eq(c.status, query.status));
  if (query.q && !query.after) {
    const exact = await casePage(db, [...where, eq(c.reference, query.q)]);
    if (exact.cases.length) return exact;
  }
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(or(sql`${c.reference} LIKE ${like} ESCAPE '\\'`, sql`${c.companyName} LIKE ${like} ESCAPE '\\'`)!);
  }
  if (query.after) where.push(or(gt(c.dueAt, query.after.dueAt), and(eq(c.dueAt, query.after.dueAt), gt(c.id, query.after.id)))!);
  return casePage(db, where);
}

async function casePage(db: Db, where: SQL[]) {
  const rows = await db
    .select({
      id: c.id,
      reference: c.reference,
      companyName: c.companyName,
      siteAddress: c.siteAddress,
      status: c.status,
      dueAt: c.dueAt,
      verificationType: c.verificationType,
      assigneeFirst: u.firstName,
      assigneeLast: u.lastName,
      assigneeEmail: u.email,
    })
    .from(c)
    .leftJoin(u, eq(u.id, c.assigneeId))
    .where(and(...where))
    .orderBy(asc(c.dueAt), asc(c.id))
    .limit(CASE_PAGE_SIZE + 1);
  const page = rows.slice(0, CASE_PAGE_SIZE).map(({ assigneeFirst, assigneeLast, assigneeEmail, ...r }) => ({
    ...r,
    assignee: assigneeEmail ? fullName({ firstName: assigneeFirst ?? "", lastName: assigneeLast ?? "", email: assigneeEmail }) : null,
  }));
  const last = page[page.length - 1];
  return { cases: page, next: rows.length > CASE_PAGE_SIZE && last ? `${last.dueAt}|${last.id}` : null };
}

/** One case the member may read, its assignee's name, its checklist and its history, oldest first. */
export async function caseDetail(db: Db, member: MemberContext, caseId: string) {
  const found = await readCase(db, member, caseId);
  const e = schema.caseEvents;
  const [[assignee, history], checklist] = await Promise.all([
    db.batch([
      db
        .select({ firstName: u.firstName, lastName: u.lastName, email: u.email })
        .from(u)
        .where(eq(u.id, found.assigneeId ?? "")),
      db
        .select({ id: e.id, actorName: e.actorName, kind: e.kind, detail: e.detail, createdAt: e.createdAt })
        .from(e)
        .where(and(eq(e.caseId, found.id), eq(e.organizationId, member.org.id)))
        .orderBy(asc(e.createdAt), asc(sql`rowid`)),
    ]),
    checklistForCase(db, found.id),
  ]);
  return {
    case: found,
    assignee: assignee[0] ? fullName(assignee[0]) : null,
    history,
    /** What its capture asks: the named checklist or the type's, at its latest version; null is the seven questions. */
    checklist: checklist ? { title: checklist.title, version: checklist.version } : null,
  };
}
