// Spec 2 §3, the backup file: profile, companies, inspections, visits, exportDate, version "1.0".
// The schema checks a file before a restore; unknown fields are ignored.
import * as v from "valibot";

export const BACKUP_VERSION = "1.0";
export const MAX_BACKUP_RECORDS = 20_000;

const str = v.string();
const optStr = v.optional(v.nullable(v.string()));
const optNum = v.optional(v.nullable(v.number()));
const iso = v.pipe(v.string(), v.isoTimestamp());

export const BackupCompany = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  name: v.pipe(str, v.trim(), v.nonEmpty()),
  cin: optStr, gstin: optStr, pan: optStr,
  address: v.pipe(str, v.trim(), v.nonEmpty()),
  phoneNumber: optStr, email: optStr, website: optStr, contactPerson: optStr, notes: optStr,
  siteLatitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)))),
  siteLongitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)))),
  siteSource: v.optional(v.nullable(v.picklist(["geocoded", "first-inspection", "manual"]))), siteSetAt: optStr,
  createdAt: iso, updatedAt: iso,
});

const value = v.pipe(v.string(), v.regex(/^[a-z_]+$/));
export const BackupInspection = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  companyId: optStr, companyName: str, companyCin: optStr, companyGstin: optStr, companyAddress: optStr,
  visitId: optStr, inspectorName: str, organization: optStr,
  timestamp: iso, date: str, time: str,
  latitude: optNum, longitude: optNum, locationAccuracy: optNum, locationName: optStr, reverseGeocodedAddress: optStr,
  insuranceAdequacy: value, activityLevel: value, signboards: value, propertyValuation: value, inventoryLevel: value, marketEnquiry: value, overallPosition: value,
  notes: optStr, photoCount: v.number(), source: optStr, status: v.optional(v.string(), "completed"), isUploaded: v.optional(v.boolean(), true),
  additionalData: v.optional(v.record(v.string(), v.unknown()), {}),
  // The seal travels with the record; a restored record that was edited shows a broken seal.
  siteCheck: v.optional(v.nullable(v.record(v.string(), v.unknown()))), seal: optStr, sealSignature: optStr, sealKeyId: optStr, sealNonce: optStr,
  createdAt: iso, updatedAt: iso,
});

export const BackupVisit = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  companyId: optStr, companyName: str,
  scheduledDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), scheduledTime: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)), scheduledAt: iso,
  purpose: str, notes: optStr, isCompleted: v.boolean(), completedInspectionId: optStr, completedAt: optStr,
  createdAt: iso, updatedAt: iso,
});

export const BackupFile = v.pipe(
  v.object({
    version: v.literal(BACKUP_VERSION, `Only backup files of version ${BACKUP_VERSION} can be restored`),
    exportDate: iso,
    profile: v.record(v.string(), v.unknown()),
    companies: v.array(BackupCompany),
    inspections: v.array(BackupInspection),
    visits: v.array(BackupVisit),
  }),
  v.check((f) => f.companies.length + f.inspections.length + f.visits.length <= MAX_BACKUP_RECORDS, `A backup may hold at most ${MAX_BACKUP_RECORDS} records`),
);
export type Backup = v.InferOutput<typeof BackupFile>;

export function readBackup(text: string): { ok: true; backup: Backup } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: "This file is not a SiteProof backup (it is not JSON)" };
  }
  const r = v.safeParse(BackupFile, json);
  if (r.success) return { ok: true, backup: r.output };
  const issue = r.issues[0];
  const where = v.getDotPath(issue);
  return { ok: false, error: where ? `${issue.message} (at ${where})` : issue.message };
}
