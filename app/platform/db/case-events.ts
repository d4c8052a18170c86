// Every change of a case is kept in its history (who, what, when). Writers put the event in the same
// D1 batch as the change, so a case never changes without its event. This module is the one writer.
import type { SQL, SQLWrapper } from "drizzle-orm";
import { type Db, schema } from "./db.server";
import { insertSelect } from "./insert-select";
import type { User } from "./schema";
import { newId } from "../ids";
import { fullName } from "../names";

export interface CaseEventInput {
  organizationId: string;
  caseId: string;
  /** The member who made the change, or null for the system (a reminder, a queue job). */
  actor: Pick<User, "id" | "firstName" | "lastName" | "email"> | null;
  kind: string;
  detail: string;
  data?: Record<string, unknown>;
  at?: string;
}

type Row = typeof schema.caseEvents.$inferInsert;

/** One history row: a new id, the actor's name as shown (the system's is "SiteProof"). */
export function caseEventRow(e: CaseEventInput): Row {
  return {
    id: newId(),
    organizationId: e.organizationId,
    caseId: e.caseId,
    actorId: e.actor?.id ?? null,
    actorName: e.actor ? fullName(e.actor) : "SiteProof",
    kind: e.kind,
    detail: e.detail,
    data: e.data ?? {},
    ...(e.at ? { createdAt: e.at } : {}),
  };
}

/** The insert of one history row, to run in the batch that makes the change. */
export function caseEvent(db: Db, e: CaseEventInput) {
  return db.insert(schema.caseEvents).values(caseEventRow(e));
}
/** Each field a value or SQL over the source's rows (`organization_id` of cases, a prefix `|| id`...). */
export type CaseEventsFrom = { [K in keyof Row]: Row[K] | SQLWrapper };

/**
 * History rows written by one statement under a condition: one per row of `source` (`FROM cases WHERE ...`),
 * or one written only if `source` (`WHERE <condition>`) holds after the batch's update of the case.
 */
export function caseEventsWhere(db: Db, e: CaseEventsFrom, source: SQL) {
  return insertSelect(db, schema.caseEvents, e, source);
}
