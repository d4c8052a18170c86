// The dashboard's rollups (migration 1795764209_turnaround_rollups, triggers in platform/db/triggers/
// turnaround.ts) against the direct computation: varied cases and dispositions go through status
// changes, re-visits, reassignment, corrections, deletes and a member's removal, and after each step
// every range's figures summed from the rollups equal those read from every case and disposition of
// the range. The rollups' rows are also checked against the bucket rules' functions (turnaround-buckets.ts).
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { turnaroundFigures, type Bucket, type StatusGroup } from "../../app/features/turnaround/figures";
import { directStatements, loadTurnaround } from "../../app/features/turnaround/turnaround.server";
import { BLOCK_SPANS, blockDay, blockDaySql, bucketStart, bucketStartSql, levelsSql } from "../../app/platform/db/turnaround-buckets";
import migration from "../../migrations/1795764209_turnaround_rollups.sql?raw";
import { member, organization, type TestMember } from "./team-factories";

const STATUSES = ["unassigned", "assigned", "in_progress", "revisit", "submitted", "verified", "not_verified", "not_found"];
const H = 3_600_000;
const T0 = Date.parse("2026-01-01T00:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();
/** Seconds since 1970 of an ISO time, as SQLite's unixepoch() gives them (milliseconds dropped). */
const unix = (time: string) => Math.floor(Date.parse(time) / 1000);

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

let org: { id: string; code: string };
let people: TestMember[];

/** The old computation: every case and disposition of the range, in one query each. */
async function direct(range: { start: string; end: string }, now: Date) {
  const [groups, spreads, reviewers] = await env.DB.batch(directStatements(env.DB, org.id, range.start, range.end, now));
  const names = await env.DB.prepare(
    "SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, u.email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.organization_id = ?",
  )
    .bind(org.id)
    .all<{ id: string; firstName: string; lastName: string; email: string }>();
  const { fullName } = await import("../../app/platform/names");
  return turnaroundFigures({
    groups: groups.results as unknown as StatusGroup[],
    spreads: spreads.results as unknown as Bucket[],
    reviewers: reviewers.results as unknown as (Bucket & { name: string })[],
    names: new Map(names.results.map((u) => [u.id, fullName(u)])),
  });
}

// Local (Asia/Kolkata and UTC) months, a part day alone, one UTC day, a range across every block size.
const RANGES = [
  { start: "2025-12-31T18:30:00.000Z", end: "2026-01-31T18:30:00.000Z" },
  { start: "2026-01-01T00:00:00.000Z", end: "2026-03-15T00:00:00.000Z" },
  { start: "2026-01-05T05:45:00.000Z", end: "2026-01-05T20:00:00.000Z" },
  { start: "2026-01-09T00:00:00.000Z", end: "2026-01-10T00:00:00.000Z" },
  { start: "2025-11-30T18:30:00.000Z", end: "2026-04-30T18:30:00.000Z" },
];
const NOWS = [new Date("2026-01-20T09:17:00.000Z"), new Date("2026-02-10T00:00:00.000Z"), new Date("2026-06-01T00:00:00.000Z")];

async function expectSame() {
  for (const range of RANGES)
    for (const now of NOWS)
      expect(await loadTurnaround(env.DB, org.id, range, now), `${range.start} now ${now.toISOString()}`).toEqual(await direct(range, now));
}

beforeEach(async () => {
  people = await Promise.all(["Asha Rao", "Bala Iyer", "Chitra Nair", "Rita Reviewer", "Ravi Reviewer"].map((n) => member(n)));
  org = await organization(people.map((p, i) => [p, i < 3 ? "inspector" : "reviewer"]));
  const next = random(7);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const writes: D1PreparedStatement[] = [];
  for (let i = 0; i < 120; i++) {
    const created = T0 + Math.floor(next() * 70 * 24) * H + Math.floor(next() * H);
    const status = pick(STATUSES);
    const submitted = ["submitted", "verified", "not_verified", "not_found", "revisit"].includes(status) ? created + next() * 100 * H : null;
    const disposed = submitted && status !== "submitted" ? submitted + next() * 60 * H : null;
    writes.push(
      env.DB.prepare(
        `INSERT INTO cases (id, organization_id, reference, company_name, site_address, verification_type, due_at, assignee_id, status, created_at, updated_at, submitted_at, disposed_at)
         VALUES (?, ?, ?, 'Traders', 'Pune', 'office', ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        `rc-${i}`,
        org.id,
        `R${i}`,
        iso(created + next() * 30 * 24 * H),
        status === "unassigned" ? null : pick(people.slice(0, 3)).id,
        status,
        iso(created),
        iso(created),
        submitted && iso(submitted),
        disposed && iso(disposed),
      ),
    );
    if (disposed) {
      const reviewer = pick(people.slice(3));
      writes.push(disposition(`rd-${i}`, `rc-${i}`, reviewer, disposed));
      // A correction by the other reviewer, signed with another name.
      if (next() < 0.3) writes.push(disposition(`rd-${i}-b`, `rc-${i}`, people[next() < 0.5 ? 3 : 4], disposed + next() * 10 * H, "Rita R."));
    }
  }
  await env.DB.batch(writes);
});

const disposition = (id: string, caseId: string, reviewer: TestMember, at: number, name = reviewer.name) =>
  env.DB.prepare(
    `INSERT INTO dispositions (id, organization_id, case_id, inspection_id, visit, outcome, remark, reviewer_id, reviewer_name, body, signature, key_id, created_at)
     VALUES (?, ?, ?, 'insp', 1, 'verified', '', ?, ?, '{}', 'sig', 'k1', ?)`,
  ).bind(id, org.id, caseId, reviewer.id, name, iso(at));

describe("the turnaround rollups", () => {
  it("give the direct figures for every range, whatever changes the cases and dispositions go through", async () => {
    await expectSame();
    const run = (sql: string, ...binds: unknown[]) =>
      env.DB.prepare(sql)
        .bind(...binds)
        .run();
    // Status changes, a reassignment and a submission.
    await run("UPDATE cases SET status = 'in_progress' WHERE status = 'assigned' AND id < 'rc-5'");
    await run("UPDATE cases SET assignee_id = ? WHERE assignee_id = ?", people[2].id, people[0].id);
    await run("UPDATE cases SET status = 'submitted', submitted_at = ? WHERE status = 'in_progress'", "2026-03-01T10:00:00.000Z");
    // Re-visits: a later submission leaves the earlier dispositions untimed.
    await run(
      "UPDATE cases SET status = 'submitted', submitted_at = strftime('%Y-%m-%dT%H:%M:%fZ', disposed_at, '+5 hours'), disposed_at = NULL WHERE id IN ('rc-3', 'rc-11', 'rc-12', 'rc-40')",
    );
    // A disposition corrected: moved in time and to another reviewer; one deleted; a no-op update.
    await run(
      "UPDATE dispositions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+3 days'), reviewer_id = ? WHERE id IN (SELECT id FROM dispositions ORDER BY id LIMIT 3)",
      people[4].id,
    );
    await run("DELETE FROM dispositions WHERE id = (SELECT max(id) FROM dispositions)");
    await run("UPDATE cases SET updated_at = '2026-05-01T00:00:00.000Z', status = status");
    await expectSame();
    // Cases deleted with their dispositions (the cascade), a case moved in time.
    await run("DELETE FROM cases WHERE id IN ('rc-1', 'rc-2', 'rc-50', 'rc-60')");
    await run("UPDATE cases SET created_at = '2026-02-28T23:59:59.000Z' WHERE id = 'rc-7'");
    // A reviewer and an inspector removed: their dispositions keep the name, their cases lose the assignee.
    await run("DELETE FROM users WHERE id IN (?, ?)", people[3].id, people[1].id);
    await expectSame();
    const negative = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM turnaround_counts WHERE cases < 0 OR submitted < 0) + (SELECT count(*) FROM turnaround_times WHERE n < 0) AS n",
    ).first("n");
    expect(negative).toBe(0);
  });

  it("are rebuilt by the migration's backfill to the rows the triggers keep", async () => {
    await env.DB.prepare("UPDATE cases SET status = 'submitted', submitted_at = '2026-03-01T10:00:00.000Z', disposed_at = NULL WHERE id < 'rc-3'").run();
    const rows = () =>
      env.DB.batch([
        env.DB.prepare("SELECT * FROM turnaround_counts WHERE cases > 0 ORDER BY 1, 2, 3, 4, 5"),
        env.DB.prepare("SELECT * FROM turnaround_times WHERE n > 0 ORDER BY 1, 2, 3, 4, 5, 6, 7"),
      ]).then((r) => r.map((x) => x.results));
    const kept = await rows();
    expect(kept[1].length).toBeGreaterThan(100);
    const backfill = migration
      .split("--> statement-breakpoint")
      .filter((s) => s.includes("already stored") || s.trim().startsWith("INSERT INTO turnaround_times"));
    expect(backfill).toHaveLength(3);
    await env.DB.batch([
      env.DB.prepare("DELETE FROM turnaround_counts"),
      env.DB.prepare("DELETE FROM turnaround_times"),
      ...backfill.map((s) => env.DB.prepare(s)),
    ]);
    expect(await rows()).toEqual(kept);
  });

  it("bucket times and days as turnaround-buckets.ts does, on random times around the buckets' edges", async () => {
    const next = random(11);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
    // Durations (ms) half of them at a bucket's edge or 48 hours, with milliseconds (unixepoch drops them).
    const edge = () => pick([0, 1, 359, 360, 361, 3599, 3600, 172_439, 172_799, 172_800, 172_801, 179_999, 180_000]);
    const duration = () => (next() < 0.5 ? edge() : Math.floor(next() * 400_000)) * 1000 + Math.floor(next() * 1000);
    const writes: D1PreparedStatement[] = [];
    for (let i = 0; i < 150; i++) {
      // Some created just before a UTC midnight.
      const created = T0 + Math.floor(next() * 90) * 24 * H + (next() < 0.3 ? 24 * H - Math.floor(duration() / 100) : duration());
      const submitted = next() < 0.8 ? created + duration() : null;
      const disposed = submitted && next() < 0.7 ? submitted + duration() : null;
      writes.push(
        env.DB.prepare(
          `INSERT INTO cases (id, organization_id, reference, company_name, site_address, verification_type, due_at, assignee_id, status, created_at, updated_at, submitted_at, disposed_at)
           VALUES (?, ?, ?, 'Traders', 'Pune', 'office', ?, ?, ?, ?, ?, ?, ?)`,
        ).bind(
          `bc-${i}`,
          org.id,
          `B${i}`,
          iso(created),
          pick(people.slice(0, 3)).id,
          disposed ? "verified" : submitted ? "submitted" : "assigned",
          iso(created),
          iso(created),
          submitted && iso(submitted),
          disposed && iso(disposed),
        ),
      );
      // Dispositions before, at and after the submission's bucket edges.
      if (submitted) writes.push(disposition(`bd-${i}`, `bc-${i}`, pick(people.slice(3)), submitted + (next() < 0.1 ? -duration() : duration())));
    }
    await env.DB.batch(writes);
    const json = (v: unknown) => JSON.stringify(v);

    // The SQL of each rule against its function, straight.
    const times = Array.from({ length: 400 }, () => Math.round((next() - 0.2) * 400_000)).concat([-361, -360, -359, 172_799, 172_800]);
    const { results: sqlBuckets } = await env.DB.prepare(`SELECT ${bucketStartSql("value")} AS b FROM json_each(?)`)
      .bind(json(times))
      .all<{ b: number }>();
    expect(sqlBuckets.map((r) => r.b)).toEqual(times.map(bucketStart));
    const instants = Array.from({ length: 200 }, () => iso(T0 + duration() * 50));
    const { results: sqlDays } = await env.DB.prepare(
      `SELECT ${blockDaySql("t.value")} AS d FROM json_each(?) AS t CROSS JOIN ${levelsSql()} AS lv ORDER BY t.key, lv.column1`,
    )
      .bind(json(instants))
      .all<{ d: number }>();
    expect(sqlDays.map((r) => r.d)).toEqual(instants.flatMap((t) => BLOCK_SPANS.map((span) => blockDay(unix(t), span))));

    // The triggers' rows against the functions over every case and disposition of the organization.
    const [cases, dispositions, counts, rollupTimes] = (
      await env.DB.batch([
        env.DB.prepare("SELECT assignee_id, status, created_at, submitted_at, disposed_at FROM cases WHERE organization_id = ?").bind(org.id),
        env.DB.prepare(
          "SELECT d.reviewer_id, d.reviewer_name, d.created_at, c.submitted_at FROM dispositions d JOIN cases c ON c.id = d.case_id WHERE d.organization_id = ?",
        ).bind(org.id),
        env.DB.prepare("SELECT level, day, assignee_id, status, cases, submitted FROM turnaround_counts WHERE organization_id = ? AND cases > 0").bind(org.id),
        env.DB.prepare("SELECT level, day, metric, reviewer, name, seconds, n FROM turnaround_times WHERE organization_id = ? AND n > 0").bind(org.id),
      ])
    ).map((r) => r.results as Record<string, string | null>[]);
    const expected = { counts: new Map<string, [number, number]>(), times: new Map<string, number>() };
    const count = (key: unknown[], submitted: boolean) => {
      const [n, sub] = expected.counts.get(json(key)) ?? [0, 0];
      expected.counts.set(json(key), [n + 1, sub + Number(submitted)]);
    };
    const time = (key: unknown[]) => expected.times.set(json(key), (expected.times.get(json(key)) ?? 0) + 1);
    BLOCK_SPANS.forEach((span, level) => {
      for (const c of cases) {
        const day = blockDay(unix(c.created_at!), span);
        count([level, day, c.assignee_id ?? "", c.status], c.submitted_at !== null);
        if (c.submitted_at) time([level, day, "toSubmit", "", "", bucketStart(unix(c.submitted_at) - unix(c.created_at!))]);
        if (c.submitted_at && c.disposed_at) time([level, day, "toDispose", "", "", bucketStart(unix(c.disposed_at) - unix(c.submitted_at))]);
      }
      for (const d of dispositions) {
        const timed = d.submitted_at !== null && d.submitted_at <= d.created_at!;
        const key = d.reviewer_id ?? `name:${d.reviewer_name}`;
        time([
          level,
          blockDay(unix(d.created_at!), span),
          "reviewer",
          key,
          d.reviewer_name,
          timed ? bucketStart(unix(d.created_at!) - unix(d.submitted_at!)) : -1,
        ]);
      }
    });
    const sorted = <T>(list: T[]) => list.map((x) => json(x)).sort();
    expect(sorted(counts.map((r) => [r.level, r.day, r.assignee_id, r.status, r.cases, r.submitted]))).toEqual(
      sorted([...expected.counts].map(([k, [n, sub]]) => [...JSON.parse(k), n, sub])),
    );
    expect(sorted(rollupTimes.map((r) => [r.level, r.day, r.metric, r.reviewer, r.name, r.seconds, r.n]))).toEqual(
      sorted([...expected.times].map(([k, n]) => [...JSON.parse(k), n])),
    );
    // The edges were met: a time of exactly 48 hours, and a disposition before its submission.
    expect(rollupTimes.some((r) => Number(r.seconds) === 172_800)).toBe(true);
    expect(rollupTimes.some((r) => Number(r.seconds) === -1)).toBe(true);
  });

  it("are emptied with their organization", async () => {
    await env.DB.prepare("DELETE FROM organizations WHERE id = ?").bind(org.id).run();
    const left = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM turnaround_counts WHERE organization_id = ?1) + (SELECT count(*) FROM turnaround_times WHERE organization_id = ?1) AS n",
    )
      .bind(org.id)
      .first("n");
    expect(left).toBe(0);
  });
});
