// Visits, notifications, push subscriptions, background jobs, the admin log and support messages.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now, createdAt, updatedAt, bool } from "./columns";
import { type AccountType, users } from "./accounts";

export const scheduledVisits = sqliteTable(
  "scheduled_visits",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userEmail: text("user_email").notNull(),
    officerName: text("officer_name").notNull(),
    companyId: text("company_id"),
    companyName: text("company_name").notNull(),
    /** YYYY-MM-DD in the user's time zone. */
    scheduledDate: text("scheduled_date").notNull(),
    /** HH:MM in the user's time zone. */
    scheduledTime: text("scheduled_time").notNull(),
    /** The same moment as a UTC instant, computed with the user's time zone. */
    scheduledAt: text("scheduled_at").notNull(),
    purpose: text("purpose").notNull(),
    notes: text("notes"),
    isCompleted: bool("is_completed").notNull().default(false),
    completedInspectionId: text("completed_inspection_id"),
    completedAt: text("completed_at"),
    isNotificationSent: bool("is_notification_sent").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("scheduled_visits_user_at_idx").on(t.userId, t.scheduledAt), index("scheduled_visits_user_date_idx").on(t.userId, t.scheduledDate)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    kind: text("kind").notNull().default("system"),
    visitId: text("visit_id"),
    target: text("target"),
    sentBy: text("sent_by"),
    read: bool("read").notNull().default(false),
    sentAt: text("sent_at").notNull().default(now),
    readAt: text("read_at"),
    /** The organization a case's notification is about: removal takes these from the member's list. */
    organizationId: text("organization_id"),
  },
  (t) => [
    index("notifications_user_sent_idx").on(t.userId, t.sentAt),
    index("notifications_user_read_idx").on(t.userId, t.read),
    index("notifications_user_org_idx").on(t.userId, t.organizationId),
  ],
);

export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    refreshedAt: text("refreshed_at").notNull().default(now),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId), uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint)],
);

/** Progress of background work (bulk CSV upload, broadcast fan-out) run by the queue consumer. */
export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    status: text("status").$type<"queued" | "running" | "done" | "failed">().notNull().default("queued"),
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    succeeded: integer("succeeded").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    message: text("message"),
    errors: text("errors", { mode: "json" })
      .$type<{ row: number; reason: string }[]>()
      .notNull()
      .default(sql`'[]'`),
    input: text("input", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: text("finished_at"),
  },
  (t) => [index("jobs_created_by_idx").on(t.createdBy, t.createdAt)],
);

export const adminActivity = sqliteTable(
  "admin_activity",
  {
    id: text("id").primaryKey(),
    adminId: text("admin_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    description: text("description").notNull(),
    targetUserId: text("target_user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_activity_created_idx").on(t.createdAt), index("admin_activity_target_idx").on(t.targetUserId)],
);

/** Contact Support messages (migration 0005), kept for administrators to read. */
export const supportMessages = sqliteTable(
  "support_messages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization"),
    category: text("category").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    priority: text("priority").notNull().default("normal"),
    /** The sender's plan at receipt: it sets the answer-by time (features/support/inbox.ts). */
    accountType: text("account_type").$type<AccountType>().notNull().default("free"),
    status: text("status").$type<SupportStatus>().notNull().default("open"),
    /** When the promised answer is due: 4 hours after receipt for Premium, 24 for the rest. */
    answerBy: text("answer_by").notNull().default(""),
    /** Set when the administrators were reminded of the nearing answer-by time, so it is sent once. */
    remindedAt: text("reminded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("support_messages_user_idx").on(t.userId, t.createdAt),
    index("support_messages_created_idx").on(t.createdAt),
    // The inbox: open ones first by answer-by time, and the reminder's scan of open ones nearing it.
    index("support_messages_status_idx").on(t.status, t.answerBy),
  ],
);

export type SupportStatus = "open" | "answered" | "closed";

/** A support message's history: answers and status changes, never updated or deleted. */
export const supportEvents = sqliteTable(
  "support_events",
  {
    id: text("id").primaryKey(),
    messageId: text("message_id")
      .notNull()
      .references(() => supportMessages.id, { onDelete: "cascade" }),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    /** "answer" (text is the answer mailed to the sender) or "status". */
    kind: text("kind").$type<"answer" | "status">().notNull(),
    status: text("status").$type<SupportStatus>().notNull(),
    text: text("text").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("support_events_message_idx").on(t.messageId, t.createdAt)],
);
