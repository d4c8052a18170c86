// The one way a notification row is written, by every feature and by the user's hub. The row alone: the
// badge, open tabs and push follow through the user's hub (`announce`) once the row is in D1.
import type { SQL, SQLWrapper } from "drizzle-orm";
import { type Db, schema } from "../db/db.server";
import { insertSelect } from "../db/insert-select";

/** What a notification is about; the notifications page and tests tell them apart by it. */
export type NotificationKind =
  | "system"
  | "broadcast"
  | "visit_reminder"
  | "case_assigned"
  | "case_reminder"
  | "case_review"
  | "case_submitted"
  | "review_reminder"
  | "cases_unassigned"
  | "support_answer"
  | "support_reminder"
  | "webhook_disabled";

type Insert = typeof schema.notifications.$inferInsert;

/** A new row: unread, sent now unless `sentAt` says otherwise. */
export type NewNotification = Pick<Insert, "id" | "userId" | "title" | "message" | "visitId" | "target" | "sentBy" | "sentAt" | "organizationId"> & {
  kind: NotificationKind;
};

/** The insert of one notification row (for a batch, or awaited alone). */
export function recordNotification(db: Db, n: NewNotification) {
  return db.insert(schema.notifications).values(n);
}

/** Each field a value or SQL over the source's rows (`user_id` of memberships, a prefix `|| id`...). */
export type NotificationsFrom = { [K in keyof NewNotification]: NewNotification[K] | SQLWrapper };

/**
 * Rows written by one statement under a condition: one per row of `source` (`FROM memberships WHERE ...`),
 * or one that is written only if `source` (`WHERE <condition>`) holds, in the same batch as the change it tells of.
 */
export function recordNotificationsWhere(db: Db, n: NotificationsFrom, source: SQL) {
  return insertSelect(db, schema.notifications, n, source);
}
