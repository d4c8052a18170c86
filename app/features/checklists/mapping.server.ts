// Which checklist a case gets: the one it named at creation, else its verification type's in the
// organization's mapping, at the latest published version. No checklist (a type left unmapped) means the
// specification's seven questions, which personal inspections keep.
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { VerificationType } from "../../platform/db/schema";
import { insertSelect } from "../../platform/db/insert-select";
import { Refusal } from "../../platform/refusal";
import { ensureBuiltInChecklists } from "./built-ins.server";
import { CHECKLIST_MESSAGES } from "./checklist-text";
import { listChecklists } from "./checklists.server";
import type { ChecklistDefinition } from "./definition";

const c = schema.checklists;
const cv = schema.checklistVersions;
const m = schema.checklistMappings;

export interface PublishedChoice {
  id: string;
  title: string;
  verificationType: VerificationType;
  version: number;
}

/** Published, unarchived checklists: what a type can be mapped to and a new case can name. */
export async function publishedChoices(db: Db, organizationId: string): Promise<PublishedChoice[]> {
  await ensureBuiltInChecklists(db, organizationId);
  return db
    .select({ id: c.id, title: c.title, verificationType: c.verificationType, version: sql<number>`max(${cv.version})` })
    .from(c)
    .innerJoin(cv, and(eq(cv.checklistId, c.id), isNotNull(cv.publishedAt)))
    .where(and(eq(c.organizationId, organizationId), isNull(c.archivedAt)))
    .groupBy(c.id)
    .orderBy(c.title, c.id);
}

/** The mapping: each verification type's checklist id, or null (the seven questions). */
export async function checklistMapping(db: Db, organizationId: string): Promise<Partial<Record<VerificationType, string>>> {
  await ensureBuiltInChecklists(db, organizationId);
  const rows = await db.select({ type: m.verificationType, checklistId: m.checklistId }).from(m).where(eq(m.organizationId, organizationId));
  return Object.fromEntries(rows.map((r) => [r.type, r.checklistId]));
}

const isChoice = (organizationId: string, checklistId: string, type: VerificationType | null) =>
  sql`EXISTS (SELECT 1 FROM checklists c WHERE c.id = ${checklistId} AND c.organization_id = ${organizationId} AND c.archived_at IS NULL
    ${type ? sql`AND c.verification_type = ${type}` : sql``}
    AND EXISTS (SELECT 1 FROM checklist_versions v WHERE v.checklist_id = c.id AND v.published_at IS NOT NULL))`;

/**
 * Sets each given type's checklist ("" unmaps it). Each must be a published, unarchived checklist of the
 * organization for that type, or the whole form is refused (422) and nothing changes.
 */
export async function setChecklistMapping(
  db: Db,
  organizationId: string,
  choices: Partial<Record<VerificationType, string>>,
  userId: string,
  label: (type: VerificationType) => string,
): Promise<void> {
  const published = await publishedChoices(db, organizationId);
  const entries = Object.entries(choices) as [VerificationType, string][];
  const fieldErrors: Record<string, string> = {};
  for (const [type, id] of entries)
    if (id && !published.some((p) => p.id === id && p.verificationType === type)) fieldErrors[type] = CHECKLIST_MESSAGES.mappingChoice(label(type));
  const bad = Object.values(fieldErrors);
  if (bad.length) throw new Refusal(422, bad[0], { fieldErrors });
  const at = new Date().toISOString();
  const statements = entries.map(([type, id]) =>
    id
      ? insertSelect(
          db,
          m,
          { organizationId, verificationType: type, checklistId: id, updatedBy: userId, updatedAt: at },
          sql`WHERE ${isChoice(organizationId, id, type)}`,
        )
          .onConflictDoUpdate({ target: [m.organizationId, m.verificationType], set: { checklistId: id, updatedBy: userId, updatedAt: at } })
          .returning({ type: m.verificationType })
      : db
          .delete(m)
          .where(and(eq(m.organizationId, organizationId), eq(m.verificationType, type)))
          .returning({ type: m.verificationType }),
  );
  if (statements.length === 0) return;
  const results = await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  // A checklist archived between the check and the write: its type keeps what it had.
  if (entries.some(([, id], i) => id && results[i].length === 0)) throw new Refusal(409, CHECKLIST_MESSAGES.changed);
}

/** A checklist a new case may name (published, unarchived, the organization's, any type): its title, else a 422. */
export async function assertCaseChecklist(db: Db, organizationId: string, checklistId: string): Promise<string> {
  const found = await db
    .select({ title: c.title })
    .from(c)
    .where(and(eq(c.id, checklistId), isChoice(organizationId, checklistId, null)))
    .get();
  if (!found) throw new Refusal(422, CHECKLIST_MESSAGES.caseChoice, { fieldErrors: { checklistId: CHECKLIST_MESSAGES.caseChoice } });
  return found.title;
}

/** The new-case form's choices: every published checklist, and each type's own by title (absent: the seven questions). */
export async function caseChecklistChoices(db: Db, organizationId: string) {
  const [choices, mapping] = await Promise.all([publishedChoices(db, organizationId), checklistMapping(db, organizationId)]);
  const titles = new Map(choices.map((choice) => [choice.id, choice.title]));
  const byType: Partial<Record<VerificationType, string>> = {};
  for (const [type, id] of Object.entries(mapping) as [VerificationType, string][]) if (titles.has(id)) byType[type] = titles.get(id);
  return { choices: choices.map(({ id, title, version }) => ({ id, title, version })), byType };
}

export interface CaseChecklist {
  checklistId: string;
  title: string;
  version: number;
  definition: ChecklistDefinition;
  definitionHash: string;
}

const versionColumns = {
  checklistId: cv.checklistId,
  title: c.title,
  version: cv.version,
  definition: cv.definition,
  definitionHash: cv.definitionHash,
};

/**
 * The exact published version a case's capture uses; null for the seven questions. It only reads (the save
 * calls it): the capture's loader installs an older organization's built-ins first (captureChecklist).
 */
export async function checklistForCase(db: Db, caseId: string): Promise<CaseChecklist | null> {
  const k = schema.cases;
  const chosen = sql`COALESCE(${k.checklistId}, (SELECT checklist_id FROM checklist_mappings WHERE organization_id = ${k.organizationId} AND verification_type = ${k.verificationType}))`;
  const row = await db
    .select(versionColumns)
    .from(k)
    .innerJoin(c, eq(c.id, chosen))
    .innerJoin(cv, and(eq(cv.checklistId, c.id), isNotNull(cv.publishedAt)))
    .where(eq(k.id, caseId))
    .orderBy(desc(cv.version))
    .limit(1)
    .get();
  return row ? { ...row, definition: row.definition as ChecklistDefinition, definitionHash: row.definitionHash! } : null;
}

/** A published version of one of the organization's checklists (an inspection answered with an older one), or null. */
export async function publishedVersion(db: Db, organizationId: string, checklistId: string, version: number): Promise<CaseChecklist | null> {
  const row = await db
    .select(versionColumns)
    .from(cv)
    .innerJoin(c, eq(c.id, cv.checklistId))
    .where(and(eq(cv.checklistId, checklistId), eq(cv.version, version), isNotNull(cv.publishedAt), eq(c.organizationId, organizationId)))
    .get();
  return row ? { ...row, definition: row.definition as ChecklistDefinition, definitionHash: row.definitionHash! } : null;
}

/** The checklists page: every checklist, the mapping and what each type can be mapped to. */
export async function checklistsOverview(db: Db, organizationId: string) {
  const checklists = await listChecklists(db, organizationId);
  const [mapping, choices] = await Promise.all([checklistMapping(db, organizationId), publishedChoices(db, organizationId)]);
  return { checklists, mapping, choices };
}
