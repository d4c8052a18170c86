// An organization's checklists: the list, one checklist with its versions, the draft, publication,
// copies, archiving, and JSON in and out. Plain values in (db, the organization's id, the acting user's
// id, parsed input), plain values out; every read of another organization's checklist is its 404.
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { Checklist, VerificationType } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { fullName } from "../../platform/names";
import { Refusal } from "../../platform/refusal";
import { ensureBuiltInChecklists } from "./built-ins.server";
import { asVersion, CHECKLIST_MESSAGES, copyTitle, parseDefinitionText } from "./checklist-text";
import { type ChecklistDefinition, checkDefinition, definitionHash } from "./definition";
import { xlsformFileToDefinition } from "./xlsform";

const c = schema.checklists;
const cv = schema.checklistVersions;
const m = schema.checklistMappings;
const nowSql = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export interface ChecklistSummary {
  id: string;
  title: string;
  verificationType: VerificationType;
  builtIn: string | null;
  archivedAt: string | null;
  /** The latest published version, null before the first publication. */
  published: number | null;
  hasDraft: boolean;
  /** The verification types whose cases get it. */
  mappedTo: VerificationType[];
}

/** The organization's checklists, unarchived first, by title. */
export async function listChecklists(db: Db, organizationId: string): Promise<ChecklistSummary[]> {
  await ensureBuiltInChecklists(db, organizationId);
  const [rows, mappings] = await db.batch([
    db
      .select({
        id: c.id,
        title: c.title,
        verificationType: c.verificationType,
        builtIn: c.builtIn,
        archivedAt: c.archivedAt,
        published: sql<number | null>`(SELECT max(version) FROM checklist_versions v WHERE v.checklist_id = ${c.id} AND v.published_at IS NOT NULL)`,
        hasDraft: sql<number>`EXISTS (SELECT 1 FROM checklist_versions v WHERE v.checklist_id = ${c.id} AND v.published_at IS NULL)`,
      })
      .from(c)
      .where(eq(c.organizationId, organizationId))
      .orderBy(sql`${c.archivedAt} IS NOT NULL`, c.title, c.id),
    db.select({ type: m.verificationType, checklistId: m.checklistId }).from(m).where(eq(m.organizationId, organizationId)),
  ]);
  return rows.map((r) => ({
    ...r,
    hasDraft: Boolean(r.hasDraft),
    mappedTo: mappings.filter((x) => x.checklistId === r.id).map((x) => x.type),
  }));
}

/** The organization's checklist, or its 404. */
export async function findChecklist(db: Db, organizationId: string, checklistId: string): Promise<Checklist> {
  await ensureBuiltInChecklists(db, organizationId);
  const row = await db
    .select()
    .from(c)
    .where(and(eq(c.id, checklistId), eq(c.organizationId, organizationId)))
    .get();
  if (!row) throw new Refusal(404, CHECKLIST_MESSAGES.notFound);
  return row;
}

export interface VersionRow {
  version: number;
  definition: ChecklistDefinition;
  definitionHash: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
  updatedAt: string;
}

/** Every version, newest first (the draft, when there is one, is the first). */
async function versionsOf(db: Db, checklistId: string): Promise<VersionRow[]> {
  const u = schema.users;
  const rows = await db
    .select({
      version: cv.version,
      definition: cv.definition,
      definitionHash: cv.definitionHash,
      publishedAt: cv.publishedAt,
      updatedAt: cv.updatedAt,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
    })
    .from(cv)
    .leftJoin(u, eq(u.id, cv.publishedBy))
    .where(eq(cv.checklistId, checklistId))
    .orderBy(desc(cv.version));
  return rows.map(({ firstName, lastName, email, ...r }) => ({
    ...r,
    definition: r.definition as ChecklistDefinition,
    // Installed built-ins were published by no one; a deleted account's name is gone.
    publishedBy: email ? fullName({ firstName: firstName ?? "", lastName: lastName ?? "", email }) : null,
  }));
}

/** One checklist with its versions, for its page. */
export async function checklistDetail(db: Db, organizationId: string, checklistId: string) {
  const checklist = await findChecklist(db, organizationId, checklistId);
  const [versions, mappings] = await Promise.all([
    versionsOf(db, checklistId),
    db.select({ type: m.verificationType }).from(m).where(eq(m.checklistId, checklistId)),
  ]);
  return { checklist, versions, mappedTo: mappings.map((x) => x.type) };
}

function refuseProblems(problems: string[]): never {
  throw new Refusal(422, CHECKLIST_MESSAGES.problems, { problems, fieldErrors: { definition: problems[0] } });
}

const latestPublished = (db: Db, checklistId: string) =>
  db
    .select({ version: cv.version, definition: cv.definition })
    .from(cv)
    .where(and(eq(cv.checklistId, checklistId), isNotNull(cv.publishedAt)))
    .orderBy(desc(cv.version))
    .limit(1)
    .get();

/** Saves `text` as the checklist's draft (version N+1 of N published): checked first, refused whole with its problems (422). */
export async function saveDraft(db: Db, organizationId: string, checklistId: string, text: string, userId: string): Promise<number> {
  const checklist = await findChecklist(db, organizationId, checklistId);
  if (checklist.archivedAt) throw new Refusal(409, CHECKLIST_MESSAGES.archived);
  const checked = parseDefinitionText(text);
  if (!checked.ok) refuseProblems(checked.problems);
  if (checked.definition.verificationType !== checklist.verificationType) refuseProblems([CHECKLIST_MESSAGES.otherType(checklist.verificationType)]);
  const draftVersion = ((await latestPublished(db, checklistId))?.version ?? 0) + 1;
  const definition = asVersion(checked.definition, draftVersion);
  try {
    await db
      .insert(cv)
      .values({ checklistId, version: draftVersion, definition, createdBy: userId })
      .onConflictDoUpdate({
        target: [cv.checklistId, cv.version],
        set: { definition, updatedAt: new Date().toISOString() },
        setWhere: isNull(cv.publishedAt),
      });
  } catch {
    // Published meanwhile (a draft row's key taken, or the trigger refusing the published row).
    throw new Refusal(409, CHECKLIST_MESSAGES.changed);
  }
  return draftVersion;
}

/** The draft becomes version N, read-only from then on; its title becomes the checklist's. */
export async function publishDraft(db: Db, organizationId: string, checklistId: string, userId: string): Promise<number> {
  const checklist = await findChecklist(db, organizationId, checklistId);
  if (checklist.archivedAt) throw new Refusal(409, CHECKLIST_MESSAGES.archived);
  const draft = await db
    .select({ version: cv.version, definition: cv.definition })
    .from(cv)
    .where(and(eq(cv.checklistId, checklistId), isNull(cv.publishedAt)))
    .get();
  if (!draft) throw new Refusal(409, CHECKLIST_MESSAGES.noDraft);
  const checked = checkDefinition(draft.definition);
  if (!checked.ok) refuseProblems(checked.problems);
  const hash = await definitionHash(checked.definition);
  const isDraft = and(eq(cv.checklistId, checklistId), eq(cv.version, draft.version), isNull(cv.publishedAt));
  const [published] = await db.batch([
    db.update(cv).set({ publishedAt: new Date().toISOString(), publishedBy: userId, definitionHash: hash }).where(isDraft).returning({ version: cv.version }),
    db.update(c).set({ title: checked.definition.title }).where(eq(c.id, checklistId)),
  ]);
  if (published.length === 0) throw new Refusal(409, CHECKLIST_MESSAGES.changed);
  return draft.version;
}

/** A new checklist whose version 1 is published as `definition` (a copy of a published one), or drafted (an import). */
async function insertChecklist(db: Db, organizationId: string, definition: ChecklistDefinition, userId: string, publish: boolean): Promise<string> {
  const id = newId();
  const first = asVersion(definition, 1);
  const published = publish ? { publishedAt: nowSql, publishedBy: userId, definitionHash: await definitionHash(first) } : {};
  await db.batch([
    db.insert(c).values({ id, organizationId, title: first.title, verificationType: first.verificationType, createdBy: userId }),
    db.insert(cv).values({ checklistId: id, version: 1, definition: first, createdBy: userId, ...published }),
  ]);
  return id;
}

/** A copy of the checklist's latest published version, published as the copy's version 1 so it can be mapped at once. */
export async function copyChecklist(db: Db, organizationId: string, sourceId: string, userId: string): Promise<string> {
  await findChecklist(db, organizationId, sourceId);
  const latest = await latestPublished(db, sourceId);
  if (!latest) throw new Refusal(409, CHECKLIST_MESSAGES.noPublished);
  const definition = latest.definition as ChecklistDefinition;
  return insertChecklist(db, organizationId, { ...definition, title: copyTitle(definition.title) }, userId, true);
}

/** A checklist from JSON text, checked, as a new checklist's draft (version 1, unpublished). */
export async function importChecklist(db: Db, organizationId: string, text: string, userId: string): Promise<string> {
  const checked = parseDefinitionText(text);
  if (!checked.ok) refuseProblems(checked.problems);
  await ensureBuiltInChecklists(db, organizationId);
  return insertChecklist(db, organizationId, checked.definition, userId, false);
}

/** An XLSForm (.xlsx) as a new checklist's draft, as importChecklist does with JSON; refused whole with its rows' problems. */
export async function importXlsForm(
  db: Db,
  organizationId: string,
  file: { bytes: Uint8Array; name: string },
  verificationType: VerificationType,
  userId: string,
): Promise<{ checklistId: string; skipped: number }> {
  const converted = xlsformFileToDefinition(file.bytes, file.name, verificationType);
  if (!converted.ok) refuseProblems(converted.problems);
  await ensureBuiltInChecklists(db, organizationId);
  return { checklistId: await insertChecklist(db, organizationId, converted.definition, userId, false), skipped: converted.skipped };
}

/** Hidden from the mapping and new cases; refused while a verification type is mapped to it. */
export async function archiveChecklist(db: Db, organizationId: string, checklistId: string, mappedLabel: (type: VerificationType) => string) {
  await findChecklist(db, organizationId, checklistId);
  const mapped = await db.select({ type: m.verificationType }).from(m).where(eq(m.checklistId, checklistId)).get();
  if (mapped) throw new Refusal(409, CHECKLIST_MESSAGES.mapped(mappedLabel(mapped.type)));
  const done = await db
    .update(c)
    .set({ archivedAt: new Date().toISOString() })
    .where(and(eq(c.id, checklistId), isNull(c.archivedAt), sql`NOT EXISTS (SELECT 1 FROM checklist_mappings WHERE checklist_id = ${checklistId})`))
    .returning({ id: c.id });
  if (done.length === 0) throw new Refusal(409, CHECKLIST_MESSAGES.changed);
}

/** A version's definition for download: the one asked for, else the latest published, else the draft. */
export async function exportDefinition(db: Db, organizationId: string, checklistId: string, version: number | null) {
  const { checklist, versions } = await checklistDetail(db, organizationId, checklistId);
  const chosen = version === null ? (versions.find((v) => v.publishedAt) ?? versions[0]) : versions.find((v) => v.version === version);
  if (!chosen) throw new Refusal(404, CHECKLIST_MESSAGES.notFound);
  return { title: checklist.title, version: chosen.version, definition: chosen.definition };
}
