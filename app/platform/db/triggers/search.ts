// History search (the inspections_search FTS5 table, migration 0012): each personal inspection's row is
// keyed by its owner's users rowid times 2^32 plus its own rowid, so one user's rows are one rowid range.
// Inspections are never updated, only inserted, deleted or moved to their organization.
import { trigger } from "./trigger";

const OWNER_ROW = "(SELECT u.rowid * 4294967296 + old.rowid FROM users u WHERE u.id = old.user_id)";

export const searchTriggers = [
  // OR REPLACE: a rowid SQLite hands out again (after the last inspection was deleted) may meet a row a
  // cascade left behind; the new inspection's text wins.
  trigger("inspections_search_insert", "AFTER INSERT ON `inspections` WHEN new.organization_id IS NULL", [
    "INSERT OR REPLACE INTO inspections_search(rowid, company_name, company_cin, company_gstin, location_name)",
    "SELECT u.rowid * 4294967296 + new.rowid, new.company_name, new.company_cin, new.company_gstin, new.location_name",
    "FROM users u WHERE u.id = new.user_id;",
  ]),
  trigger("inspections_search_delete", "AFTER DELETE ON `inspections` WHEN old.organization_id IS NULL", [
    `DELETE FROM inspections_search WHERE rowid = ${OWNER_ROW};`,
  ]),
  // An inspection captured for a case is the organization's, not in its inspector's search.
  trigger(
    "inspections_search_to_organization",
    "AFTER UPDATE OF organization_id ON `inspections`\nWHEN old.organization_id IS NULL AND new.organization_id IS NOT NULL",
    [`DELETE FROM inspections_search WHERE rowid = ${OWNER_ROW};`],
  ),
  // A deleted user's inspections go by a cascade after the user row, when the delete trigger above can no
  // longer find the owner's number: the whole range goes with the user, so a rowid handed out again starts empty.
  trigger("users_search_delete", "AFTER DELETE ON `users`", [
    "DELETE FROM inspections_search WHERE rowid BETWEEN old.rowid * 4294967296 AND old.rowid * 4294967296 + 4294967295;",
  ]),
];
