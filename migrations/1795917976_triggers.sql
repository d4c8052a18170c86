-- Written by `npm run db:triggers` from app/platform/db/triggers/: every trigger dropped, then made as defined there.
-- Not edited by hand; a trigger changed there needs a new migration of its own.
DROP TRIGGER IF EXISTS `case_events_webhooks`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `checklist_versions_published_fixed`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `inspection_rollups_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `inspection_rollups_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `inspection_rollups_update`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `inspections_fts_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `inspections_fts_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `inspections_fts_update`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `inspections_search_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `inspections_search_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `inspections_search_to_organization`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `turnaround_cases_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `turnaround_cases_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `turnaround_cases_update`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `turnaround_dispositions_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `turnaround_dispositions_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `turnaround_dispositions_update`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `users_keep_case_evidence`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `users_search_delete`;--> statement-breakpoint
CREATE TRIGGER `inspections_search_insert` AFTER INSERT ON `inspections` WHEN new.organization_id IS NULL BEGIN
  INSERT OR REPLACE INTO inspections_search(rowid, company_name, company_cin, company_gstin, location_name)
  SELECT u.rowid * 4294967296 + new.rowid, new.company_name, new.company_cin, new.company_gstin, new.location_name
  FROM users u WHERE u.id = new.user_id;
END;--> statement-breakpoint
CREATE TRIGGER `inspections_search_delete` AFTER DELETE ON `inspections` WHEN old.organization_id IS NULL BEGIN
  DELETE FROM inspections_search WHERE rowid = (SELECT u.rowid * 4294967296 + old.rowid FROM users u WHERE u.id = old.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `inspections_search_to_organization` AFTER UPDATE OF organization_id ON `inspections`
WHEN old.organization_id IS NULL AND new.organization_id IS NOT NULL BEGIN
  DELETE FROM inspections_search WHERE rowid = (SELECT u.rowid * 4294967296 + old.rowid FROM users u WHERE u.id = old.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `users_search_delete` AFTER DELETE ON `users` BEGIN
  DELETE FROM inspections_search WHERE rowid BETWEEN old.rowid * 4294967296 AND old.rowid * 4294967296 + 4294967295;
END;--> statement-breakpoint
CREATE TRIGGER `inspection_rollups_insert` AFTER INSERT ON `inspections` WHEN new.organization_id IS NULL BEGIN
  INSERT INTO inspection_days (user_id, day, inspections, completed, uploaded, satisfactory, photos, timed, duration_ms)
  SELECT new.user_id, substr(new.created_at, 1, 10), 1, new.status = 'completed', new.is_uploaded = 1, new.overall_position = 'satisfactory', new.photo_count, d IS NOT NULL, coalesce(d, 0)
  FROM (SELECT CASE WHEN json_valid(new.additional_data) THEN CAST(round((julianday(new.created_at) - julianday(json_extract(new.additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END AS d) WHERE true
  ON CONFLICT (user_id, day) DO UPDATE SET inspections = inspections + 1, completed = completed + excluded.completed, uploaded = uploaded + excluded.uploaded,
    satisfactory = satisfactory + excluded.satisfactory, photos = photos + excluded.photos, timed = timed + excluded.timed, duration_ms = duration_ms + excluded.duration_ms;
  INSERT INTO inspected_companies (user_id, company_id, inspections) SELECT new.user_id, new.company_id, 1 WHERE new.company_id IS NOT NULL
  ON CONFLICT (user_id, company_id) DO UPDATE SET inspections = inspections + 1;
END;--> statement-breakpoint
CREATE TRIGGER `inspection_rollups_delete` AFTER DELETE ON `inspections` WHEN old.organization_id IS NULL BEGIN
  UPDATE inspection_days SET inspections = inspections - 1, completed = completed - (old.status = 'completed'), uploaded = uploaded - (old.is_uploaded = 1),
    satisfactory = satisfactory - (old.overall_position = 'satisfactory'), photos = photos - old.photo_count, timed = timed - (d IS NOT NULL), duration_ms = duration_ms - coalesce(d, 0)
  FROM (SELECT CASE WHEN json_valid(old.additional_data) THEN CAST(round((julianday(old.created_at) - julianday(json_extract(old.additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END AS d)
  WHERE user_id = old.user_id AND day = substr(old.created_at, 1, 10);
  DELETE FROM inspection_days WHERE user_id = old.user_id AND day = substr(old.created_at, 1, 10) AND inspections = 0;
  UPDATE inspected_companies SET inspections = inspections - 1 WHERE user_id = old.user_id AND company_id = old.company_id;
  DELETE FROM inspected_companies WHERE user_id = old.user_id AND company_id = old.company_id AND inspections = 0;
END;--> statement-breakpoint
CREATE TRIGGER `inspection_rollups_update` AFTER UPDATE OF user_id, company_id, created_at, status, is_uploaded, overall_position, photo_count, additional_data, organization_id ON `inspections` BEGIN
  UPDATE inspection_days SET inspections = inspections - 1, completed = completed - (old.status = 'completed'), uploaded = uploaded - (old.is_uploaded = 1),
    satisfactory = satisfactory - (old.overall_position = 'satisfactory'), photos = photos - old.photo_count, timed = timed - (d IS NOT NULL), duration_ms = duration_ms - coalesce(d, 0)
  FROM (SELECT CASE WHEN json_valid(old.additional_data) THEN CAST(round((julianday(old.created_at) - julianday(json_extract(old.additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END AS d)
  WHERE user_id = old.user_id AND day = substr(old.created_at, 1, 10) AND old.organization_id IS NULL;
  DELETE FROM inspection_days WHERE user_id = old.user_id AND day = substr(old.created_at, 1, 10) AND inspections = 0;
  UPDATE inspected_companies SET inspections = inspections - 1 WHERE user_id = old.user_id AND company_id = old.company_id AND old.organization_id IS NULL;
  DELETE FROM inspected_companies WHERE user_id = old.user_id AND company_id = old.company_id AND inspections = 0;
  INSERT INTO inspection_days (user_id, day, inspections, completed, uploaded, satisfactory, photos, timed, duration_ms)
  SELECT new.user_id, substr(new.created_at, 1, 10), 1, new.status = 'completed', new.is_uploaded = 1, new.overall_position = 'satisfactory', new.photo_count, d IS NOT NULL, coalesce(d, 0)
  FROM (SELECT CASE WHEN json_valid(new.additional_data) THEN CAST(round((julianday(new.created_at) - julianday(json_extract(new.additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END AS d) WHERE new.organization_id IS NULL
  ON CONFLICT (user_id, day) DO UPDATE SET inspections = inspections + 1, completed = completed + excluded.completed, uploaded = uploaded + excluded.uploaded,
    satisfactory = satisfactory + excluded.satisfactory, photos = photos + excluded.photos, timed = timed + excluded.timed, duration_ms = duration_ms + excluded.duration_ms;
  INSERT INTO inspected_companies (user_id, company_id, inspections) SELECT new.user_id, new.company_id, 1 WHERE new.company_id IS NOT NULL AND new.organization_id IS NULL
  ON CONFLICT (user_id, company_id) DO UPDATE SET inspections = inspections + 1;
END;--> statement-breakpoint
CREATE TRIGGER `turnaround_cases_insert` AFTER INSERT ON `cases` BEGIN
  INSERT INTO turnaround_counts (organization_id, level, day, assignee_id, status, cases, submitted)
  SELECT o, l, d, a, st, n, sub FROM (SELECT new.organization_id AS o, lv.column1 AS l, unixepoch(new.created_at) / 86400 / lv.column2 * lv.column2 AS d, coalesce(new.assignee_id, '') AS a, new.status AS st, 1 AS n, new.submitted_at IS NOT NULL AS sub FROM (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv) WHERE true
  ON CONFLICT DO UPDATE SET cases = cases + excluded.cases, submitted = submitted + excluded.submitted;
  INSERT INTO turnaround_times (organization_id, level, day, metric, reviewer, name, seconds, n)
  SELECT o, l, d, m, rv, nm, sec, n FROM (SELECT new.organization_id AS o, lv.column1 AS l, unixepoch(new.created_at) / 86400 / lv.column2 * lv.column2 AS d, t.metric AS m, '' AS rv, '' AS nm, CASE WHEN t.s < 172800 THEN t.s / 360 * 360 ELSE t.s / 3600 * 3600 END AS sec, 1 AS n FROM (SELECT 'toSubmit' AS metric, unixepoch(new.submitted_at) - unixepoch(new.created_at) AS s WHERE new.submitted_at IS NOT NULL UNION ALL SELECT 'toDispose', unixepoch(new.disposed_at) - unixepoch(new.submitted_at) WHERE new.disposed_at IS NOT NULL AND new.submitted_at IS NOT NULL) AS t CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv) WHERE true
  ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `turnaround_cases_delete` BEFORE DELETE ON `cases` BEGIN
  UPDATE turnaround_counts SET cases = cases - x.n, submitted = submitted - x.sub FROM (SELECT old.organization_id AS o, lv.column1 AS l, unixepoch(old.created_at) / 86400 / lv.column2 * lv.column2 AS d, coalesce(old.assignee_id, '') AS a, old.status AS st, 1 AS n, old.submitted_at IS NOT NULL AS sub FROM (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND assignee_id = x.a AND status = x.st;
  UPDATE turnaround_times SET n = turnaround_times.n - x.n FROM (SELECT old.organization_id AS o, lv.column1 AS l, unixepoch(old.created_at) / 86400 / lv.column2 * lv.column2 AS d, t.metric AS m, '' AS rv, '' AS nm, CASE WHEN t.s < 172800 THEN t.s / 360 * 360 ELSE t.s / 3600 * 3600 END AS sec, 1 AS n FROM (SELECT 'toSubmit' AS metric, unixepoch(old.submitted_at) - unixepoch(old.created_at) AS s WHERE old.submitted_at IS NOT NULL UNION ALL SELECT 'toDispose', unixepoch(old.disposed_at) - unixepoch(old.submitted_at) WHERE old.disposed_at IS NOT NULL AND old.submitted_at IS NOT NULL) AS t CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND metric = x.m AND reviewer = x.rv AND name = x.nm AND seconds = x.sec;
  UPDATE turnaround_times SET n = turnaround_times.n - x.n FROM (SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN old.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(old.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(old.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(old.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM dispositions AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE d.case_id = old.id GROUP BY 1, 2, 3, 4, 5, 6, 7) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND metric = x.m AND reviewer = x.rv AND name = x.nm AND seconds = x.sec;
END;--> statement-breakpoint
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
END;--> statement-breakpoint
CREATE TRIGGER `turnaround_dispositions_insert` AFTER INSERT ON `dispositions` BEGIN
  INSERT INTO turnaround_times (organization_id, level, day, metric, reviewer, name, seconds, n)
  SELECT o, l, d, m, rv, nm, sec, n FROM (SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN d.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM (SELECT new.organization_id, new.reviewer_id, new.reviewer_name, new.created_at, c.submitted_at FROM cases AS c WHERE c.id = new.case_id) AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7) WHERE true
  ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `turnaround_dispositions_delete` AFTER DELETE ON `dispositions` BEGIN
  UPDATE turnaround_times SET n = turnaround_times.n - x.n FROM (SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN d.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM (SELECT old.organization_id, old.reviewer_id, old.reviewer_name, old.created_at, c.submitted_at FROM cases AS c WHERE c.id = old.case_id) AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND metric = x.m AND reviewer = x.rv AND name = x.nm AND seconds = x.sec;
END;--> statement-breakpoint
CREATE TRIGGER `turnaround_dispositions_update` AFTER UPDATE OF organization_id, case_id, reviewer_id, reviewer_name, created_at ON `dispositions`
  WHEN old.organization_id IS NOT new.organization_id OR old.case_id IS NOT new.case_id OR old.reviewer_id IS NOT new.reviewer_id OR old.reviewer_name IS NOT new.reviewer_name OR old.created_at IS NOT new.created_at BEGIN
  UPDATE turnaround_times SET n = turnaround_times.n - x.n FROM (SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN d.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM (SELECT old.organization_id, old.reviewer_id, old.reviewer_name, old.created_at, c.submitted_at FROM cases AS c WHERE c.id = old.case_id) AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7) AS x
  WHERE organization_id = x.o AND level = x.l AND day = x.d AND metric = x.m AND reviewer = x.rv AND name = x.nm AND seconds = x.sec;
  INSERT INTO turnaround_times (organization_id, level, day, metric, reviewer, name, seconds, n)
  SELECT o, l, d, m, rv, nm, sec, n FROM (SELECT d.organization_id AS o, lv.column1 AS l, unixepoch(d.created_at) / 86400 / lv.column2 * lv.column2 AS d, 'reviewer' AS m, coalesce(d.reviewer_id, 'name:' || d.reviewer_name) AS rv, d.reviewer_name AS nm, CASE WHEN d.submitted_at <= d.created_at THEN CASE WHEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) < 172800 THEN (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 360 * 360 ELSE (unixepoch(d.created_at) - unixepoch(d.submitted_at)) / 3600 * 3600 END ELSE -1 END AS sec, count(*) AS n FROM (SELECT new.organization_id, new.reviewer_id, new.reviewer_name, new.created_at, c.submitted_at FROM cases AS c WHERE c.id = new.case_id) AS d CROSS JOIN (VALUES (0, 1), (1, 4), (2, 16), (3, 64)) AS lv WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7) WHERE true
  ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `users_keep_case_evidence` BEFORE DELETE ON `users`
WHEN EXISTS (SELECT 1 FROM inspections WHERE user_id = old.id AND organization_id IS NOT NULL) BEGIN
  SELECT RAISE(ABORT, 'This account holds an organization''s case evidence and cannot be deleted');
END;--> statement-breakpoint
CREATE TRIGGER `checklist_versions_published_fixed` BEFORE UPDATE ON `checklist_versions`
WHEN old.published_at IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'A published checklist version is never changed');
END;--> statement-breakpoint
CREATE TRIGGER `case_events_webhooks` AFTER INSERT ON `case_events`
WHEN EXISTS (SELECT 1 FROM webhook_endpoints WHERE organization_id = NEW.organization_id AND disabled_at IS NULL) BEGIN
  INSERT OR IGNORE INTO webhook_deliveries (endpoint_id, organization_id, event_id, event_type, case_id, body)
    SELECT w.id, NEW.organization_id, NEW.id, e.type, NEW.case_id, json_object('id', NEW.id, 'type', e.type, 'created_at', NEW.created_at, 'data', json_object(
      'case_id', c.id, 'reference', c.reference, 'status', c.status,
      'disposition', json((SELECT json_object('id', d.id, 'outcome', d.outcome, 'body', d.body, 'signature', d.signature, 'key_id', d.key_id)
        FROM dispositions d WHERE d.id = json_extract(NEW.data, '$.dispositionId')))))
    FROM (SELECT CASE
    WHEN NEW.kind = 'created' AND json_extract(NEW.data, '$.assigneeId') IS NOT NULL THEN 'case.assigned'
    WHEN NEW.kind = 'assigned' OR NEW.kind = 'reassigned' THEN 'case.assigned'
    WHEN NEW.kind = 'submitted' THEN 'case.submitted'
    WHEN NEW.kind IN ('disposed', 'corrected') AND json_extract(NEW.data, '$.outcome') = 'revisit' THEN 'case.revisit'
    WHEN NEW.kind IN ('disposed', 'corrected') THEN 'case.disposed'
    WHEN NEW.kind = 'reopened' THEN 'case.revisit'
    WHEN NEW.kind = 'cancelled' THEN 'case.cancelled'
  END AS type) e
    JOIN cases c ON c.id = NEW.case_id
    JOIN webhook_endpoints w ON w.organization_id = NEW.organization_id AND w.disabled_at IS NULL
      AND EXISTS (SELECT 1 FROM json_each(w.events) WHERE value = e.type)
    WHERE e.type IS NOT NULL;
END;
