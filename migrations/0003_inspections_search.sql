-- Full-text search over inspections (company name, CIN, GSTIN, location) for /app/history.
-- The trigram tokenizer matches any substring of 3 or more characters, like LIKE '%...%' but
-- through an index; triggers keep it in step with the inspections table.
CREATE VIRTUAL TABLE `inspections_fts` USING fts5(
  company_name, company_cin, company_gstin, location_name,
  content='inspections', content_rowid='rowid', tokenize='trigram'
);
CREATE TRIGGER `inspections_fts_insert` AFTER INSERT ON `inspections` BEGIN
  INSERT INTO inspections_fts(rowid, company_name, company_cin, company_gstin, location_name)
  VALUES (new.rowid, new.company_name, new.company_cin, new.company_gstin, new.location_name);
END;
CREATE TRIGGER `inspections_fts_delete` AFTER DELETE ON `inspections` BEGIN
  INSERT INTO inspections_fts(inspections_fts, rowid, company_name, company_cin, company_gstin, location_name)
  VALUES ('delete', old.rowid, old.company_name, old.company_cin, old.company_gstin, old.location_name);
END;
CREATE TRIGGER `inspections_fts_update` AFTER UPDATE ON `inspections` BEGIN
  INSERT INTO inspections_fts(inspections_fts, rowid, company_name, company_cin, company_gstin, location_name)
  VALUES ('delete', old.rowid, old.company_name, old.company_cin, old.company_gstin, old.location_name);
  INSERT INTO inspections_fts(rowid, company_name, company_cin, company_gstin, location_name)
  VALUES (new.rowid, new.company_name, new.company_cin, new.company_gstin, new.location_name);
END;
INSERT INTO inspections_fts(inspections_fts) VALUES ('rebuild');
