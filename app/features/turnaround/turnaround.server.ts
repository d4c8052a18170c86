// The dashboard's reads: four statements in one D1 batch (one round trip). The cases of the range come
// from cases_org_turnaround_idx, which holds every column they read, so no case row is visited. Times
// come back as histograms (buckets of a tenth of an hour under 48 hours, of an hour beyond: see
// bucketSeconds), a few hundred rows however many cases, and figures.ts reads the percentiles from them.
// Reviewers are counted by the dispositions signed in the range (dispositions_org_created_idx).
import { fullName } from "../../platform/names";
import { OPEN_STATUSES } from "../cases/status";
import { type Bucket, type StatusGroup, type Turnaround, turnaroundFigures } from "./figures";

const OPEN_SQL = OPEN_STATUSES.map((s) => `'${s}'`).join(", ");
const IN_RANGE = "c.organization_id = ?1 AND c.created_at >= ?2 AND c.created_at < ?3";
/** A time in seconds rounded down to its bucket (bucketSeconds in figures.ts). */
const bucket = (s: string) => `CASE WHEN ${s} < 172800 THEN ${s} / 360 * 360 ELSE ${s} / 3600 * 3600 END`;

const GROUPS_SQL = `SELECT c.assignee_id AS assigneeId, c.status, count(*) AS n, count(c.submitted_at) AS submitted,
  sum(c.status IN (${OPEN_SQL}) AND c.due_at < ?4) AS overdue
  FROM cases c WHERE ${IN_RANGE} GROUP BY c.assignee_id, c.status`;

const SPREADS_SQL = `WITH t AS (
    SELECT 'toSubmit' AS key, unixepoch(c.submitted_at) - unixepoch(c.created_at) AS s FROM cases c WHERE ${IN_RANGE} AND c.submitted_at IS NOT NULL
    UNION ALL
    SELECT 'toDispose', unixepoch(c.disposed_at) - unixepoch(c.submitted_at) FROM cases c WHERE ${IN_RANGE} AND c.disposed_at IS NOT NULL AND c.submitted_at IS NOT NULL
  ) SELECT key, ${bucket("s")} AS seconds, count(*) AS n FROM t GROUP BY key, seconds`;

// A disposition is timed from the submission it judged: the case's, unless a later visit's submission
// has replaced it (then it is counted, untimed). A reviewer who has left is keyed by name.
const REVIEWERS_SQL = `WITH t AS (
    SELECT coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS key, d.reviewer_name AS name,
      CASE WHEN c.submitted_at <= d.created_at THEN unixepoch(d.created_at) - unixepoch(c.submitted_at) END AS s
    FROM dispositions d JOIN cases c ON c.id = d.case_id
    WHERE d.organization_id = ?1 AND d.created_at >= ?2 AND d.created_at < ?3
  ) SELECT key, max(name) AS name, ${bucket("s")} AS seconds, count(*) AS n FROM t GROUP BY key, seconds`;

const NAMES_SQL = `SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, u.email FROM memberships m JOIN users u ON u.id = m.user_id
  WHERE m.organization_id = ?1`;

export async function loadTurnaround(d1: D1Database, orgId: string, range: { start: string; end: string }, now: Date): Promise<Turnaround> {
  const [groups, spreads, reviewers, names] = await d1.batch([
    d1.prepare(GROUPS_SQL).bind(orgId, range.start, range.end, now.toISOString()),
    d1.prepare(SPREADS_SQL).bind(orgId, range.start, range.end),
    d1.prepare(REVIEWERS_SQL).bind(orgId, range.start, range.end),
    d1.prepare(NAMES_SQL).bind(orgId),
  ]);
  return turnaroundFigures({
    groups: groups.results as unknown as StatusGroup[],
    spreads: spreads.results as unknown as Bucket[],
    reviewers: reviewers.results as unknown as (Bucket & { name: string })[],
    names: new Map((names.results as { id: string; firstName: string; lastName: string; email: string }[]).map((u) => [u.id, fullName(u)])),
  });
}
