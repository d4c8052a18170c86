// Capturing for an organization's case: the case must be open and assigned to the saver, who must
// still be an inspector of its organization; the company is the case's directory company. The save's
// own D1 batch then links the inspection, submits the case with its event and moves the inspector's
// position in that organization (a personal inspection never does: personal data stays personal).
import { and, eq, inArray } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Case, Company, User } from "../../platform/db/schema";
import { Refusal } from "../../platform/refusal";
import { readCase } from "../cases/case-access.server";
import { caseEvent } from "../../platform/db/case-events";
import { companySite } from "../companies/site-form";
import type { MemberContext } from "../organizations/membership.server";
import { OPEN_STATUSES } from "../../platform/db/case-status";
import { revisitRemark } from "../review/dispose.server";
import { submissionNotes } from "../notifications/reviewers.server";
import { fullName } from "../../platform/names";
import type { CaseCapture, InspectionPayload } from "../../platform/inspection-payload";
import { checklistForCase } from "../checklists/mapping.server";
import { ensureBuiltInChecklists } from "../checklists/built-ins.server";

export const CASE_CAPTURE_MESSAGES = {
  notFound: "Case not found.",
  submitted: "This case is already submitted.",
  company: "This inspection must be for the case's company.",
};

const c = schema.cases;

/** The case and its company for a save, or the refusal that writes nothing. */
export async function caseForSave(db: Db, user: User, input: CaseCapture, companyId: string): Promise<{ found: Case; company: Company; code: string }> {
  const row = await db
    .select({ found: c, role: schema.memberships.role, code: schema.organizations.code })
    .from(c)
    .innerJoin(schema.memberships, and(eq(schema.memberships.organizationId, c.organizationId), eq(schema.memberships.userId, user.id)))
    .innerJoin(schema.organizations, eq(schema.organizations.id, c.organizationId))
    .where(and(eq(c.id, input.id), eq(c.assigneeId, user.id)))
    .get();
  if (!row || row.role !== "inspector") throw new Refusal(404, CASE_CAPTURE_MESSAGES.notFound);
  if (!(OPEN_STATUSES as readonly string[]).includes(row.found.status)) throw new Refusal(409, CASE_CAPTURE_MESSAGES.submitted);
  if (row.found.companyId !== companyId) throw new Refusal(422, CASE_CAPTURE_MESSAGES.company);
  const company = await db
    .select()
    .from(schema.companies)
    .where(and(eq(schema.companies.id, companyId), eq(schema.companies.organizationId, row.found.organizationId)))
    .get();
  if (!company) throw new Refusal(422, CASE_CAPTURE_MESSAGES.company);
  return { found: row.found, company, code: row.code };
}

/** The case's part of the save's batch: a re-visit submits the case again, its earlier inspection kept by inspections.case_id. */
export function caseWrites(db: Db, user: User, found: Case, input: CaseCapture, p: InspectionPayload, now: string) {
  const m = schema.memberships;
  return [
    db
      .update(c)
      .set({
        status: "submitted",
        submittedAt: now,
        reviewRemindedAt: null,
        inspectionId: p.id,
        metName: input.metName,
        metRole: input.metRole,
        updatedAt: now,
      })
      .where(and(eq(c.id, found.id), eq(c.assigneeId, user.id), inArray(c.status, [...OPEN_STATUSES]))),
    caseEvent(db, {
      organizationId: found.organizationId,
      caseId: found.id,
      actor: user,
      kind: "submitted",
      detail: `Submitted the inspection (met ${input.metName}, ${input.metRole})`,
      data: { inspectionId: p.id, metName: input.metName, metRole: input.metRole },
      at: now,
    }),
    submissionNotes(db, found, fullName(user), p.id, now),
    ...(p.location
      ? [
          db
            .update(m)
            .set({ lastLatitude: p.location.latitude, lastLongitude: p.location.longitude, lastLocatedAt: now })
            .where(and(eq(m.organizationId, found.organizationId), eq(m.userId, user.id))),
        ]
      : []),
  ];
}

/** What the capture page shows for `?case=`: my open case, its reference and its company preselected. */
export async function captureCase(db: Db, member: MemberContext, caseId: string) {
  const found = await readCase(db, member, caseId);
  if (found.assigneeId !== member.user.id) throw new Refusal(404, CASE_CAPTURE_MESSAGES.notFound);
  if (!(OPEN_STATUSES as readonly string[]).includes(found.status)) throw new Refusal(409, CASE_CAPTURE_MESSAGES.submitted);
  const company = found.companyId
    ? await db
        .select()
        .from(schema.companies)
        .where(and(eq(schema.companies.id, found.companyId), eq(schema.companies.organizationId, found.organizationId)))
        .get()
    : undefined;
  return {
    id: found.id,
    reference: found.reference,
    orgCode: member.org.code,
    // A re-visit shows the inspector why the case came back.
    revisitRemark: found.visit > 1 ? await revisitRemark(db, found.id) : null,
    checklist: await captureChecklist(db, found.organizationId, found.id),
    // The case's snapshot names the company even if the directory entry was renamed since.
    company: company
      ? { id: company.id, name: found.companyName, cin: company.cin, gstin: company.gstin, address: company.address, site: companySite(company), own: false }
      : null,
  };
}

/**
 * The checklist the capture asks, with its definition: the device keeps it for the visit, offline too. An older
 * organization gets its built-ins here (the one write), so the save only reads.
 */
async function captureChecklist(db: Db, organizationId: string, caseId: string) {
  await ensureBuiltInChecklists(db, organizationId);
  const found = await checklistForCase(db, caseId);
  return found ? { checklistId: found.checklistId, version: found.version, title: found.title, definition: found.definition } : null;
}

export type CaptureCase = Awaited<ReturnType<typeof captureCase>>;
