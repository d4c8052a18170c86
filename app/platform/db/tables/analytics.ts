// Per-user rollups of inspections that the analytics page sums instead of reading every record.
// Triggers on inspections keep them (db/triggers/inspection-rollups.ts): every insert, delete
// and update of an inspection, whichever code path makes it, cascades included.
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/**
 * One row per user and UTC day (`created_at`'s first 10 characters) with inspections. Keyed by UTC
 * day, not by the user's local month: a local range is its whole UTC days from here plus the
 * records of the at most two part days at its edges, so a change of time zone needs no rebuild.
 */
export const inspectionDays = sqliteTable(
  "inspection_days",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    inspections: integer("inspections").notNull(),
    completed: integer("completed").notNull(),
    uploaded: integer("uploaded").notNull(),
    satisfactory: integer("satisfactory").notNull(),
    photos: integer("photos").notNull(),
    /** Inspections whose first photo's time is known, and the sum of their durations in ms. */
    timed: integer("timed").notNull(),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** The companies each user has inspected (any number of times): the top states probe only these. */
export const inspectedCompanies = sqliteTable(
  "inspected_companies",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id").notNull(),
    inspections: integer("inspections").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);
