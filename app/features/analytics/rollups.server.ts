// Inspection figures per time interval from the per-user daily rollups (inspection_days, kept by
// triggers: migration 1795556818_inspection_rollups) plus the records of the part days at each
// interval's edges. A local month or year is whole UTC days and at most two part days, whatever the
// user's time zone, so "This Year" sums at most 366 rollup rows and reads two days of records.
import { and, count, desc, eq, exists, gte, lt, sql, type SQL } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { STATES } from "../../platform/states";
import { PERSONAL } from "../../platform/db/tables/inspections";
import { splitIntoUtcDays } from "../../platform/time/ranges";

const i = schema.inspections;
const d = schema.inspectionDays;
const c = schema.companies;
const ic = schema.inspectedCompanies;

/** The same duration the rollup triggers record: save time minus first photo, in whole ms. */
const durationMs = sql`CASE WHEN json_valid(${i.additionalData}) THEN CAST(round((julianday(${i.createdAt}) - julianday(json_extract(${i.additionalData}, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END`;

/**
 * One D1 statement giving the figures of each interval ([start, end) instants) that has any
 * inspection, `k` being the interval's index; intervals must not overlap. `timed` counts the
 * inspections with a known duration and `durationMs` sums those durations.
 */
export function figuresByInterval(db: Db, userId: string, intervals: { start: string; end: string }[]) {
  const splits = intervals.map((x) => splitIntoUtcDays(x.start, x.end));
  const whole = splits.flatMap((s, k) => (s.days ? [{ k, ...s.days }] : []));
  const parts: SQL[] = [];
  if (whole.length) {
    const which = sql.join(
      whole.map((w) => sql`WHEN ${d.day} >= ${w.from} AND ${d.day} < ${w.to} THEN ${sql.raw(String(w.k))}`),
      sql` `,
    );
    parts.push(
      sql`SELECT CASE ${which} END AS k, ${d.inspections} AS n, ${d.completed} AS completed, ${d.uploaded} AS uploaded, ${d.satisfactory} AS satisfactory,
        ${d.photos} AS photos, ${d.timed} AS timed, ${d.durationMs} AS duration_ms
        FROM ${d} WHERE ${d.userId} = ${userId} AND ${d.day} >= ${whole[0].from} AND ${d.day} < ${whole[whole.length - 1].to}`,
    );
  }
  // The part days in one SELECT (D1 allows few terms in a compound SELECT): each edge, outer in a
  // CROSS JOIN, seeks its own stretch of the user's (user, created_at) index.
  const edges = splits.flatMap((s, k) => s.edges.map((e) => sql`(${sql.raw(String(k))}, ${e.start}, ${e.end})`));
  if (edges.length)
    parts.push(
      sql`SELECT e.column1 AS k, 1 AS n, ${i.status} = 'completed' AS completed, ${i.isUploaded} = 1 AS uploaded,
        ${i.overallPosition} = 'satisfactory' AS satisfactory, ${i.photoCount} AS photos, ${durationMs} IS NOT NULL AS timed, coalesce(${durationMs}, 0) AS duration_ms
        FROM (VALUES ${sql.join(edges, sql`, `)}) AS e CROSS JOIN ${i}
        WHERE ${i.userId} = ${userId} AND ${PERSONAL} AND ${i.createdAt} >= e.column2 AND ${i.createdAt} < e.column3`,
    );
  if (!parts.length) parts.push(sql`SELECT NULL AS k, 0 AS n, 0 AS completed, 0 AS uploaded, 0 AS satisfactory, 0 AS photos, 0 AS timed, 0 AS duration_ms`);
  const total = (column: string) => sql<number>`sum(${sql.raw(column)})`;
  return db
    .select({
      k: sql<number>`k`,
      inspections: total("n"),
      completed: total("completed"),
      uploaded: total("uploaded"),
      satisfactory: total("satisfactory"),
      photos: total("photos"),
      timed: total("timed"),
      durationMs: total("duration_ms"),
    })
    .from(sql`(${sql.join(parts, sql` UNION ALL `)}) AS parts`)
    .where(sql`k IS NOT NULL`)
    .groupBy(sql`k`);
}

/**
 * Companies inspected in [start, end), counted once per state of the ten, the most first: each
 * company the user ever inspected is probed for one inspection in the range (user, company, time index).
 */
export function topStates(db: Db, userId: string, start: string, end: string, limit: number) {
  const inRange = db
    .select({ one: sql`1` })
    .from(i)
    .where(and(eq(i.userId, ic.userId), eq(i.companyId, ic.companyId), PERSONAL, gte(i.createdAt, start), lt(i.createdAt, end)));
  return db
    .select({ state: c.state, companies: count() })
    .from(ic)
    .innerJoin(c, eq(c.id, ic.companyId))
    .where(and(eq(ic.userId, userId), sql`${c.state} IN ${[...STATES]}`, exists(inRange)))
    .groupBy(c.state)
    .orderBy(desc(count()), c.state)
    .limit(limit);
}
