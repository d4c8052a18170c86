-- A one- or two-letter history search reads the four searched columns as one indexed text
-- (SEARCHED_TEXT in app/platform/db/tables/inspections.ts, written the same way): one LIKE a row.
DROP INDEX `inspections_user_search_idx`;--> statement-breakpoint
CREATE INDEX `inspections_user_search_idx` ON `inspections` (`user_id`,`created_at`,(company_name || char(31) || ifnull(company_cin, '') || char(31) || ifnull(company_gstin, '') || char(31) || ifnull(location_name, '')));
