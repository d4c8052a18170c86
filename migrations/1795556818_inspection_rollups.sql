CREATE TABLE `inspected_companies` (
	`user_id` text NOT NULL,
	`company_id` text NOT NULL,
	`inspections` integer NOT NULL,
	PRIMARY KEY(`user_id`, `company_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `inspection_days` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`inspections` integer NOT NULL,
	`completed` integer NOT NULL,
	`uploaded` integer NOT NULL,
	`satisfactory` integer NOT NULL,
	`photos` integer NOT NULL,
	`timed` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The triggers keep both rollups whatever writes inspections (save, restore, the demo, history's
-- delete, an account's cascade). An inspection's duration is its save time minus its first photo's
-- time, in whole ms so that sums stay exact; analytics/rollups.server.ts reads part days the same way.
-- No code path uses INSERT OR REPLACE on inspections: its implicit delete would fire no trigger.
CREATE TRIGGER `inspection_rollups_insert` AFTER INSERT ON `inspections` BEGIN
  INSERT INTO inspection_days (user_id, day, inspections, completed, uploaded, satisfactory, photos, timed, duration_ms)
  SELECT new.user_id, substr(new.created_at, 1, 10), 1, new.status = 'completed', new.is_uploaded = 1, new.overall_position = 'satisfactory', new.photo_count, d IS NOT NULL, coalesce(d, 0)
  FROM (SELECT CASE WHEN json_valid(new.additional_data) THEN CAST(round((julianday(new.created_at) - julianday(json_extract(new.additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END AS d) WHERE true
  ON CONFLICT (user_id, day) DO UPDATE SET inspections = inspections + 1, completed = completed + excluded.completed, uploaded = uploaded + excluded.uploaded,
    satisfactory = satisfactory + excluded.satisfactory, photos = photos + excluded.photos, timed = timed + excluded.timed, duration_ms = duration_ms + excluded.duration_ms;
  INSERT INTO inspected_companies (user_id, company_id, inspections) SELECT new.user_id, new.company_id, 1 WHERE new.company_id IS NOT NULL
  ON CONFLICT (user_id, company_id) DO UPDATE SET inspections = inspections + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `inspection_rollups_delete` AFTER DELETE ON `inspections` BEGIN
  UPDATE inspection_days SET inspections = inspections - 1, completed = completed - (old.status = 'completed'), uploaded = uploaded - (old.is_uploaded = 1),
    satisfactory = satisfactory - (old.overall_position = 'satisfactory'), photos = photos - old.photo_count, timed = timed - (d IS NOT NULL), duration_ms = duration_ms - coalesce(d, 0)
  FROM (SELECT CASE WHEN json_valid(old.additional_data) THEN CAST(round((julianday(old.created_at) - julianday(json_extract(old.additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END AS d)
  WHERE user_id = old.user_id AND day = substr(old.created_at, 1, 10);
  DELETE FROM inspection_days WHERE user_id = old.user_id AND day = substr(old.created_at, 1, 10) AND inspections = 0;
  UPDATE inspected_companies SET inspections = inspections - 1 WHERE user_id = old.user_id AND company_id = old.company_id;
  DELETE FROM inspected_companies WHERE user_id = old.user_id AND company_id = old.company_id AND inspections = 0;
END;
--> statement-breakpoint
-- Inspections are not updated today; should a later feature change a counted column, the rollups follow.
CREATE TRIGGER `inspection_rollups_update` AFTER UPDATE OF user_id, company_id, created_at, status, is_uploaded, overall_position, photo_count, additional_data ON `inspections` BEGIN
  UPDATE inspection_days SET inspections = inspections - 1, completed = completed - (old.status = 'completed'), uploaded = uploaded - (old.is_uploaded = 1),
    satisfactory = satisfactory - (old.overall_position = 'satisfactory'), photos = photos - old.photo_count, timed = timed - (d IS NOT NULL), duration_ms = duration_ms - coalesce(d, 0)
  FROM (SELECT CASE WHEN json_valid(old.additional_data) THEN CAST(round((julianday(old.created_at) - julianday(json_extract(old.additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END AS d)
  WHERE user_id = old.user_id AND day = substr(old.created_at, 1, 10);
  DELETE FROM inspection_days WHERE user_id = old.user_id AND day = substr(old.created_at, 1, 10) AND inspections = 0;
  UPDATE inspected_companies SET inspections = inspections - 1 WHERE user_id = old.user_id AND company_id = old.company_id;
  DELETE FROM inspected_companies WHERE user_id = old.user_id AND company_id = old.company_id AND inspections = 0;
  INSERT INTO inspection_days (user_id, day, inspections, completed, uploaded, satisfactory, photos, timed, duration_ms)
  SELECT new.user_id, substr(new.created_at, 1, 10), 1, new.status = 'completed', new.is_uploaded = 1, new.overall_position = 'satisfactory', new.photo_count, d IS NOT NULL, coalesce(d, 0)
  FROM (SELECT CASE WHEN json_valid(new.additional_data) THEN CAST(round((julianday(new.created_at) - julianday(json_extract(new.additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END AS d) WHERE true
  ON CONFLICT (user_id, day) DO UPDATE SET inspections = inspections + 1, completed = completed + excluded.completed, uploaded = uploaded + excluded.uploaded,
    satisfactory = satisfactory + excluded.satisfactory, photos = photos + excluded.photos, timed = timed + excluded.timed, duration_ms = duration_ms + excluded.duration_ms;
  INSERT INTO inspected_companies (user_id, company_id, inspections) SELECT new.user_id, new.company_id, 1 WHERE new.company_id IS NOT NULL
  ON CONFLICT (user_id, company_id) DO UPDATE SET inspections = inspections + 1;
END;
--> statement-breakpoint
-- The inspections already stored.
INSERT INTO inspection_days (user_id, day, inspections, completed, uploaded, satisfactory, photos, timed, duration_ms)
SELECT user_id, substr(created_at, 1, 10), count(*), sum(status = 'completed'), sum(is_uploaded = 1), sum(overall_position = 'satisfactory'), sum(photo_count), count(d), coalesce(sum(d), 0)
FROM (SELECT *, CASE WHEN json_valid(additional_data) THEN CAST(round((julianday(created_at) - julianday(json_extract(additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END AS d FROM inspections)
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO inspected_companies (user_id, company_id, inspections)
SELECT user_id, company_id, count(*) FROM inspections WHERE company_id IS NOT NULL GROUP BY 1, 2;
