// Every change of a case is kept in its history (who, what, when). Writers put the event in the same
// D1 batch as the change, so a case never changes without its event.
import type { Db } from "../../platform/db/db.server";
import { schema } from "../../platform/db/db.server";
import type { User } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { fullName } from "../../platform/names";

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

/** The insert of one history row, to run in the batch that makes the change. */
export function caseEvent(db: Db, e: CaseEventInput) {
  return db.insert(schema.caseEvents).values({
    id: newId(),
    organizationId: e.organizationId,
    caseId: e.caseId,
    actorId: e.actor?.id ?? null,
    actorName: e.actor ? fullName(e.actor) : "SiteProof",
    kind: e.kind,
    detail: e.detail,
    data: e.data ?? {},
    ...(e.at ? { createdAt: e.at } : {}),
  });
}
