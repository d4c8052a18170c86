// The team layer: organizations, their members and invitations, verification cases and each case's
// append-only history. Personal tables are untouched; every index here starts with organization_id
// (or the row's own key), so each organization's lists stay flat however large the deployment grows.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import type { VerificationType } from "../verification-types";

export type OrgRole = "owner" | "manager" | "reviewer" | "inspector";

/** Part 1's states, then the review outcomes part 2 records. */
export type CaseStatus = "unassigned" | "assigned" | "in_progress" | "submitted" | "verified" | "not_verified" | "revisit" | "not_found" | "cancelled";

export const organizations = sqliteTable(
  "organizations",
  {
    id: text("id").primaryKey(),
    /** Short code in the organization's URLs (/app/org/<code>), lower case, unique in the deployment. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** The owner's retention rule: years a closed case's sealed evidence is kept after it closed; null keeps it. */
    evidenceRetentionYears: integer("evidence_retention_years"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("organizations_code_unique").on(t.code), index("organizations_created_idx").on(t.createdAt)],
);

export const memberships = sqliteTable(
  "memberships",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<OrgRole>().notNull(),
    /** Where the member last sealed an inspection for one of this organization's cases: allocation
     *  orders inspectors by it. Personal inspections never move it (personal data stays personal). */
    lastLatitude: real("last_latitude"),
    lastLongitude: real("last_longitude"),
    lastLocatedAt: text("last_located_at"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index("memberships_org_role_idx").on(t.organizationId, t.role),
    index("memberships_user_idx").on(t.userId),
  ],
);

/** A single-use invitation; the link's token is kept only as its SHA-256. */
export const invitations = sqliteTable(
  "invitations",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<OrgRole>().notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: text("expires_at").notNull(),
    acceptedAt: text("accepted_at"),
    acceptedBy: text("accepted_by"),
    revokedAt: text("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invitations_token_unique").on(t.tokenHash), index("invitations_org_idx").on(t.organizationId, t.createdAt)],
);

export const cases = sqliteTable(
  "cases",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The lender's reference number, unique within the organization. */
    reference: text("reference").notNull(),
    companyId: text("company_id"),
    /** The company as it was when the case was made, so the queue needs no join. */
    companyName: text("company_name").notNull(),
    siteAddress: text("site_address").notNull(),
    siteLatitude: real("site_latitude"),
    siteLongitude: real("site_longitude"),
    verificationType: text("verification_type").$type<VerificationType>().notNull(),
    /** The checklist the case names at creation, else its type's in the organization's mapping (no foreign key:
     *  adding one would remake the table and its triggers; checklists are never deleted). */
    checklistId: text("checklist_id"),
    instructions: text("instructions"),
    /** UTC instant the case is due. */
    dueAt: text("due_at").notNull(),
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<CaseStatus>().notNull(),
    inspectionId: text("inspection_id"),
    /** Who the inspector met at the site, recorded with the capture. */
    metName: text("met_name"),
    metRole: text("met_role"),
    /** Set when the "due within 2 hours" reminder was sent, so it is sent once. */
    remindedAt: text("reminded_at"),
    /** When the case was last given to its inspector (the MIS export's "assigned"). */
    assignedAt: text("assigned_at"),
    submittedAt: text("submitted_at"),
    /** Which visit the case is on: a Re-visit disposition (or a manager's reopen) starts the next one. */
    visit: integer("visit").notNull().default(1),
    /** The latest disposition in force, and when it was signed (turnaround's "submitted to disposition"). */
    dispositionId: text("disposition_id"),
    disposedAt: text("disposed_at"),
    /** Set when the reviewers were reminded of a submission still unreviewed after 24 hours. */
    reviewRemindedAt: text("review_reminded_at"),
    /** When the organization's retention rule removed the case's sealed inspections and photos. */
    evidenceRemovedAt: text("evidence_removed_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("cases_org_reference_unique").on(t.organizationId, t.reference),
    // The manager's list (by due time) and its status filter, keyset-paged on (due_at, id).
    index("cases_org_due_idx").on(t.organizationId, t.dueAt, t.id),
    index("cases_org_status_due_idx").on(t.organizationId, t.status, t.dueAt, t.id),
    // My cases and each inspector's open and overdue counts.
    index("cases_org_assignee_due_idx").on(t.organizationId, t.assigneeId, t.status, t.dueAt, t.id),
    index("cases_assignee_due_idx").on(t.assigneeId, t.dueAt),
    // My cases reads an inspector's open cases in due order straight from here, with no sort of the
    // submitted ones (the condition matches OPEN_STATUSES in ../case-status.ts).
    index("cases_org_assignee_open_due_idx")
      .on(t.organizationId, t.assigneeId, t.dueAt, t.id)
      .where(sql`${t.status} IN ('unassigned', 'assigned', 'in_progress', 'revisit')`),
    index("cases_inspection_idx").on(t.inspectionId),
    // The review queue: submitted cases, oldest submission first.
    index("cases_org_status_submitted_idx").on(t.organizationId, t.status, t.submittedAt, t.id),
    // The MIS export and the dashboard's part days at a range's edges read a range of cases by creation time.
    index("cases_org_created_idx").on(t.organizationId, t.createdAt, t.id),
    // The API's pages of cases by last change (GET /api/v1/cases?updated_since=…), keyset on (updated_at, id).
    index("cases_org_updated_idx").on(t.organizationId, t.updatedAt, t.id),
    // The dashboard's overdue counts depend on the time now, so its rollups cannot hold them: it counts
    // the open cases not yet due from here alone and takes them from the open cases it sums.
    index("cases_org_open_due_idx")
      .on(t.organizationId, t.dueAt, t.createdAt, t.assigneeId, t.status)
      .where(sql`${t.status} IN ('unassigned', 'assigned', 'in_progress', 'revisit')`),
  ],
);

/** A case's history: one row per change, never updated or deleted. */
export const caseEvents = sqliteTable(
  "case_events",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    actorId: text("actor_id"),
    /** The actor's name as it was, so the history reads the same after they leave. */
    actorName: text("actor_name").notNull(),
    /** created, assigned, reassigned, unassigned, started, submitted, edited... */
    kind: text("kind").notNull(),
    /** What changed, in words for the history list. */
    detail: text("detail").notNull().default(""),
    data: text("data", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [index("case_events_case_idx").on(t.caseId, t.createdAt), index("case_events_org_idx").on(t.organizationId, t.createdAt)],
);

export type DispositionOutcome = "verified" | "not_verified" | "revisit" | "not_found";

/** A reviewer's signed decision on one visit's sealed inspection. Never updated or deleted: a correction
 *  is a new row naming the one it replaces. `body` is the exact canonical JSON that was signed. */
export const dispositions = sqliteTable(
  "dispositions",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    inspectionId: text("inspection_id").notNull(),
    visit: integer("visit").notNull(),
    outcome: text("outcome").$type<DispositionOutcome>().notNull(),
    remark: text("remark").notNull().default(""),
    reviewerId: text("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    /** The reviewer's name as signed. */
    reviewerName: text("reviewer_name").notNull(),
    /** The disposition this one corrects, if any. */
    replacesId: text("replaces_id"),
    body: text("body").notNull(),
    signature: text("signature").notNull(),
    keyId: text("key_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("dispositions_case_idx").on(t.caseId, t.createdAt),
    index("dispositions_inspection_idx").on(t.inspectionId, t.createdAt),
    index("dispositions_org_created_idx").on(t.organizationId, t.createdAt),
    index("dispositions_org_reviewer_idx").on(t.organizationId, t.reviewerId, t.createdAt),
  ],
);
