// Inspections and their photos: the sealed record, its on-site check, and the signing keys and verify links of the evidence.
import { isNull, sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt, bool } from "./columns";
import { users } from "./accounts";
import type { SiteSource } from "./companies";

/** The on-site check of an inspection, judged when it was saved (app/features/companies/on-site.ts). */
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

/**
 * What a one- or two-letter history search looks in: the four searched columns as one text, apart
 * by a character no term holds. Indexed as it is written here (inspections_user_search_idx), so a
 * search reads it from the index and makes one LIKE a row instead of four (history.server.ts).
 */
export const SEARCHED_TEXT = sql.raw(
  "(company_name || char(31) || ifnull(company_cin, '') || char(31) || ifnull(company_gstin, '') || char(31) || ifnull(location_name, ''))",
);

/** The inspector's own rows: the condition every personal index holds (queries say `PERSONAL`, below). */
const PERSONAL_ROWS = sql.raw("organization_id IS NULL");

export const inspections = sqliteTable(
  "inspections",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userEmail: text("user_email").notNull(),
    inspectorName: text("inspector_name").notNull(),
    organization: text("organization"),
    companyId: text("company_id"),
    companyName: text("company_name").notNull(),
    companyCin: text("company_cin"),
    companyGstin: text("company_gstin"),
    companyAddress: text("company_address"),
    visitId: text("visit_id"),
    /** The organization's case this inspection was captured for, if any. */
    caseId: text("case_id"),
    /**
     * The organization that keeps it: set from the case at save. Such a row is the organization's
     * evidence, never part of its inspector's personal History, exports, analytics or backups; every
     * personal index below holds only the rows where this is null (PERSONAL).
     */
    organizationId: text("organization_id"),
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
    /**
     * A case's checklist capture: the checklist, the published version answered and the answers
     * (features/checklists/answers.ts), all sealed. Such a row stores "" in the seven assessment
     * columns above ("not asked"). No foreign key: adding one would remake the table; checklists are never deleted.
     */
    checklistId: text("checklist_id"),
    checklistVersion: integer("checklist_version"),
    checklistAnswers: text("checklist_answers", { mode: "json" }).$type<Record<string, string | number | string[]>>(),
    photoCount: integer("photo_count").notNull().default(0),
    additionalData: text("additional_data", { mode: "json" })
      .$type<InspectionAdditionalData>()
      .notNull()
      .default(sql`'{}'`),
    isUploaded: bool("is_uploaded").notNull().default(false),
    source: text("source").$type<"web" | "mobile">(),
    status: text("status").notNull().default("completed"),
    siteCheck: text("site_check", { mode: "json" }).$type<SiteCheck>(),
    /** The signed seal over the record and its photos' receipts (app/features/evidence/seal.ts). */
    seal: text("seal"),
    sealSignature: text("seal_signature"),
    sealKeyId: text("seal_key_id"),
    /** The salt of the seal's hidden-field digests; never shown (0008). */
    sealNonce: text("seal_nonce"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("inspections_user_created_idx").on(t.userId, t.createdAt).where(PERSONAL_ROWS),
    index("inspections_user_company_idx").on(t.userId, t.companyId, t.createdAt).where(PERSONAL_ROWS),
    // Covers a one- or two-letter history search; longer terms use inspections_search.
    index("inspections_user_search_idx").on(t.userId, t.createdAt, SEARCHED_TEXT).where(PERSONAL_ROWS),
    // The admin's top companies group every inspection by name: read in order from here, never the table.
    index("inspections_company_name_idx").on(t.companyName),
    // A case's inspections, every visit's: the retention clean-up removes them by case.
    index("inspections_case_idx").on(t.caseId),
    // Same expression as SOURCE_SQL (app/features/history/source.ts); see migration 0004.
    index("inspections_user_source_idx")
      .on(t.userId, sql`COALESCE(source, CASE WHEN timestamp > '2024-01-01T00:00:00.000Z' THEN 'web' ELSE 'mobile' END)`, t.createdAt)
      .where(PERSONAL_ROWS),
    // An organization's inspections (its owner's export, access by membership), and an inspector's case evidence.
    index("inspections_org_created_idx")
      .on(t.organizationId, t.createdAt)
      .where(sql`organization_id IS NOT NULL`),
    index("inspections_user_org_idx")
      .on(t.userId)
      .where(sql`organization_id IS NOT NULL`),
  ],
);

/**
 * The condition every personal query of inspections says (History, its search and exports, analytics,
 * backups, the plan's count), so that SQLite may use the personal indexes and no case's row is counted.
 */
export const PERSONAL = isNull(inspections.organizationId);

/** One row per photo; it exists once uploaded, before the inspection that attaches it is saved. */
export const photos = sqliteTable(
  "photos",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
  (t) => [
    index("photos_user_inspection_idx").on(t.userId, t.inspectionId, t.position),
    uniqueIndex("photos_receipt_chain_idx").on(t.receiptInspectionId, t.receiptSeq),
  ],
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
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inspectionId: text("inspection_id")
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("verify_links_user_inspection_idx").on(t.userId, t.inspectionId, t.createdAt)],
);
