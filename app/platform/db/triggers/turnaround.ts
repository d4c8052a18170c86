// The turnaround rollups (tables/turnaround.ts, migration 1795764209), kept whatever writes cases and
// dispositions: features, the demo, an organization's cascade, a member's removal setting assignee_id or
// reviewer_id to null. Each change takes the old row's contributions out and adds the new row's, at
// every level (turnaround-buckets.ts). A row that falls to zero is kept: the dashboard reads only sums
// above zero. A disposition is timed from its case's submitted_at, so a change of that re-times the
// case's dispositions; a case's dispositions are taken out before the case is deleted, because the
// cascade that deletes them runs after the case row is gone. Nothing writes these tables with INSERT OR REPLACE.
import { blockDaySql, bucketStartSql, levelsSql } from "../turnaround-buckets";
import { trigger } from "./trigger";

type Row = "new" | "old";
const LEVELS = `${levelsSql()} AS lv`;

/** A case's one count at each level. */
const caseCounts = (r: Row) =>
  `SELECT ${r}.organization_id AS o, lv.column1 AS l, ${blockDaySql(`${r}.created_at`)} AS d, coalesce(${r}.assignee_id, '') AS a, ${r}.status AS st, 1 AS n, ${r}.submitted_at IS NOT NULL AS sub FROM ${LEVELS}`;

/** A case's times to submit and to dispose, bucketed, at each level. */
const caseTimes = (r: Row) =>
  `SELECT ${r}.organization_id AS o, lv.column1 AS l, ${blockDaySql(`${r}.created_at`)} AS d, t.metric AS m, '' AS rv, '' AS nm, ${bucketStartSql("t.s")} AS sec, 1 AS n FROM (SELECT 'toSubmit' AS metric, unixepoch(${r}.submitted_at) - unixepoch(${r}.created_at) AS s WHERE ${r}.submitted_at IS NOT NULL UNION ALL SELECT 'toDispose', unixepoch(${r}.disposed_at) - unixepoch(${r}.submitted_at) WHERE ${r}.disposed_at IS NOT NULL AND ${r}.submitted_at IS NOT NULL) AS t CROSS JOIN ${LEVELS}`;

/**
 * Dispositions `d` (of `from`) timed from `submittedAt` at each level, by reviewer (a reviewer who has left
 * is keyed by name); -1 when the submission they judged was replaced by a later visit's.
 */
const reviewerTimes = (submittedAt: string, from: string, where: string) => {
  const s = `(unixepoch(d.created_at) - unixepoch(${submittedAt}))`;
  return `SELECT d.organization_id AS o, lv.column1 AS l, ${blockDaySql("d.created_at")} AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN ${submittedAt} <= d.created_at THEN ${bucketStartSql(s)} ELSE -1 END AS sec, count(*) AS n FROM ${from} CROSS JOIN ${LEVELS} WHERE ${where} GROUP BY 1, 2, 3, 4, 5, 6, 7`;
};
/** The one disposition `r` with its case's submission. */
const disposition = (r: Row) =>
  reviewerTimes(
    "d.submitted_at",
    `(SELECT ${r}.organization_id, ${r}.reviewer_id, ${r}.reviewer_name, ${r}.created_at, c.submitted_at FROM cases AS c WHERE c.id = ${r}.case_id) AS d`,
    "true",
  );
/** The dispositions of the case `old`/`new` timed from its row `r`'s submission. */
const caseDispositions = (r: Row, where: string) => reviewerTimes(`${r}.submitted_at`, "dispositions AS d", where);

const addCounts = (rows: string) => [
  "INSERT INTO turnaround_counts (organization_id, level, day, assignee_id, status, cases, submitted)",
  `SELECT o, l, d, a, st, n, sub FROM (${rows}) WHERE true`,
  "ON CONFLICT DO UPDATE SET cases = cases + excluded.cases, submitted = submitted + excluded.submitted;",
];
const addTimes = (rows: string) => [
  "INSERT INTO turnaround_times (organization_id, level, day, metric, reviewer, name, seconds, n)",
  `SELECT o, l, d, m, rv, nm, sec, n FROM (${rows}) WHERE true`,
  "ON CONFLICT DO UPDATE SET n = n + excluded.n;",
];
const takeCounts = (rows: string) => [
  `UPDATE turnaround_counts SET cases = cases - x.n, submitted = submitted - x.sub FROM (${rows}) AS x`,
  "WHERE organization_id = x.o AND level = x.l AND day = x.d AND assignee_id = x.a AND status = x.st;",
];
const takeTimes = (rows: string) => [
  `UPDATE turnaround_times SET n = turnaround_times.n - x.n FROM (${rows}) AS x`,
  "WHERE organization_id = x.o AND level = x.l AND day = x.d AND metric = x.m AND reviewer = x.rv AND name = x.nm AND seconds = x.sec;",
];

/** An update trigger's head: it runs only when one of `columns` really changed. */
const onChangeOf = (table: string, columns: string[]) =>
  `AFTER UPDATE OF ${columns.join(", ")} ON \`${table}\`\n  WHEN ${columns.map((c) => `old.${c} IS NOT new.${c}`).join(" OR ")}`;

const RETIMED = "old.submitted_at IS NOT new.submitted_at";

export const turnaroundTriggers = [
  trigger("turnaround_cases_insert", "AFTER INSERT ON `cases`", [...addCounts(caseCounts("new")), ...addTimes(caseTimes("new"))]),
  trigger("turnaround_cases_delete", "BEFORE DELETE ON `cases`", [
    ...takeCounts(caseCounts("old")),
    ...takeTimes(caseTimes("old")),
    ...takeTimes(caseDispositions("old", "d.case_id = old.id")),
  ]),
  trigger("turnaround_cases_update", onChangeOf("cases", ["organization_id", "created_at", "assignee_id", "status", "submitted_at", "disposed_at"]), [
    ...takeCounts(caseCounts("old")),
    ...takeTimes(caseTimes("old")),
    ...addCounts(caseCounts("new")),
    ...addTimes(caseTimes("new")),
    ...takeTimes(caseDispositions("old", `d.case_id = new.id AND ${RETIMED}`)),
    ...addTimes(caseDispositions("new", `d.case_id = new.id AND ${RETIMED}`)),
  ]),
  trigger("turnaround_dispositions_insert", "AFTER INSERT ON `dispositions`", addTimes(disposition("new"))),
  trigger("turnaround_dispositions_delete", "AFTER DELETE ON `dispositions`", takeTimes(disposition("old"))),
  trigger("turnaround_dispositions_update", onChangeOf("dispositions", ["organization_id", "case_id", "reviewer_id", "reviewer_name", "created_at"]), [
    ...takeTimes(disposition("old")),
    ...addTimes(disposition("new")),
  ]),
];
