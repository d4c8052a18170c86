// The one source of truth for D1 tables. Migrations in /migrations are written to match it
// (tests/integration/schema.test.ts fails when they drift apart).
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text("created_at").notNull().default(now);
const updatedAt = () => text("updated_at").notNull().default(now);
const bool = (name: string) => integer(name, { mode: "boolean" });

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
    settings: text("settings", { mode: "json" }).$type<UserSettings>().notNull().default(sql`'{}'`),
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
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
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
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
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

/** Own companies have a user_id; global directory rows (admin bulk upload) have is_global and no user_id. */
export const companies = sqliteTable(
  "companies",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    cin: text("cin"),
    gstin: text("gstin"),
    pan: text("pan"),
    address: text("address").notNull(),
    state: text("state"),
    phoneNumber: text("phone_number"),
    email: text("email"),
    website: text("website"),
    contactPerson: text("contact_person"),
    notes: text("notes"),
    isGlobal: bool("is_global").notNull().default(false),
    addedBy: text("added_by"),
    /** Where the site is, for the on-site check; see SiteSource (0007). */
    siteLatitude: real("site_latitude"),
    siteLongitude: real("site_longitude"),
    siteSource: text("site_source").$type<SiteSource>(),
    siteSetAt: text("site_set_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("companies_user_name_idx").on(t.userId, sql`${t.name} COLLATE NOCASE`),
    index("companies_user_created_idx").on(t.userId, t.createdAt),
    index("companies_user_state_idx").on(t.userId, t.state),
    index("companies_global_name_idx").on(t.isGlobal, t.name),
  ],
);

/** How a company's site location was set: from its address, the first inspection's photos, or by hand. */
export type SiteSource = "geocoded" | "first-inspection" | "manual";

/** The on-site check of an inspection, judged when it was saved (app/lib/evidence/on-site.ts). */
export interface SiteCheck {
  /** site-pinned: the site was set from this inspection's photos, so nothing was compared. */
  verdict: "on-site" | "far" | "poor-accuracy" | "site-pinned" | "no-site" | "no-location";
  site: { latitude: number; longitude: number; source: SiteSource } | null;
  photos: number;
  onSite: number;
  far: number;
  poorAccuracy: number;
  maxDistanceM: number | null;
  worstAccuracyM: number | null;
  text: string;
}

export interface InspectionAdditionalData {
  appVersion?: string;
  platform?: string;
  captureDevice?: string;
  storageType?: string;
  privacyMode?: boolean;
  photosDownloaded?: boolean;
  /** Capture time of the first photo: with the save time it gives the inspection's duration. */
  firstPhotoAt?: string;
}

export const inspections = sqliteTable(
  "inspections",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    userEmail: text("user_email").notNull(),
    inspectorName: text("inspector_name").notNull(),
    organization: text("organization"),
    companyId: text("company_id"),
    companyName: text("company_name").notNull(),
    companyCin: text("company_cin"),
    companyGstin: text("company_gstin"),
    companyAddress: text("company_address"),
    visitId: text("visit_id"),
    timestamp: text("timestamp").notNull(),
    date: text("date").notNull(),
    time: text("time").notNull(),
    latitude: real("latitude"),
    longitude: real("longitude"),
    locationAccuracy: real("location_accuracy"),
    locationName: text("location_name"),
    reverseGeocodedAddress: text("reverse_geocoded_address"),
    insuranceAdequacy: text("insurance_adequacy").notNull(),
    activityLevel: text("activity_level").notNull(),
    signboards: text("signboards").notNull(),
    propertyValuation: text("property_valuation").notNull(),
    inventoryLevel: text("inventory_level").notNull(),
    marketEnquiry: text("market_enquiry").notNull(),
    overallPosition: text("overall_position").notNull(),
    notes: text("notes"),
    photoCount: integer("photo_count").notNull().default(0),
    additionalData: text("additional_data", { mode: "json" }).$type<InspectionAdditionalData>().notNull().default(sql`'{}'`),
    isUploaded: bool("is_uploaded").notNull().default(false),
    source: text("source").$type<"web" | "mobile">(),
    status: text("status").notNull().default("completed"),
    siteCheck: text("site_check", { mode: "json" }).$type<SiteCheck>(),
    /** The signed seal over the record and its photos' receipts (app/lib/evidence/seal.ts). */
    seal: text("seal"),
    sealSignature: text("seal_signature"),
    sealKeyId: text("seal_key_id"),
    /** The salt of the seal's hidden-field digests; never shown (0008). */
    sealNonce: text("seal_nonce"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("inspections_user_created_idx").on(t.userId, t.createdAt),
    index("inspections_user_company_idx").on(t.userId, t.companyId, t.createdAt),
    // Covers a one- or two-letter history search (migration 0012); longer terms use inspections_search.
    index("inspections_user_search_idx").on(t.userId, t.createdAt, t.companyName, t.companyCin, t.companyGstin, t.locationName),
    // Same expression as SOURCE_SQL (app/lib/inspections/source.ts); see migration 0004.
    index("inspections_user_source_idx").on(t.userId, sql`COALESCE(source, CASE WHEN timestamp > '2024-01-01T00:00:00.000Z' THEN 'web' ELSE 'mobile' END)`, t.createdAt),
  ],
);

/** One row per photo; it exists once uploaded, before the inspection that attaches it is saved. */
export const photos = sqliteTable(
  "photos",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    inspectionId: text("inspection_id").references(() => inspections.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    fileName: text("file_name").notNull(),
    r2Key: text("r2_key").notNull(),
    thumbKey: text("thumb_key"),
    sha256: text("sha256").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    capturedAt: text("captured_at").notNull(),
    latitude: real("latitude"),
    longitude: real("longitude"),
    accuracy: real("accuracy"),
    locationName: text("location_name"),
    reverseGeocodedAddress: text("reverse_geocoded_address"),
    cameraDirection: text("camera_direction"),
    flashMode: text("flash_mode"),
    resolution: text("resolution"),
    watermarkVerified: bool("watermark_verified").notNull().default(false),
    isDownloaded: bool("is_downloaded").notNull().default(false),
    /** The signed receipt issued on upload: the exact signed JSON text, chained per inspection. */
    receipt: text("receipt"),
    receiptSignature: text("receipt_signature"),
    receiptKeyId: text("receipt_key_id"),
    receiptHash: text("receipt_hash"),
    receiptSeq: integer("receipt_seq"),
    receiptInspectionId: text("receipt_inspection_id"),
    /** Removed before saving: the bytes are gone, the row stays so the receipt chain stays whole. */
    discardedAt: text("discarded_at"),
    siteDistanceM: real("site_distance_m"),
    createdAt: createdAt(),
  },
  (t) => [index("photos_user_inspection_idx").on(t.userId, t.inspectionId, t.position), uniqueIndex("photos_receipt_chain_idx").on(t.receiptInspectionId, t.receiptSeq)],
);

export const scheduledVisits = sqliteTable(
  "scheduled_visits",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
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
  (t) => [
    index("scheduled_visits_user_at_idx").on(t.userId, t.scheduledAt),
    index("scheduled_visits_user_date_idx").on(t.userId, t.scheduledDate),
  ],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    kind: text("kind").notNull().default("system"),
    visitId: text("visit_id"),
    target: text("target"),
    sentBy: text("sent_by"),
    read: bool("read").notNull().default(false),
    sentAt: text("sent_at").notNull().default(now),
    readAt: text("read_at"),
  },
  (t) => [
    index("notifications_user_sent_idx").on(t.userId, t.sentAt),
    index("notifications_user_read_idx").on(t.userId, t.read),
  ],
);

export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
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
    createdBy: text("created_by").notNull().references(() => users.id),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    succeeded: integer("succeeded").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    message: text("message"),
    errors: text("errors", { mode: "json" }).$type<{ row: number; reason: string }[]>().notNull().default(sql`'[]'`),
    input: text("input", { mode: "json" }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
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
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization"),
    category: text("category").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    priority: text("priority").notNull().default("normal"),
    createdAt: createdAt(),
  },
  (t) => [index("support_messages_user_idx").on(t.userId, t.createdAt), index("support_messages_created_idx").on(t.createdAt)],
);

/** Ed25519 public keys, current and retired, so that old receipts and seals stay checkable. */
export const signingKeys = sqliteTable("signing_keys", {
  kid: text("kid").primaryKey(),
  publicKey: text("public_key").notNull(),
  createdAt: createdAt(),
  retiredAt: text("retired_at"),
});

/** A revocable, expiring share link to the public verify page; the id is the link's token. */
export const verifyLinks = sqliteTable(
  "verify_links",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    inspectionId: text("inspection_id").notNull().references(() => inspections.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("verify_links_user_inspection_idx").on(t.userId, t.inspectionId, t.createdAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type NewPhoto = typeof photos.$inferInsert;
