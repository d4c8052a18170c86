DROP INDEX `inspections_user_created_idx`;--> statement-breakpoint
DROP INDEX `inspections_user_company_idx`;--> statement-breakpoint
DROP INDEX `inspections_user_search_idx`;--> statement-breakpoint
DROP INDEX `inspections_user_source_idx`;--> statement-breakpoint
ALTER TABLE `inspections` ADD `organization_id` text;--> statement-breakpoint
CREATE INDEX `inspections_org_created_idx` ON `inspections` (`organization_id`,`created_at`) WHERE organization_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `inspections_user_org_idx` ON `inspections` (`user_id`) WHERE organization_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `inspections_user_created_idx` ON `inspections` (`user_id`,`created_at`) WHERE organization_id IS NULL;--> statement-breakpoint
CREATE INDEX `inspections_user_company_idx` ON `inspections` (`user_id`,`company_id`,`created_at`) WHERE organization_id IS NULL;--> statement-breakpoint
CREATE INDEX `inspections_user_search_idx` ON `inspections` (`user_id`,`created_at`,(company_name || char(31) || ifnull(company_cin, '') || char(31) || ifnull(company_gstin, '') || char(31) || ifnull(location_name, ''))) WHERE organization_id IS NULL;--> statement-breakpoint
CREATE INDEX `inspections_user_source_idx` ON `inspections` (`user_id`,COALESCE(source, CASE WHEN timestamp > '2024-01-01T00:00:00.000Z' THEN 'web' ELSE 'mobile' END),`created_at`) WHERE organization_id IS NULL;--> statement-breakpoint
-- Hand-written from here (the schema change above is drizzle-kit's, its two expression indexes written out as 0004
-- and the searched-text migration have them). An inspection captured for a case is the organization's: the
-- history search index and the analytics rollups count only personal rows (organization_id IS NULL), and the
-- move of a row to its organization takes it out of both (the update triggers), as the move below does.
DROP TRIGGER `inspections_search_insert`;--> statement-breakpoint
CREATE TRIGGER `inspections_search_insert` AFTER INSERT ON `inspections` WHEN new.organization_id IS NULL BEGIN
  INSERT OR REPLACE INTO inspections_search(rowid, company_name, company_cin, company_gstin, location_name)
  SELECT u.rowid * 4294967296 + new.rowid, new.company_name, new.company_cin, new.company_gstin, new.location_name
  FROM users u WHERE u.id = new.user_id;
END;--> statement-breakpoint
DROP TRIGGER `inspections_search_delete`;--> statement-breakpoint
CREATE TRIGGER `inspections_search_delete` AFTER DELETE ON `inspections` WHEN old.organization_id IS NULL BEGIN
  DELETE FROM inspections_search WHERE rowid = (SELECT u.rowid * 4294967296 + old.rowid FROM users u WHERE u.id = old.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `inspections_search_to_organization` AFTER UPDATE OF organization_id ON `inspections`
WHEN old.organization_id IS NULL AND new.organization_id IS NOT NULL BEGIN
  DELETE FROM inspections_search WHERE rowid = (SELECT u.rowid * 4294967296 + old.rowid FROM users u WHERE u.id = old.user_id);
END;--> statement-breakpoint
DROP TRIGGER `inspection_rollups_insert`;--> statement-breakpoint
CREATE TRIGGER `inspection_rollups_insert` AFTER INSERT ON `inspections` WHEN new.organization_id IS NULL BEGIN
  INSERT INTO inspection_days (user_id, day, inspections, completed, uploaded, satisfactory, photos, timed, duration_ms)
  SELECT new.user_id, substr(new.created_at, 1, 10), 1, new.status = 'completed', new.is_uploaded = 1, new.overall_position = 'satisfactory', new.photo_count, d IS NOT NULL, coalesce(d, 0)
  FROM (SELECT CASE WHEN json_valid(new.additional_data) THEN CAST(round((julianday(new.created_at) - julianday(json_extract(new.additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END AS d) WHERE true
  ON CONFLICT (user_id, day) DO UPDATE SET inspections = inspections + 1, completed = completed + excluded.completed, uploaded = uploaded + excluded.uploaded,
    satisfactory = satisfactory + excluded.satisfactory, photos = photos + excluded.photos, timed = timed + excluded.timed, duration_ms = duration_ms + excluded.duration_ms;
  INSERT INTO inspected_companies (user_id, company_id, inspections) SELECT new.user_id, new.company_id, 1 WHERE new.company_id IS NOT NULL
  ON CONFLICT (user_id, company_id) DO UPDATE SET inspections = inspections + 1;
END;--> statement-breakpoint
DROP TRIGGER `inspection_rollups_delete`;--> statement-breakpoint
CREATE TRIGGER `inspection_rollups_delete` AFTER DELETE ON `inspections` WHEN old.organization_id IS NULL BEGIN
  UPDATE inspection_days SET inspections = inspections - 1, completed = completed - (old.status = 'completed'), uploaded = uploaded - (old.is_uploaded = 1),
    satisfactory = satisfactory - (old.overall_position = 'satisfactory'), photos = photos - old.photo_count, timed = timed - (d IS NOT NULL), duration_ms = duration_ms - coalesce(d, 0)
  FROM (SELECT CASE WHEN json_valid(old.additional_data) THEN CAST(round((julianday(old.created_at) - julianday(json_extract(old.additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END AS d)
  WHERE user_id = old.user_id AND day = substr(old.created_at, 1, 10);
  DELETE FROM inspection_days WHERE user_id = old.user_id AND day = substr(old.created_at, 1, 10) AND inspections = 0;
  UPDATE inspected_companies SET inspections = inspections - 1 WHERE user_id = old.user_id AND company_id = old.company_id;
  DELETE FROM inspected_companies WHERE user_id = old.user_id AND company_id = old.company_id AND inspections = 0;
END;--> statement-breakpoint
-- An update takes the old row out when it was personal and counts the new one when it is.
DROP TRIGGER `inspection_rollups_update`;--> statement-breakpoint
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
-- The organization's evidence outlives no account by accident: an account that holds case evidence is not
-- deleted (its cascade would take the organization's inspections and photos); it is deactivated instead.
CREATE TRIGGER `users_keep_case_evidence` BEFORE DELETE ON `users`
WHEN EXISTS (SELECT 1 FROM inspections WHERE user_id = old.id AND organization_id IS NOT NULL) BEGIN
  SELECT RAISE(ABORT, 'This account holds an organization''s case evidence and cannot be deleted');
END;--> statement-breakpoint
-- The case inspections already stored move to their case's organization (the triggers above take them out of
-- the search index and the rollups).
UPDATE inspections SET organization_id = (SELECT c.organization_id FROM cases c WHERE c.id = inspections.case_id) WHERE case_id IS NOT NULL;
