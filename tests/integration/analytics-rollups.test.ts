// The analytics rollups (inspection_days, inspected_companies) agree with a full recount of the
// inspections after every kind of write, and the analytics built from them equal the figures counted
// from the records in any time zone, daylight saving and 45-minute offsets included.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadAnalytics, TOP_STATES } from "../../app/features/analytics/analytics.server";
import { lastSixMonths, rangeBounds } from "../../app/platform/time/ranges";
import { TIME_RANGES } from "../../app/features/analytics/ranges";
import { getDb, schema } from "../../app/platform/db/db.server";
import { STATES } from "../../app/platform/states";
import { newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { backupInspection, rows, seed } from "./factories";
import { ORIGIN, post, signUp, userByEmail } from "./helpers";
import { SELF } from "cloudflare:test";

const DURATION_MS = `CASE WHEN json_valid(additional_data) THEN CAST(round((julianday(created_at) - julianday(json_extract(additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END`;

const all = async <T>(query: string, ...bind: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...bind)
      .all<T>()
  ).results;

/** The user's rollup rows next to the same figures counted from the inspections. */
async function rollupsAndRecount(userId: string) {
  const [days, dayRecount, companies, companyRecount] = await Promise.all([
    all(`SELECT day, inspections, completed, uploaded, satisfactory, photos, timed, duration_ms FROM inspection_days WHERE user_id = ? ORDER BY day`, userId),
    all(
      `SELECT substr(created_at, 1, 10) AS day, count(*) AS inspections, sum(status = 'completed') AS completed, sum(is_uploaded = 1) AS uploaded,
        sum(overall_position = 'satisfactory') AS satisfactory, sum(photo_count) AS photos, count(d) AS timed, coalesce(sum(d), 0) AS duration_ms
       FROM (SELECT *, ${DURATION_MS} AS d FROM inspections WHERE user_id = ?) GROUP BY 1 ORDER BY 1`,
      userId,
    ),
    all(`SELECT company_id, inspections FROM inspected_companies WHERE user_id = ? ORDER BY company_id`, userId),
    all(`SELECT company_id, count(*) AS inspections FROM inspections WHERE user_id = ? AND company_id IS NOT NULL GROUP BY 1 ORDER BY 1`, userId),
  ]);
  return { days, dayRecount, companies, companyRecount };
}

async function expectRollupsMatch(userId: string) {
  const r = await rollupsAndRecount(userId);
  expect(r.days).toEqual(r.dayRecount);
  expect(r.companies).toEqual(r.companyRecount);
  return r;
}

// A restored inspection here: not satisfactory, three photos, the first taken in March.
const restoredInspection = (createdAt: string, over: Record<string, unknown> = {}) =>
  backupInspection(createdAt, { overallPosition: "not_satisfactory", photoCount: 3, additionalData: { firstPhotoAt: "2026-03-01T00:00:00.000Z" }, ...over });

function restore(cookie: string, inspections: unknown[]) {
  const form = new FormData();
  form.set("intent", "restore");
  const file = { version: "1.0", exportDate: new Date().toISOString(), profile: {}, companies: [], inspections, visits: [] };
  form.set("file", new File([JSON.stringify(file)], "backup.json", { type: "application/json" }));
  return SELF.fetch(`${ORIGIN}/app/profile?_data=routes%2Fapp.profile`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost" },
    body: form,
  });
}

describe("the analytics rollups", () => {
  it("agree with a recount after saves, a restore, a delete, an update and an account's deletion", async () => {
    const u = await newInspector();
    const other = await newInspector();
    for (const who of [u, u, other]) {
      const draft = crypto.randomUUID();
      const body = payload(who.companyId, [await uploadedPhoto(who.cookie, draft), await uploadedPhoto(who.cookie, draft)]);
      expect((await save(who.cookie, body)).status).toBe(201);
    }
    let r = await expectRollupsMatch(u.userId);
    expect(r.days).toEqual([expect.objectContaining({ inspections: 2, completed: 2, uploaded: 2, photos: 4, timed: 2 })]);
    expect(r.companies).toEqual([{ company_id: u.companyId, inspections: 2 }]);

    // A restore: other days, one written with an offset (stored as UTC, on the UTC day it falls on).
    const restored = [
      restoredInspection("2026-03-01T02:00:00+05:30"),
      restoredInspection("2026-03-01T10:00:00.000Z", { companyId: u.companyId }),
      restoredInspection("2025-12-31T23:59:59.999Z", { additionalData: {} }),
    ];
    expect((await restore(u.cookie, restored)).status).toBe(200);
    r = await expectRollupsMatch(u.userId);
    expect(r.days.slice(0, 3)).toEqual([
      expect.objectContaining({ day: "2025-12-31", inspections: 1, timed: 0 }),
      expect.objectContaining({ day: "2026-02-28", inspections: 1, satisfactory: 0, photos: 3, timed: 1 }),
      expect.objectContaining({ day: "2026-03-01", inspections: 1, timed: 1, duration_ms: 36_000_000 }),
    ]);
    expect(r.companies).toEqual([{ company_id: u.companyId, inspections: 3 }]);

    // History's delete.
    const del = await post("/app/history?_data=routes%2Fapp.history", { intent: "delete", id: restored[1].id }, { cookie: u.cookie });
    expect(await del.json()).toMatchObject({ ok: true });
    r = await expectRollupsMatch(u.userId);
    expect(r.days.map((d) => d)).not.toContainEqual(expect.objectContaining({ day: "2026-03-01" }));

    // No code updates an inspection today; if one did, the rollups would follow.
    await env.DB.prepare("UPDATE inspections SET created_at = '2024-05-05T05:05:05.000Z', status = 'draft', company_id = ? WHERE id = ?")
      .bind(u.companyId, restored[2].id)
      .run();
    r = await expectRollupsMatch(u.userId);
    expect(r.days[0]).toEqual(expect.objectContaining({ day: "2024-05-05", inspections: 1, completed: 0 }));

    // An account's deletion takes its rollups with it and leaves everyone else's as they were.
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(u.userId).run();
    expect(await rollupsAndRecount(u.userId)).toEqual({ days: [], dayRecount: [], companies: [], companyRecount: [] });
    r = await expectRollupsMatch(other.userId);
    expect(r.days).toEqual([expect.objectContaining({ inspections: 1 })]);
  });
});

/** A deterministic pseudo-random sequence (mulberry32), so any failure repeats. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The analytics figures counted from the inspections themselves, as the loader did before the rollups. */
async function recount(userId: string, timeZone: string, range: (typeof TIME_RANGES)[number][0], now: Date) {
  const { start, end } = rangeBounds(range, now, timeZone);
  const [t] = await all<Record<string, number | null>>(
    `SELECT count(*) AS n, coalesce(sum(status = 'completed'), 0) AS completed, coalesce(sum(is_uploaded = 1), 0) AS uploaded,
      coalesce(sum(overall_position = 'satisfactory'), 0) AS satisfactory, coalesce(sum(photo_count), 0) AS photos,
      avg((julianday(created_at) - julianday(json_extract(additional_data, '$.firstPhotoAt'))) * 1440) AS minutes
     FROM inspections WHERE user_id = ? AND created_at >= ? AND created_at < ?`,
    userId,
    start,
    end,
  );
  const monthly = [];
  for (const m of lastSixMonths(now, timeZone)) {
    const [c] = await all<{ n: number }>(
      `SELECT count(*) AS n FROM inspections WHERE user_id = ? AND created_at >= ? AND created_at < ? AND created_at >= ? AND created_at < ?`,
      userId,
      start,
      end,
      m.start,
      m.end,
    );
    monthly.push({ label: m.label, count: c.n });
  }
  const states = await all<{ state: string; companies: number }>(
    `SELECT c.state AS state, count(DISTINCT c.id) AS companies FROM inspections i JOIN companies c ON c.id = i.company_id
     WHERE i.user_id = ? AND i.created_at >= ? AND i.created_at < ? AND c.state IN (${STATES.map(() => "?").join(", ")})
     GROUP BY c.state ORDER BY 2 DESC, c.state LIMIT ${TOP_STATES}`,
    userId,
    start,
    end,
    ...STATES,
  );
  return {
    inspections: t.n,
    completed: t.completed,
    uploaded: t.uploaded,
    satisfactory: t.satisfactory,
    photos: t.photos,
    minutes: t.minutes,
    monthly,
    states,
  };
}

describe("analytics from the rollups", () => {
  it("equal the figures counted from the records in every range, time zone and edge of a day", async () => {
    const { email } = await signUp();
    const userId = String((await userByEmail(email))!.id);
    const next = random(18);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const companies = [
      ...STATES.map((state, n) => rows.company(userId, { id: `${userId}-c${n}`, name: `Company ${n}`, state })),
      rows.company(userId, { id: `${userId}-nostate`, name: "No state", state: null }),
      rows.company(null, { id: `${userId}-directory`, name: "Directory", state: "Gujarat" }),
    ];
    await seed(schema.companies, companies);
    // Random instants over 16 months, and the instants on either side of local midnights that open a
    // month in each zone tested (Kolkata +05:30, Kathmandu +05:45, Chatham +13:45, New York).
    const edges = [
      "2026-10-31T18:30:00.000Z",
      "2026-10-31T18:15:00.000Z",
      "2026-10-31T11:15:00.000Z",
      "2026-11-01T04:00:00.000Z",
      "2026-11-01T00:00:00.000Z",
    ].flatMap((at) => [at, new Date(Date.parse(at) - 1).toISOString()]);
    const from = Date.parse("2025-08-01T00:00:00.000Z");
    const instants = [...edges, ...Array.from({ length: 240 }, () => new Date(from + next() * 490 * 86_400_000).toISOString())];
    await seed(
      schema.inspections,
      instants.map((createdAt) =>
        rows.inspection(userId, {
          createdAt,
          companyId: next() < 0.1 ? null : pick(companies).id,
          status: next() < 0.8 ? "completed" : "draft",
          isUploaded: next() < 0.7,
          overallPosition: pick(["satisfactory", "not_satisfactory", "satisfactory"]),
          photoCount: Math.floor(next() * 6),
          additionalData: next() < 0.2 ? {} : { firstPhotoAt: new Date(Date.parse(createdAt) - Math.floor(next() * 7_200_000)).toISOString() },
        }),
      ),
    );
    await expectRollupsMatch(userId);

    const db = getDb(env.DB);
    const nows = ["2026-11-22T10:00:00.000Z", "2026-03-08T12:00:00.000Z", "2026-01-01T03:00:00.000Z"].map((n) => new Date(n));
    for (const timeZone of ["UTC", "Asia/Kolkata", "Asia/Kathmandu", "Pacific/Chatham", "America/New_York"])
      for (const now of nows)
        for (const [range] of TIME_RANGES) {
          const got = await loadAnalytics(db, userId, timeZone, range, now);
          const want = await recount(userId, timeZone, range, now);
          const where = `${timeZone} ${range} at ${now.toISOString()}`;
          expect({ where, stats: got.stats, uploaded: got.status.uploaded, photos: got.quick.photos }).toEqual({
            where,
            stats: { inspections: want.inspections, companies: got.stats.companies, visits: 0, completed: want.completed },
            uploaded: want.uploaded,
            photos: want.photos,
          });
          const rate = want.inspections === 0 ? 0 : Math.round((want.satisfactory! / want.inspections!) * 1000) / 10;
          expect(got.quick.satisfactoryRate, where).toBe(rate);
          expect(got.quick.averageMinutes, where).toBe(want.minutes === null ? null : Math.round(want.minutes * 10) / 10);
          expect(got.monthly, where).toEqual(want.monthly);
          expect(got.topStates, where).toEqual(want.states);
        }
  });
});
