// Analytics for one user and one time range, all from SQL aggregates in one D1 batch (never by
// loading every record); the inspection figures and top states come from the per-user rollups
// (rollups.server.ts). Ranges are [start, end) instants computed in the user's time zone.
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { PERSONAL } from "../../platform/db/tables/inspections";
import { lastSixMonths, rangeBounds } from "../../platform/time/ranges";
import { type TimeRange } from "./ranges";
import { figuresByInterval, topStates } from "./rollups.server";
import type { Analytics } from "./figures";

const i = schema.inspections;
const c = schema.companies;
const sv = schema.scheduledVisits;

export const TOP_STATES = 5;

export async function loadAnalytics(db: Db, userId: string, timeZone: string, range: TimeRange, now = new Date()): Promise<Analytics> {
  const { start, end } = rangeBounds(range, now, timeZone);
  const months = lastSixMonths(now, timeZone);
  const inRange = and(eq(i.userId, userId), PERSONAL, gte(i.createdAt, start), lt(i.createdAt, end));
  const visitsInRange = and(eq(sv.userId, userId), gte(sv.scheduledAt, start), lt(sv.scheduledAt, end));
  // The bar chart's months, each cut to the range (as before: a week shows only that week's bars).
  const monthParts = months.map((m, n) => ({ n, start: m.start > start ? m.start : start, end: m.end < end ? m.end : end })).filter((m) => m.start < m.end);

  const [totals, [companies], [visits], monthly, states, recentInspections, recentVisits] = await db.batch([
    figuresByInterval(db, userId, [{ start, end }]),
    db
      .select({ added: sql<number>`count(*)` })
      .from(c)
      .where(and(eq(c.userId, userId), gte(c.createdAt, start), lt(c.createdAt, end))),
    db
      .select({ total: sql<number>`count(*)`, completed: sql<number>`coalesce(sum(${sv.isCompleted} = 1), 0)` })
      .from(sv)
      .where(visitsInRange),
    figuresByInterval(db, userId, monthParts),
    topStates(db, userId, start, end, TOP_STATES),
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

  const t = totals[0] ?? { inspections: 0, completed: 0, uploaded: 0, satisfactory: 0, photos: 0, timed: 0, durationMs: 0 };
  const byMonth = new Map(monthly.map((r) => [monthParts[r.k].n, r.inspections]));
  const perMonth = months.map((m, n) => ({ label: m.label, count: byMonth.get(n) ?? 0 }));
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
    stats: { inspections: t.inspections, companies: companies.added, visits: visits.total, completed: t.completed },
    status: {
      completed: t.completed,
      uploaded: t.uploaded,
      pending: t.inspections - t.uploaded,
      visitsDone: visits.completed,
      visitsOpen: visits.total - visits.completed,
    },
    monthly: perMonth,
    topStates: states.map((s) => ({ state: s.state!, companies: s.companies })),
    recent,
    quick: {
      averageMinutes: t.timed === 0 ? null : Math.round((t.durationMs / t.timed / 60_000) * 10) / 10,
      photos: t.photos,
      photosPerInspection: t.inspections === 0 ? 0 : Math.round((t.photos / t.inspections) * 10) / 10,
      satisfactoryRate: rate(t.satisfactory, t.inspections),
      completionRate: rate(t.completed, t.inspections),
      visitCompletionRate: rate(visits.completed, visits.total),
    },
    empty: t.inspections === 0 && companies.added === 0 && visits.total === 0,
  };
}
