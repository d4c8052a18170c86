// The four built-in checklists an organization starts with, published as version 1 and mapped to their
// types. Installed at the organization's creation and, for an organization made before checklists, the
// first time its checklists are read. Idempotent under concurrency: each row is written only while the
// organization has no such built-in (and the unique index on (organization, built_in) backs that up).
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type Db, schema } from "../../platform/db/db.server";
import { insertSelect } from "../../platform/db/insert-select";
import { newId } from "../../platform/ids";
import { BUILT_IN_CHECKLISTS } from "./built-in";
import { definitionHash } from "./definition";

const c = schema.checklists;

/** The built-ins' hashes, computed once per isolate. */
let hashes: Promise<string[]> | null = null;
const builtInHashes = () => (hashes ??= Promise.all(BUILT_IN_CHECKLISTS.map(definitionHash)));

/** The statements that install the built-ins for an organization (its creation's batch adds them). */
export async function builtInChecklistStatements(db: Db): Promise<(organizationId: string) => BatchItem<"sqlite">[]> {
  const digests = await builtInHashes();
  return (organizationId) =>
    BUILT_IN_CHECKLISTS.flatMap((definition, i) => {
      const id = newId();
      const mine = sql`EXISTS (SELECT 1 FROM checklists WHERE id = ${id})`;
      return [
        db
          .insert(c)
          .values({ id, organizationId, title: definition.title, verificationType: definition.verificationType, builtIn: definition.id })
          .onConflictDoNothing(),
        insertSelect(
          db,
          schema.checklistVersions,
          { checklistId: id, version: 1, definition, definitionHash: digests[i], publishedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` },
          sql`WHERE ${mine}`,
        ),
        insertSelect(
          db,
          schema.checklistMappings,
          { organizationId, verificationType: definition.verificationType, checklistId: id },
          sql`WHERE ${mine}`,
        ).onConflictDoNothing(),
      ];
    });
}

/** Installs the built-ins unless the organization has them; one indexed read when it does. */
export async function ensureBuiltInChecklists(db: Db, organizationId: string): Promise<void> {
  const installed = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.organizationId, organizationId), isNotNull(c.builtIn)))
    .limit(1)
    .get();
  if (installed) return;
  const [first, ...rest] = (await builtInChecklistStatements(db))(organizationId);
  await db.batch([first, ...rest]);
}
