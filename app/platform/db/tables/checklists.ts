// An organization's checklists: the questions its field officers answer on a visit, one per verification
// type by the organization's mapping (a case may name another). A version once published is never changed
// (trigger checklist_versions_published_fixed): an inspection answered with it must read the same questions
// for as long as the evidence is kept. The one unpublished row of a checklist is its draft.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { organizations } from "./teams";
import type { VerificationType } from "../verification-types";

export const checklists = sqliteTable(
  "checklists",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The latest published version's title (the draft's until one is published). */
    title: text("title").notNull(),
    verificationType: text("verification_type").$type<VerificationType>().notNull(),
    /** The built-in checklist this one was installed from ("residence", ...), so installing twice adds nothing. */
    builtIn: text("built_in"),
    /** Hidden from the mapping and new cases; never deleted, as inspections and cases name it. */
    archivedAt: text("archived_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("checklists_org_idx").on(t.organizationId, t.createdAt),
    uniqueIndex("checklists_org_built_in_unique")
      .on(t.organizationId, t.builtIn)
      .where(sql`${t.builtIn} IS NOT NULL`),
  ],
);

/** Version N of a checklist. Actors are kept as plain ids (no foreign key): a user's deletion must not update a published row. */
export const checklistVersions = sqliteTable(
  "checklist_versions",
  {
    checklistId: text("checklist_id")
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** The definition (features/checklists/definition.ts) as checked, its `version` field equal to this row's. */
    definition: text("definition", { mode: "json" }).$type<unknown>().notNull(),
    /** SHA-256 of the definition's canonical JSON, set at publication (the seal carries it). */
    definitionHash: text("definition_hash"),
    publishedAt: text("published_at"),
    publishedBy: text("published_by"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.checklistId, t.version] }),
    // At most one draft per checklist.
    uniqueIndex("checklist_versions_draft_unique")
      .on(t.checklistId)
      .where(sql`${t.publishedAt} IS NULL`),
  ],
);

/** Which published checklist each verification type's cases get, per organization. */
export const checklistMappings = sqliteTable(
  "checklist_mappings",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    verificationType: text("verification_type").$type<VerificationType>().notNull(),
    checklistId: text("checklist_id")
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
    updatedBy: text("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.verificationType] }), index("checklist_mappings_checklist_idx").on(t.checklistId)],
);
