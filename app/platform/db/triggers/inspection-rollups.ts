// The analytics rollups of personal inspections (inspection_days, inspected_companies; migration
// 1795556818): an inspection counts while its organization_id is null, so an update takes the old row
// out when it was personal and counts the new one when it is.
import { trigger } from "./trigger";

/** Milliseconds from the first photo to the save, null when the inspection does not say. */
const duration = (row: "new" | "old") =>
  `(SELECT CASE WHEN json_valid(${row}.additional_data) THEN CAST(round((julianday(${row}.created_at) - julianday(json_extract(${row}.additional_data, '$.firstPhotoAt'))) * 86400000) AS INTEGER) END AS d)`;

const PERSONAL = "old.organization_id IS NULL";

const countNew = (when: string) => [
  "INSERT INTO inspection_days (user_id, day, inspections, completed, uploaded, satisfactory, photos, timed, duration_ms)",
  "SELECT new.user_id, substr(new.created_at, 1, 10), 1, new.status = 'completed', new.is_uploaded = 1, new.overall_position = 'satisfactory', new.photo_count, d IS NOT NULL, coalesce(d, 0)",
  `FROM ${duration("new")} WHERE ${when}`,
  "ON CONFLICT (user_id, day) DO UPDATE SET inspections = inspections + 1, completed = completed + excluded.completed, uploaded = uploaded + excluded.uploaded,",
  "  satisfactory = satisfactory + excluded.satisfactory, photos = photos + excluded.photos, timed = timed + excluded.timed, duration_ms = duration_ms + excluded.duration_ms;",
  `INSERT INTO inspected_companies (user_id, company_id, inspections) SELECT new.user_id, new.company_id, 1 WHERE new.company_id IS NOT NULL${when === "true" ? "" : ` AND ${when}`}`,
  "ON CONFLICT (user_id, company_id) DO UPDATE SET inspections = inspections + 1;",
];

const uncountOld = (when: string) => [
  "UPDATE inspection_days SET inspections = inspections - 1, completed = completed - (old.status = 'completed'), uploaded = uploaded - (old.is_uploaded = 1),",
  "  satisfactory = satisfactory - (old.overall_position = 'satisfactory'), photos = photos - old.photo_count, timed = timed - (d IS NOT NULL), duration_ms = duration_ms - coalesce(d, 0)",
  `FROM ${duration("old")}`,
  `WHERE user_id = old.user_id AND day = substr(old.created_at, 1, 10)${when};`,
  "DELETE FROM inspection_days WHERE user_id = old.user_id AND day = substr(old.created_at, 1, 10) AND inspections = 0;",
  `UPDATE inspected_companies SET inspections = inspections - 1 WHERE user_id = old.user_id AND company_id = old.company_id${when};`,
  "DELETE FROM inspected_companies WHERE user_id = old.user_id AND company_id = old.company_id AND inspections = 0;",
];

export const inspectionRollupTriggers = [
  trigger("inspection_rollups_insert", "AFTER INSERT ON `inspections` WHEN new.organization_id IS NULL", countNew("true")),
  trigger("inspection_rollups_delete", `AFTER DELETE ON \`inspections\` WHEN ${PERSONAL}`, uncountOld("")),
  trigger(
    "inspection_rollups_update",
    "AFTER UPDATE OF user_id, company_id, created_at, status, is_uploaded, overall_position, photo_count, additional_data, organization_id ON `inspections`",
    [...uncountOld(` AND ${PERSONAL}`), ...countNew("new.organization_id IS NULL")],
  ),
];
