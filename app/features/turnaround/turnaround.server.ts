// The dashboard's reads, in one D1 batch (one round trip). The whole UTC days of the range are summed
// from the rollups the triggers keep (turnaround_counts and turnaround_times: platform/db/triggers/
// turnaround.ts), at most 21 blocks of days (blocks.ts), so the time does not grow with the cases; the
// at most two part days at its edges (a local day starts mid UTC day) are read from the cases and
// dispositions by the direct statements. Times come back as histograms (buckets of a tenth of an hour
// under 48 hours, of an hour beyond: platform/db/turnaround-buckets.ts, as the triggers bucket them)
// and figures.ts reads the percentiles from them. Overdue depends on the time now: open cases less
// those not yet due.
import { bucketStartSql } from "../../platform/db/turnaround-buckets";
import { fullName } from "../../platform/names";
import { splitIntoUtcDays } from "../../platform/time/ranges";
import { OPEN_STATUSES, statusLiterals } from "../../platform/db/case-status";
import { dayBlocks } from "./blocks";
import { type Bucket, type StatusGroup, type Turnaround, turnaroundFigures } from "./figures";
import { mergeBuckets, rollupGroups } from "./parts";

const OPEN_SQL = statusLiterals(OPEN_STATUSES);
const IN_RANGE = "c.organization_id = ?1 AND c.created_at >= ?2 AND c.created_at < ?3";

const GROUPS_SQL = `SELECT c.assignee_id AS assigneeId, c.status, count(*) AS n, count(c.submitted_at) AS submitted,
  sum(c.status IN (${OPEN_SQL}) AND c.due_at < ?4) AS overdue
  FROM cases c WHERE ${IN_RANGE} GROUP BY c.assignee_id, c.status`;

const SPREADS_SQL = `WITH t AS (
    SELECT 'toSubmit' AS key, unixepoch(c.submitted_at) - unixepoch(c.created_at) AS s FROM cases c WHERE ${IN_RANGE} AND c.submitted_at IS NOT NULL
    UNION ALL
    SELECT 'toDispose', unixepoch(c.disposed_at) - unixepoch(c.submitted_at) FROM cases c WHERE ${IN_RANGE} AND c.disposed_at IS NOT NULL AND c.submitted_at IS NOT NULL
  ) SELECT key, ${bucketStartSql("s")} AS seconds, count(*) AS n FROM t GROUP BY key, seconds`;

// A disposition is timed from the submission it judged: the case's, unless a later visit's submission
// has replaced it (then it is counted, untimed). A reviewer who has left is keyed by name.
const REVIEWERS_SQL = `WITH t AS (
    SELECT coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS key, d.reviewer_name AS name,
      CASE WHEN c.submitted_at <= d.created_at THEN unixepoch(d.created_at) - unixepoch(c.submitted_at) END AS s
    FROM dispositions d JOIN cases c ON c.id = d.case_id
    WHERE d.organization_id = ?1 AND d.created_at >= ?2 AND d.created_at < ?3
  ) SELECT key, max(name) AS name, ${bucketStartSql("s")} AS seconds, count(*) AS n FROM t GROUP BY key, seconds`;

// The rollup rows of the blocks (?2: JSON [[level, first day, end day], ...]); a row may have fallen
// to zero, and -1 is the triggers' bucket for the untimed.
const BLOCKS = `json_each(?2) AS b CROSS JOIN {t} AS t
  WHERE t.organization_id = ?1 AND t.level = b.value ->> 0 AND t.day >= b.value ->> 1 AND t.day < b.value ->> 2`;
const COUNTS_SQL = `SELECT nullif(t.assignee_id, '') AS assigneeId, t.status, sum(t.cases) AS n, sum(t.submitted) AS submitted
  FROM ${BLOCKS.replace("{t}", "turnaround_counts")} GROUP BY t.assignee_id, t.status HAVING sum(t.cases) > 0`;
const TIMES_SQL = `SELECT t.metric, t.reviewer AS key, max(t.name) AS name, nullif(t.seconds, -1) AS seconds, sum(t.n) AS n
  FROM ${BLOCKS.replace("{t}", "turnaround_times")} GROUP BY t.metric, t.reviewer, t.seconds HAVING sum(t.n) > 0`;
// The open cases due at or after now, usually the few most recent, from cases_org_open_due_idx alone:
// named, as the planner's statistics would otherwise pick the range's cases by creation time.
const NOT_DUE_SQL = `SELECT c.assignee_id AS assigneeId, c.status, count(*) AS n FROM cases c INDEXED BY cases_org_open_due_idx
  WHERE c.organization_id = ?1 AND c.status IN (${OPEN_SQL}) AND c.due_at >= ?4 AND c.created_at >= ?2 AND c.created_at < ?3 GROUP BY 1, 2`;

const NAMES_SQL = `SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, u.email FROM memberships m JOIN users u ON u.id = m.user_id
  WHERE m.organization_id = ?1`;

type Reviewed = Bucket & { name: string };
type Member = { id: string; firstName: string; lastName: string; email: string };
interface Part {
  groups: StatusGroup[];
  spreads: Bucket[];
  reviewers: Reviewed[];
}

/** The figures' rows of [start, end) read from the cases and dispositions themselves, one batch each. */
export function directStatements(d1: D1Database, orgId: string, start: string, end: string, now: Date) {
  return [
    d1.prepare(GROUPS_SQL).bind(orgId, start, end, now.toISOString()),
    d1.prepare(SPREADS_SQL).bind(orgId, start, end),
    d1.prepare(REVIEWERS_SQL).bind(orgId, start, end),
  ];
}

export const directPart = (results: D1Result[]): Part => ({
  groups: results[0].results as unknown as StatusGroup[],
  spreads: results[1].results as unknown as Bucket[],
  reviewers: results[2].results as unknown as Reviewed[],
});

function rollupStatements(d1: D1Database, orgId: string, days: { from: string; to: string }, now: Date) {
  const blocks = JSON.stringify(dayBlocks(days.from, days.to).map((r) => [r.level, r.from, r.to]));
  return [
    d1.prepare(COUNTS_SQL).bind(orgId, blocks),
    d1.prepare(TIMES_SQL).bind(orgId, blocks),
    d1.prepare(NOT_DUE_SQL).bind(orgId, `${days.from}T00:00:00.000Z`, `${days.to}T00:00:00.000Z`, now.toISOString()),
  ];
}

function rollupPart(results: D1Result[]): Part {
  const times = results[1].results as unknown as (Reviewed & { metric: string })[];
  return {
    groups: rollupGroups(results[0].results as unknown as Omit<StatusGroup, "overdue">[], results[2].results as unknown as StatusGroup[]),
    spreads: times.filter((t) => t.metric !== "reviewer").map((t) => ({ key: t.metric, seconds: t.seconds, n: t.n })),
    reviewers: times.filter((t) => t.metric === "reviewer").map(({ key, name, seconds, n }) => ({ key, name, seconds, n })),
  };
}

/** The figures of parts read separately, with the members' names. */
export function figuresOfParts(parts: Part[], names: Member[]): Turnaround {
  return turnaroundFigures({
    groups: parts.flatMap((p) => p.groups),
    spreads: mergeBuckets(parts.map((p) => p.spreads)),
    reviewers: mergeBuckets(parts.map((p) => p.reviewers)),
    names: new Map(names.map((u) => [u.id, fullName(u)])),
  });
}

export async function loadTurnaround(d1: D1Database, orgId: string, range: { start: string; end: string }, now: Date): Promise<Turnaround> {
  const { days, edges } = splitIntoUtcDays(range.start, range.end);
  const results = await d1.batch([
    d1.prepare(NAMES_SQL).bind(orgId),
    ...(days ? rollupStatements(d1, orgId, days, now) : []),
    ...edges.flatMap((e) => directStatements(d1, orgId, e.start, e.end, now)),
  ]);
  const parts = [...(days ? [rollupPart(results.slice(1, 4))] : [])];
  for (let i = days ? 4 : 1; i < results.length; i += 3) parts.push(directPart(results.slice(i, i + 3)));
  return figuresOfParts(parts, results[0].results as Member[]);
}
