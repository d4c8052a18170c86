CREATE TABLE `turnaround_counts` (
	`organization_id` text NOT NULL,
	`level` integer NOT NULL,
	`day` integer NOT NULL,
	`assignee_id` text NOT NULL,
	`status` text NOT NULL,
	`cases` integer NOT NULL,
	`submitted` integer NOT NULL,
	PRIMARY KEY(`organization_id`, `level`, `day`, `assignee_id`, `status`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `turnaround_times` (
	`organization_id` text NOT NULL,
	`level` integer NOT NULL,
	`day` integer NOT NULL,
	`metric` text NOT NULL,
	`reviewer` text NOT NULL,
	`name` text NOT NULL,
	`seconds` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`organization_id`, `level`, `day`, `metric`, `reviewer`, `name`, `seconds`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `cases_org_turnaround_idx`;--> statement-breakpoint
CREATE INDEX `cases_org_open_due_idx` ON `cases` (`organization_id`,`due_at`,`created_at`,`assignee_id`,`status`) WHERE "cases"."status" IN ('unassigned', 'assigned', 'in_progress', 'revisit');--> statement-breakpoint
-- The triggers keep both rollups whatever writes cases and dispositions (features, the demo, an
-- organization's cascade, a member's removal setting assignee_id or reviewer_id to null). A row that
-- falls to zero is kept: the dashboard reads only sums above zero, and the combinations are few.
-- A disposition is timed from its case's submitted_at, so a change of that re-times the case's
-- dispositions; a case's dispositions are taken out before the case is deleted, because the cascade
-- that deletes them runs after the case row is gone. No code path uses INSERT OR REPLACE on these tables.
--> statement-breakpoint
CREATE TRIGGER `turnaround_cases_insert` AFTER INSERT ON `cases` BEGIN
  INSERT INTO turnaround_counts (organization_id, level, day, assignee_id, status, cases, submitted)
  SELECT o, l, d, a, st, n, sub FROM (SELECT new.organization_id AS o, lv.column1 AS l, unixepoch(new.created_at) / 86400 / lv.column2 * lv.column2 AS d, coalesce(new.assignee_id, '') AS a, new.status AS st, 1 AS n, new.submitted_at IS NOT NULL AS sub FROM (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv) WHERE true
  ON CONFLICT DO UPDATE SET cases = cases + excluded.cases, submitted = submitted + excluded.submitted;
  INSERT INTO turnaround_times (organization_id, level, day, metric, reviewer, name, seconds, n)
  SELECT o, l, d, m, rv, nm, sec, n FROM (SELECT new.organization_id AS o, lv.column1 AS l, unixepoch(new.created_at) / 86400 / lv.column2 * lv.column2 AS d, t.metric AS m, '' AS rv, '' AS nm, CASE WHEN t.s < 172800 THEN t.s / 360 * 360 ELSE t.s / 3600 * 3600 END AS sec, 1 AS n FROM (SELECT 'toSubmit' AS metric, unixepoch(new.submitted_at) - unixepoch(new.created_at) AS s WHERE new.submitted_at IS NOT NULL UNION ALL SELECT 'toDispose', unixepoch(new.disposed_at) - unixepoch(new.submitted_at) WHERE new.disposed_at IS NOT NULL AND new.submitted_at IS NOT NULL) AS t CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv) WHERE true
  ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `turnaround_cases_delete` BEFORE DELETE ON `cases` BEGIN
  UPDATE turnaround_counts SET cases = cases - x.n, submitted = submitted - x.sub FROM (SELECT old.organization_id AS o, lv.column1 AS l, unixepoch(old.created_at) / 86400 / lv.column2 * lv.column2 AS d, coalesce(old.assignee_id, '') AS a, old.status AS st, 1 AS n, old.submitted_at IS NOT NULL AS sub FROM (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND assignee_id = x.a AND status = x.st;
  UPDATE turnaround_times SET n = turnaround_times.n - x.n FROM (SELECT old.organization_id AS o, lv.column1 AS l, unixepoch(old.created_at) / 86400 / lv.column2 * lv.column2 AS d, t.metric AS m, '' AS rv, '' AS nm, CASE WHEN t.s < 172800 THEN t.s / 360 * 360 ELSE t.s / 3600 * 3600 END AS sec, 1 AS n FROM (SELECT 'toSubmit' AS metric, unixepoch(old.submitted_at) - unixepoch(old.created_at) AS s WHERE old.submitted_at IS NOT NULL UNION ALL SELECT 'toDispose', unixepoch(old.disposed_at) - unixepoch(old.submitted_at) WHERE old.disposed_at IS NOT NULL AND old.submitted_at IS NOT NULL) AS t CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND metric = x.m AND reviewer = x.rv AND name = x.nm AND seconds = x.sec;
  UPDATE turnaround_times SET n = turnaround_times.n - x.n FROM (SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN old.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(old.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(old.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(old.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM dispositions AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE d.case_id = old.id GROUP BY 1, 2, 3, 4, 5, 6, 7) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND metric = x.m AND reviewer = x.rv AND name = x.nm AND seconds = x.sec;
END;
--> statement-breakpoint
CREATE TRIGGER `turnaround_cases_update` AFTER UPDATE OF organization_id, created_at, assignee_id, status, submitted_at, disposed_at ON `cases`
  WHEN old.organization_id IS NOT new.organization_id OR old.created_at IS NOT new.created_at OR old.assignee_id IS NOT new.assignee_id OR old.status IS NOT new.status OR old.submitted_at IS NOT new.submitted_at OR old.disposed_at IS NOT new.disposed_at BEGIN
  UPDATE turnaround_counts SET cases = cases - x.n, submitted = submitted - x.sub FROM (SELECT old.organization_id AS o, lv.column1 AS l, unixepoch(old.created_at) / 86400 / lv.column2 * lv.column2 AS d, coalesce(old.assignee_id, '') AS a, old.status AS st, 1 AS n, old.submitted_at IS NOT NULL AS sub FROM (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND assignee_id = x.a AND status = x.st;
  UPDATE turnaround_times SET n = turnaround_times.n - x.n FROM (SELECT old.organization_id AS o, lv.column1 AS l, unixepoch(old.created_at) / 86400 / lv.column2 * lv.column2 AS d, t.metric AS m, '' AS rv, '' AS nm, CASE WHEN t.s < 172800 THEN t.s / 360 * 360 ELSE t.s / 3600 * 3600 END AS sec, 1 AS n FROM (SELECT 'toSubmit' AS metric, unixepoch(old.submitted_at) - unixepoch(old.created_at) AS s WHERE old.submitted_at IS NOT NULL UNION ALL SELECT 'toDispose', unixepoch(old.disposed_at) - unixepoch(old.submitted_at) WHERE old.disposed_at IS NOT NULL AND old.submitted_at IS NOT NULL) AS t CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND metric = x.m AND reviewer = x.rv AND name = x.nm AND seconds = x.sec;
  INSERT INTO turnaround_counts (organization_id, level, day, assignee_id, status, cases, submitted)
  SELECT o, l, d, a, st, n, sub FROM (SELECT new.organization_id AS o, lv.column1 AS l, unixepoch(new.created_at) / 86400 / lv.column2 * lv.column2 AS d, coalesce(new.assignee_id, '') AS a, new.status AS st, 1 AS n, new.submitted_at IS NOT NULL AS sub FROM (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv) WHERE true
  ON CONFLICT DO UPDATE SET cases = cases + excluded.cases, submitted = submitted + excluded.submitted;
  INSERT INTO turnaround_times (organization_id, level, day, metric, reviewer, name, seconds, n)
  SELECT o, l, d, m, rv, nm, sec, n FROM (SELECT new.organization_id AS o, lv.column1 AS l, unixepoch(new.created_at) / 86400 / lv.column2 * lv.column2 AS d, t.metric AS m, '' AS rv, '' AS nm, CASE WHEN t.s < 172800 THEN t.s / 360 * 360 ELSE t.s / 3600 * 3600 END AS sec, 1 AS n FROM (SELECT 'toSubmit' AS metric, unixepoch(new.submitted_at) - unixepoch(new.created_at) AS s WHERE new.submitted_at IS NOT NULL UNION ALL SELECT 'toDispose', unixepoch(new.disposed_at) - unixepoch(new.submitted_at) WHERE new.disposed_at IS NOT NULL AND new.submitted_at IS NOT NULL) AS t CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv) WHERE true
  ON CONFLICT DO UPDATE SET n = n + excluded.n;
  UPDATE turnaround_times SET n = turnaround_times.n - x.n FROM (SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN old.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(old.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(old.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(old.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM dispositions AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE d.case_id = new.id AND old.submitted_at IS NOT new.submitted_at GROUP BY 1, 2, 3, 4, 5, 6, 7) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND metric = x.m AND reviewer = x.rv AND name = x.nm AND seconds = x.sec;
  INSERT INTO turnaround_times (organization_id, level, day, metric, reviewer, name, seconds, n)
  SELECT o, l, d, m, rv, nm, sec, n FROM (SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN new.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(new.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(new.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(new.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM dispositions AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE d.case_id = new.id AND old.submitted_at IS NOT new.submitted_at GROUP BY 1, 2, 3, 4, 5, 6, 7) WHERE true
  ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `turnaround_dispositions_insert` AFTER INSERT ON `dispositions` BEGIN
  INSERT INTO turnaround_times (organization_id, level, day, metric, reviewer, name, seconds, n)
  SELECT o, l, d, m, rv, nm, sec, n FROM (SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN d.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM (SELECT new.organization_id, new.reviewer_id, new.reviewer_name, new.created_at, c.submitted_at FROM cases AS c WHERE c.id = new.case_id) AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7) WHERE true
  ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `turnaround_dispositions_delete` AFTER DELETE ON `dispositions` BEGIN
  UPDATE turnaround_times SET n = turnaround_times.n - x.n FROM (SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN d.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM (SELECT old.organization_id, old.reviewer_id, old.reviewer_name, old.created_at, c.submitted_at FROM cases AS c WHERE c.id = old.case_id) AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND metric = x.m AND reviewer = x.rv AND name = x.nm AND seconds = x.sec;
END;
--> statement-breakpoint
CREATE TRIGGER `turnaround_dispositions_update` AFTER UPDATE OF organization_id, case_id, reviewer_id, reviewer_name, created_at ON `dispositions`
  WHEN old.organization_id IS NOT new.organization_id OR old.case_id IS NOT new.case_id OR old.reviewer_id IS NOT new.reviewer_id OR old.reviewer_name IS NOT new.reviewer_name OR old.created_at IS NOT new.created_at BEGIN
  UPDATE turnaround_times SET n = turnaround_times.n - x.n FROM (SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN d.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM (SELECT old.organization_id, old.reviewer_id, old.reviewer_name, old.created_at, c.submitted_at FROM cases AS c WHERE c.id = old.case_id) AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND metric = x.m AND reviewer = x.rv AND name = x.nm AND seconds = x.sec;
  INSERT INTO turnaround_times (organization_id, level, day, metric, reviewer, name, seconds, n)
  SELECT o, l, d, m, rv, nm, sec, n FROM (SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN d.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM (SELECT new.organization_id, new.reviewer_id, new.reviewer_name, new.created_at, c.submitted_at FROM cases AS c WHERE c.id = new.case_id) AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7) WHERE true
  ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
-- The cases and dispositions already stored.
INSERT INTO turnaround_counts (organization_id, level, day, assignee_id, status, cases, submitted)
SELECT c.organization_id, lv.column1, unixepoch(c.created_at) / 86400 / lv.column2 * lv.column2, coalesce(c.assignee_id, ''), c.status, count(*), count(c.submitted_at)
FROM cases AS c CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO turnaround_times (organization_id, level, day, metric, reviewer, name, seconds, n)
SELECT c.organization_id, lv.column1, unixepoch(c.created_at) / 86400 / lv.column2 * lv.column2, t.metric, '', '', CASE WHEN t.s < 172800 THEN t.s / 360 * 360 ELSE t.s / 3600 * 3600 END, count(*)
FROM (SELECT id, 'toSubmit' AS metric, unixepoch(submitted_at) - unixepoch(created_at) AS s FROM cases WHERE submitted_at IS NOT NULL
  UNION ALL SELECT id, 'toDispose', unixepoch(disposed_at) - unixepoch(submitted_at) FROM cases WHERE disposed_at IS NOT NULL AND submitted_at IS NOT NULL) AS t
  JOIN cases AS c ON c.id = t.id CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO turnaround_times (organization_id, level, day, metric, reviewer, name, seconds, n)
SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN d.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM (SELECT x.organization_id, x.reviewer_id, x.reviewer_name, x.created_at, c.submitted_at FROM dispositions AS x JOIN cases AS c ON c.id = x.case_id) AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7;
