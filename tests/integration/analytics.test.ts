import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadAnalytics } from "../../app/features/analytics/analytics.server";
import { getDb } from "../../app/platform/db/db.server";
import { get, signUp, userByEmail } from "./helpers";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";

// "Now" is Sunday 22 November 2026, 10:00 UTC; the user's time zone is UTC.
const NOW = new Date("2026-11-22T10:00:00.000Z");

async function seeded() {
  const { email, cookie } = await signUp();
  const userId = String((await userByEmail(email))!.id);
  await env.DB.prepare("UPDATE users SET time_zone = 'UTC' WHERE id = ?").bind(userId).run();
  const co = (id: string, name: string, state: string, created: string) =>
    rows.company(userId, { id: `${userId}-${id}`, name, address: `Somewhere, ${state}`, state, createdAt: created });
  const ins = (id: string, created: string, opts: { company?: string; uploaded?: boolean; position?: string; photos?: number; minutes?: number } = {}) =>
    rows.inspection(userId, {
      id: `${userId}-${id}`,
      userEmail: email,
      inspectorName: "A",
      companyId: opts.company ? `${userId}-${opts.company}` : null,
      companyName: `Company ${id}`,
      timestamp: created,
      date: "d",
      time: "t",
      overallPosition: opts.position ?? "satisfactory",
      photoCount: opts.photos ?? 2,
      isUploaded: opts.uploaded ?? true,
      additionalData: opts.minutes === undefined ? {} : { firstPhotoAt: new Date(Date.parse(created) - opts.minutes * 60_000).toISOString() },
      createdAt: created,
    });
  const visit = (id: string, at: string, completed: boolean) =>
    rows.visit(userId, {
      id: `${userId}-${id}`,
      userEmail: email,
      officerName: "A",
      companyName: `Visit ${id}`,
      scheduledDate: at.slice(0, 10),
      scheduledAt: at,
      isCompleted: completed,
    });
  await seed(schema.companies, [
    co("mh1", "Pune Co", "Maharashtra", "2026-11-22T01:00:00.000Z"),
    co("mh2", "Mumbai Co", "Maharashtra", "2026-06-01T00:00:00.000Z"),
    co("gj", "Surat Co", "Gujarat", "2026-11-02T00:00:00.000Z"),
  ]);
  await seed(schema.inspections, [
    ins("A-sat", "2026-11-21T23:59:59.000Z", { company: "gj", minutes: 50 }),
    ins("B-sun", "2026-11-22T00:00:00.000Z", { company: "mh1", minutes: 30, uploaded: false, position: "not_satisfactory", photos: 4 }),
    ins("C-nov1", "2026-11-01T00:00:00.000Z", { company: "mh2" }),
    ins("D-oct31", "2026-10-31T23:59:59.000Z", { company: "mh1" }),
    ins("E-sep30", "2026-09-30T23:59:59.000Z"),
    ins("F-jan1", "2026-01-01T00:00:00.000Z"),
    ins("G-lastyear", "2025-12-31T23:59:59.000Z"),
  ]);
  await seed(schema.scheduledVisits, [
    visit("v1", "2026-11-23T03:30:00.000Z", false),
    visit("v2", "2026-11-10T03:30:00.000Z", true),
    visit("v3", "2026-08-10T03:30:00.000Z", true),
  ]);
  return { userId, cookie };
}

describe("analytics per time range", () => {
  it("counts each range from its first instant, weeks starting on Sunday", async () => {
    const { userId } = await seeded();
    const db = getDb(env.DB);
    const totals = async (range: "week" | "month" | "quarter" | "year") => (await loadAnalytics(db, userId, "UTC", range, NOW)).stats;
    expect(await totals("week")).toEqual({ inspections: 1, companies: 1, visits: 1, completed: 1 });
    expect(await totals("month")).toEqual({ inspections: 3, companies: 2, visits: 2, completed: 3 });
    expect(await totals("quarter")).toEqual({ inspections: 4, companies: 2, visits: 2, completed: 4 });
    expect(await totals("year")).toEqual({ inspections: 6, companies: 3, visits: 3, completed: 6 });
  });

  it("gives status, monthly bars, top states, recent activity and quick statistics from real data", async () => {
    const { userId } = await seeded();
    const db = getDb(env.DB);
    const week = await loadAnalytics(db, userId, "UTC", "week", NOW);
    expect(week.status).toEqual({ completed: 1, uploaded: 0, pending: 1, visitsDone: 0, visitsOpen: 1 });
    expect(week.quick).toEqual({ averageMinutes: 30, photos: 4, photosPerInspection: 4, satisfactoryRate: 0, completionRate: 100, visitCompletionRate: 0 });
    const month = await loadAnalytics(db, userId, "UTC", "month", NOW);
    expect(month.quick.averageMinutes).toBe(40);
    expect(month.topStates).toEqual([
      { state: "Maharashtra", companies: 2 },
      { state: "Gujarat", companies: 1 },
    ]);
    expect(month.recent.map((r) => r.title)).toEqual([
      `Visit: Visit v1`,
      `Inspection: Company B-sun`,
      `Inspection: Company A-sat`,
      `Visit: Visit v2`,
      `Inspection: Company C-nov1`,
    ]);
    const year = await loadAnalytics(db, userId, "UTC", "year", NOW);
    expect(year.monthly).toEqual([
      { label: "Jun", count: 0 },
      { label: "Jul", count: 0 },
      { label: "Aug", count: 0 },
      { label: expect.stringMatching(/^Sep/), count: 1 },
      { label: "Oct", count: 1 },
      { label: "Nov", count: 3 },
    ]);
    expect(year.quick.satisfactoryRate).toBe(83.3);
    expect((await loadAnalytics(db, userId, "UTC", "week", new Date("2027-06-01T00:00:00Z"))).empty).toBe(true);
  });

  it("serves the dashboard for the chosen range, and only the user's own figures", async () => {
    const { cookie } = await seeded();
    const res = await get("/app/analytics?range=year&_data=routes%2Fapp.analytics", cookie);
    const body = await res.json<{ range: string; stats: { inspections: number } }>();
    expect(body.range).toBe("year");
    const other = await signUp();
    const theirs = await (
      await get("/app/analytics?range=year&_data=routes%2Fapp.analytics", other.cookie)
    ).json<{ empty: boolean; stats: { inspections: number } }>();
    expect(theirs).toMatchObject({ empty: true, stats: { inspections: 0 } });
    expect(await (await get("/app/analytics?range=year", other.cookie)).text()).toContain("No analytics data available");
  });
});
