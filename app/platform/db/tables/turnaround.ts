// Rollups of cases and dispositions that the turnaround dashboard sums instead of reading every case.
// Triggers on cases and dispositions keep them (db/triggers/turnaround.ts), whichever code path writes,
// cascades and "set null" actions included. Each row covers a block of UTC days: level 0 one day,
// level 1 four, level 2 sixteen, level 3 sixty-four (BLOCK_SPANS in db/turnaround-buckets.ts), aligned
// on the Unix epoch, so the whole days of a range (at most 366) are at most 21 blocks however many cases
// they hold (features/turnaround/blocks.ts). A block's histogram has at most a few hundred buckets per series.
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { organizations } from "./teams";

const org = () =>
  text("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });

/** Cases by the block of their `created_at`, assignee ('' for none) and status. */
export const turnaroundCounts = sqliteTable(
  "turnaround_counts",
  {
    organizationId: org(),
    level: integer("level").notNull(),
    /** The block's first day, in days since 1970-01-01 (UTC). */
    day: integer("day").notNull(),
    assigneeId: text("assignee_id").notNull(),
    status: text("status").notNull(),
    cases: integer("cases").notNull(),
    submitted: integer("submitted").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.level, t.day, t.assigneeId, t.status] })],
);

/**
 * Histograms of times in the dashboard's buckets (bucketStart in db/turnaround-buckets.ts):
 * metric 'toSubmit' and 'toDispose' by the block of the case's `created_at`, 'reviewer' by the block of
 * the disposition's `created_at`, with the reviewer's key and the name signed ('' for the others).
 * `seconds` -1 counts dispositions that cannot be timed (no bucket is -1: buckets are multiples of 360).
 */
export const turnaroundTimes = sqliteTable(
  "turnaround_times",
  {
    organizationId: org(),
    level: integer("level").notNull(),
    day: integer("day").notNull(),
    metric: text("metric").notNull(),
    reviewer: text("reviewer").notNull(),
    name: text("name").notNull(),
    seconds: integer("seconds").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.level, t.day, t.metric, t.reviewer, t.name, t.seconds] })],
);
