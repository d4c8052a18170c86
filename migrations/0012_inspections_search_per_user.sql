-- History search restricted to one user through the index itself. The old external-content FTS table
-- matched a term across every user's inspections and then kept the user's rows: a common word cost a
-- look at every match in the deployment. Here each indexed row's rowid is the owner's number (the
-- users row's rowid) times 2^32 plus the inspection's rowid, so one user's rows are one rowid range,
-- and FTS5 seeks straight to it (`MATCH ... AND rowid BETWEEN lo AND hi`). Contentless with deletes:
-- the text lives in inspections; inspections are never updated, only inserted and deleted.
DROP TRIGGER IF EXISTS `inspections_fts_insert`;
DROP TRIGGER IF EXISTS `inspections_fts_delete`;
DROP TRIGGER IF EXISTS `inspections_fts_update`;
DROP TABLE IF EXISTS `inspections_fts`;
CREATE VIRTUAL TABLE `inspections_search` USING fts5(
  company_name, company_cin, company_gstin, location_name,
  content='', contentless_delete=1, tokenize='trigram'
);
-- OR REPLACE: a rowid SQLite hands out again (after the last inspection was deleted) may meet a row
-- a cascade left behind; the new inspection's text wins.
CREATE TRIGGER `inspections_search_insert` AFTER INSERT ON `inspections` BEGIN
  INSERT OR REPLACE INTO inspections_search(rowid, company_name, company_cin, company_gstin, location_name)
  SELECT u.rowid * 4294967296 + new.rowid, new.company_name, new.company_cin, new.company_gstin, new.location_name
  FROM users u WHERE u.id = new.user_id;
END;
CREATE TRIGGER `inspections_search_delete` AFTER DELETE ON `inspections` BEGIN
  DELETE FROM inspections_search WHERE rowid = (SELECT u.rowid * 4294967296 + old.rowid FROM users u WHERE u.id = old.user_id);
END;
INSERT INTO inspections_search(rowid, company_name, company_cin, company_gstin, location_name)
  SELECT u.rowid * 4294967296 + i.rowid, i.company_name, i.company_cin, i.company_gstin, i.location_name
  FROM inspections i JOIN users u ON u.id = i.user_id;
-- Terms of one or two letters cannot use trigrams: they scan the user's rows, and this index holds
-- everything that scan reads, so it never opens the table.
CREATE INDEX `inspections_user_search_idx` ON `inspections` (`user_id`, `created_at`, `company_name`, `company_cin`, `company_gstin`, `location_name`);
-- A deleted user's rows go with the user (a cascade deletes the inspections after the user row, when
-- the delete trigger above can no longer find the owner's number), so a users rowid SQLite hands out
-- again starts with an empty range, and a count of the range is a count of the user's inspections.
CREATE TRIGGER `users_search_delete` AFTER DELETE ON `users` BEGIN
  DELETE FROM inspections_search WHERE rowid BETWEEN old.rowid * 4294967296 AND old.rowid * 4294967296 + 4294967295;
END;
