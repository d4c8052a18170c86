-- The history source filter compares the stored-or-derived source (SOURCE_SQL in
-- app/lib/inspections/source.ts). An index on that same expression lets SQLite count and page
-- one user's mobile or web inspections without reading all of them (166 ms -> 6 ms at 100,000).
DROP INDEX IF EXISTS `inspections_user_source_idx`;
CREATE INDEX `inspections_user_source_idx` ON `inspections` (`user_id`, COALESCE(source, CASE WHEN timestamp > '2024-01-01T00:00:00.000Z' THEN 'web' ELSE 'mobile' END), `created_at`);
