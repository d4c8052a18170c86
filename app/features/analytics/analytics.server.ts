// Analytics for one user and one time range, all from SQL aggregates in one D1 batch (never by
// loading every record). Ranges are [start, end) instants computed in the user's time zone.
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { lastSixMonths, rangeBounds, type TimeRange } from "./ranges";
import { STATES } from "../../platform/states";
import type { Analytics } from "./figures";

const i = schema.inspections;
const c = schema.companies;
const sv = schema.scheduledVisits;

export const TOP_STATES = 5;

export async function loadAnalytics(db: Db, userId: string, timeZone: string, range: TimeRange, now = new Date()): Promise<Analytics> {
  const { start, end } = rangeBounds(range, now, timeZone);
  const months = lastSixMonths(now, timeZone);
  const inRange = and(eq(i.userId, userId), gte(i.createdAt, start), lt(i.createdAt, end));
  const visitsInRange = and(eq(sv.userId, userId), gte(sv.scheduledAt, start), lt(sv.scheduledAt, end));
  const minutes = sql<number | null>`avg((julianday(${i.createdAt}) - julianday(json_extract(${i.additionalData}, '$.firstPhotoAt'))) * 1440)`;

  const [[inspections], [companies], [visits], monthly, states, recentInspections, recentVisits] = await db.batch([
    db
      .select({
        total: sql<number>`count(*)`,
        completed: sql<number>`coalesce(sum(${i.status} = 'completed'), 0)`,
        uploaded: sql<number>`coalesce(sum(${i.isUploaded} = 1), 0)`,
        satisfactory: sql<number>`coalesce(sum(${i.overallPosition} = 'satisfactory'), 0)`,
        photos: sql<number>`coalesce(sum(${i.photoCount}), 0)`,
        avgMinutes: minutes,
      })
      .from(i)
      .where(inRange),
    db
      .select({ added: sql<number>`count(*)` })
      .from(c)
      .where(and(eq(c.userId, userId), gte(c.createdAt, start), lt(c.createdAt, end))),
    db
      .select({ total: sql<number>`count(*)`, completed: sql<number>`coalesce(sum(${sv.isCompleted} = 1), 0)` })
      .from(sv)
      .where(visitsInRange),
    db
      .select({
        month: sql<number>`CASE ${sql.join(
          months.map((m, n) => sql`WHEN ${i.createdAt} >= ${m.start} AND ${i.createdAt} < ${m.end} THEN ${n}`),
          sql` `,
        )} END`,
        n: sql<number>`count(*)`,
      })
      .from(i)
      .where(and(inRange, gte(i.createdAt, months[0].start)))
      .groupBy(sql`1`),
    // Companies inspected in the range, counted once per state of the ten.
    db
      .select({ state: c.state, companies: sql<number>`count(DISTINCT ${c.id})` })
      .from(i)
      .innerJoin(c, eq(c.id, i.companyId))
      .where(and(inRange, sql`${c.state} IN ${[...STATES]}`))
      .groupBy(c.state)
      .orderBy(desc(sql`2`), c.state)
      .limit(TOP_STATES),
    db
      .select({ id: i.id, companyName: i.companyName, createdAt: i.createdAt, overallPosition: i.overallPosition })
      .from(i)
      .where(inRange)
      .orderBy(desc(i.createdAt))
      .limit(3),
    db
      .select({ id: sv.id, companyName: sv.companyName, scheduledAt: sv.scheduledAt, isCompleted: sv.isCompleted, purpose: sv.purpose })
      .from(sv)
      .where(visitsInRange)
      .orderBy(desc(sv.scheduledAt))
      .limit(2),
  ]);

  const perMonth = months.map((m, n) => ({ label: m.label, count: monthly.find((r) => r.month === n)?.n ?? 0 }));
  const recent = [
    ...recentInspections.map((r) => ({
      id: r.id,
      kind: "inspection" as const,
      title: `Inspection: ${r.companyName}`,
      detail: r.overallPosition,
      at: r.createdAt,
    })),
    ...recentVisits.map((r) => ({
      id: r.id,
      kind: "visit" as const,
      title: `Visit: ${r.companyName}`,
      detail: r.isCompleted ? "completed" : r.purpose,
      at: r.scheduledAt,
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 5);
  const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
  return {
    range,
    start,
    end,
    stats: { inspections: inspections.total, companies: companies.added, visits: visits.total, completed: inspections.completed },
    status: {
      completed: inspections.completed,
      uploaded: inspections.uploaded,
      pending: inspections.total - inspections.uploaded,
      visitsDone: visits.completed,
      visitsOpen: visits.total - visits.completed,
    },
    monthly: perMonth,
    topStates: states.map((s) => ({ state: s.state!, companies: s.companies })),
    recent,
    quick: {
      averageMinutes: inspections.avgMinutes === null ? null : Math.round(inspections.avgMinutes * 10) / 10,
      photos: inspections.photos,
      photosPerInspection: inspections.total === 0 ? 0 : Math.round((inspections.photos / inspections.total) * 10) / 10,
      satisfactoryRate: rate(inspections.satisfactory, inspections.total),
      completionRate: rate(inspections.completed, inspections.total),
      visitCompletionRate: rate(visits.completed, visits.total),
    },
    empty: inspections.total === 0 && companies.added === 0 && visits.total === 0,
  };
}
