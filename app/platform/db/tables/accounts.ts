// Users, their sessions, reset links, failed sign-ins and the local mail outbox.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt, bool } from "./columns";

export type AccountType = "free" | "premium";
export type Role = "user" | "admin";

export interface UserSettings {
  emailNotifications?: boolean;
  pushNotifications?: boolean;
  locationTracking?: boolean;
  autoBackup?: boolean;
  inspectionReminders?: boolean;
  visitReminders?: boolean;
  systemUpdates?: boolean;
}

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    googleSub: text("google_sub"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    organization: text("organization"),
    phoneNumber: text("phone_number"),
    address: text("address"),
    photoUrl: text("photo_url"),
    accountType: text("account_type").$type<AccountType>().notNull().default("free"),
    role: text("role").$type<Role>().notNull().default("user"),
    isActive: bool("is_active").notNull().default(true),
    deactivatedAt: text("deactivated_at"),
    deactivationReason: text("deactivation_reason"),
    settings: text("settings", { mode: "json" })
      .$type<UserSettings>()
      .notNull()
      .default(sql`'{}'`),
    timeZone: text("time_zone").notNull().default("UTC"),
    lastLoginAt: text("last_login_at"),
    /** Set while the user's Durable Object has open tabs and keeps a live unread count (0006). */
    hubLiveSince: text("hub_live_since"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_google_sub_unique").on(t.googleSub),
    index("users_created_at_idx").on(t.createdAt),
    index("users_account_type_idx").on(t.accountType, t.createdAt),
  ],
);

/** A session row keeps only the SHA-256 of the cookie token. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const passwordResets = sqliteTable(
  "password_resets",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_user_id_idx").on(t.userId)],
);

/** Failed sign-in attempts, keyed by `email:…` or `ip:…`, for the too-many-requests rule. */
export const authFailures = sqliteTable(
  "auth_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("auth_failures_key_idx").on(t.key, t.createdAt)],
);

/** Mails sent while MAIL_TRANSPORT is "outbox" (local runs); shown at /dev/outbox. */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.createdAt)],
);
