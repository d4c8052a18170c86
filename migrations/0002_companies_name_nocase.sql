-- The company list sorts by name case-insensitively; an index in the same collation lets SQLite
-- read a page in order instead of sorting every company of the user (bench/RESULTS.md).
DROP INDEX IF EXISTS `companies_user_name_idx`;
CREATE INDEX `companies_user_name_idx` ON `companies` (`user_id`, `name` COLLATE NOCASE);
