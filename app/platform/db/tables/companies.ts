// Companies: a user's own and the global directory.
import { sql } from "drizzle-orm";
import { index, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, updatedAt } from "./columns";
import { users } from "./accounts";

/** How a company's site location was set: from its address, the first inspection's photos, or by hand. */
export type SiteSource = "geocoded" | "first-inspection" | "manual";

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
    /** Set on an organization's directory rows (no user_id): members search them, managers edit them. */
    organizationId: text("organization_id"),
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
    index("companies_org_name_idx").on(t.organizationId, sql`${t.name} COLLATE NOCASE`),
    // Identity checks look up the other companies with a page's GSTINs and PANs (identity.server.ts):
    // a value names one company or a handful, so the user's or organization's filter applies after.
    index("companies_gstin_idx")
      .on(t.gstin)
      .where(sql`${t.gstin} IS NOT NULL`),
    index("companies_pan_idx")
      .on(t.pan)
      .where(sql`${t.pan} IS NOT NULL`),
  ],
);
