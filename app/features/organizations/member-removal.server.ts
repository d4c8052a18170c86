// What a member's removal (or leaving) does beyond ending access, in the same D1 batch as the membership's delete and
// only if that delete took effect: their open cases go back to Unassigned with a history row saying why, the managers
// are told, and the organization's notifications leave the member's list. After the batch the hubs follow: the
// member's bell is recounted and the managers' badges rise. The member's case reminders need no cancelling: the hub
// fires one only while the case is still theirs and they are still a member (case-recipients.server.ts).
import type { BatchItem } from "drizzle-orm/batch";
import { sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import type { CaseStatus, Organization } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { memberNow } from "../notifications/case-recipients.server";
import { userHub } from "../notifications/user-hub.server";
import { OPEN_STATUSES, statusList } from "../../platform/db/case-status";
import { caseEventsWhere } from "../../platform/db/case-events";
import { recordNotificationsWhere } from "../../platform/notifications/record";

export type Departure = "removed" | "left";

/** The case history's words, and the managers' notification. */
export const REMOVAL_WORDS = {
  why: (name: string, how: Departure) => (how === "removed" ? `${name} was removed from the organization` : `${name} left the organization`),
  event: (name: string, how: Departure) => `Unassigned: ${REMOVAL_WORDS.why(name, how)}`,
  title: (name: string, how: Departure) => `Cases back to Unassigned: ${REMOVAL_WORDS.why(name, how)}`,
};

interface Person {
  id: string;
  name: string;
}

/**
 * Runs `removal` (the membership's guarded delete) and, in the same batch, what follows it. Each statement after
 * it holds only once the member is gone (`NOT memberNow`), so a refused delete (the last owner) changes nothing
 * else. Then the hubs: the member's bell is recounted, the managers' badges rise. Returns whether the member went.
 */
export async function recordDeparture(
  env: Env,
  db: Db,
  removal: BatchItem<"sqlite">,
  org: Pick<Organization, "id" | "code">,
  member: Person,
  actor: Person,
  how: Departure,
): Promise<boolean> {
  const now = new Date().toISOString();
  const gone = sql`NOT ${memberNow(org.id, member.id)}`;
  const theirOpen = sql`organization_id = ${org.id} AND assignee_id = ${member.id} AND status IN (${statusList(OPEN_STATUSES)})`;
  const count = sql`(SELECT count(*) FROM cases WHERE ${theirOpen})`;
  const handedBack: CaseStatus = "unassigned";
  const data = sql`json_object('from', assignee_id, 'to', NULL, 'status', ${handedBack}, 'reason', ${how})`;
  const eventPrefix = `${newId()}:`;
  const notePrefix = `cases-unassigned:${newId()}:`;
  const n = schema.notifications;
  const [removed, , told] = await db.batch([
    removal,
    // History before the update, which hands the cases back.
    caseEventsWhere(
      db,
      {
        id: sql`${eventPrefix} || id`,
        organizationId: sql`organization_id`,
        caseId: sql`id`,
        actorId: actor.id,
        actorName: actor.name,
        kind: "unassigned",
        detail: REMOVAL_WORDS.event(member.name, how),
        data,
        createdAt: now,
      },
      sql`FROM cases WHERE ${theirOpen} AND ${gone}`,
    ),
    recordNotificationsWhere(
      db,
      {
        id: sql`${notePrefix} || user_id`,
        userId: sql`user_id`,
        title: REMOVAL_WORDS.title(member.name, how),
        message: sql`CASE WHEN ${count} = 1 THEN '1 open case is' ELSE ${count} || ' open cases are' END || ' waiting to be assigned.'`,
        kind: "cases_unassigned",
        sentAt: now,
        organizationId: sql`organization_id`,
      },
      sql`FROM memberships WHERE organization_id = ${org.id} AND role IN ('owner', 'manager') AND user_id != ${actor.id} AND ${count} > 0 AND ${gone}`,
    ).returning({ userId: n.userId, title: n.title, body: n.message }),
    db
      .update(schema.cases)
      .set({ assigneeId: null, status: handedBack, remindedAt: null, assignedAt: null, updatedAt: now })
      .where(sql`${theirOpen} AND ${gone}`),
    db.delete(n).where(sql`user_id = ${member.id} AND organization_id = ${org.id} AND ${gone}`),
  ]);
  if ((removed as unknown[]).length === 0) return false;
  await userHub(env, member.id).reconcileUnread(member.id);
  const url = `/app/org/${org.code}/cases?status=unassigned`;
  await Promise.all(
    told.map((t) =>
      userHub(env, t.userId).announce(t.userId, {
        title: t.title,
        body: t.body,
        tag: `org-${org.id}`,
        url,
        setting: "inspectionReminders",
        organizationId: org.id,
      }),
    ),
  );
  return true;
}
