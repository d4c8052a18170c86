// Spec 2 §3, the backup file: profile, companies, inspections, visits, exportDate, version "1.0".
// A restore holds every record to the rules its form holds it to (the company form, the visit form,
// the save's payload bounds), so a file cannot carry in what no form would accept: a file with one
// such record is refused whole, naming the record and the rule. Unknown fields are ignored.
import * as v from "valibot";
import { CompanySchema } from "../companies/company-form";
import { type AssessmentKey, ASSESSMENT_FIELDS, allowedStoredValues } from "../../platform/assessment";
import { MAX_PHOTOS_PER_INSPECTION } from "../../platform/inspection-payload";
import { jsonDepth, jsonTextProblem } from "../../platform/validation/input";
import { isCalendarDate } from "../../platform/time/zones";
import { visitFormSchema } from "../visits/visit-form";

export const BACKUP_VERSION = "1.0";
export const MAX_BACKUP_RECORDS = 20_000;

const id = v.pipe(v.string(), v.regex(/^[\w:.-]{1,64}$/, "The record id is not one SiteProof makes"));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max, `At most ${max} characters`));
const optText = (max: number) => v.optional(v.nullable(text(max)));
const iso = v.pipe(v.string(), v.isoTimestamp("Expected an ISO date and time"));
const optIso = v.optional(v.nullable(iso));
const coordinate = (limit: number) => v.optional(v.nullable(v.pipe(v.number(), v.minValue(-limit), v.maxValue(limit))));
/** A small JSON object (additional data, the site check), at most 4,000 characters written out. */
const smallObject = v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((o) => JSON.stringify(o).length <= 4000, "The object is too large"),
);

export const BackupCompany = v.object({
  ...CompanySchema.entries,
  id,
  siteLatitude: coordinate(90),
  siteLongitude: coordinate(180),
  siteSource: v.optional(v.nullable(v.picklist(["geocoded", "first-inspection", "manual"]))),
  siteSetAt: optIso,
  createdAt: iso,
  updatedAt: iso,
});

const assessment = Object.fromEntries(
  ASSESSMENT_FIELDS.map((f) => [f.key, v.picklist(allowedStoredValues(f.key as AssessmentKey), `${f.label} is not one of the form's choices`)]),
) as Record<AssessmentKey, v.PicklistSchema<string[], string>>;

/** The day an inspection was saved on, as the save writes it: en-GB DD/MM/YYYY, a day of the calendar. */
export function isInspectionDate(text: string): boolean {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return !!m && isCalendarDate(`${m[3]}-${m[2].padStart(2, "0")}-${m[1].padStart(2, "0")}`);
}
/** 24-hour time, as the save writes it (HH:MM:SS; seconds optional). */
export const INSPECTION_TIME = /^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** A fix worse than 100 km says nothing about where a photo was taken; no phone reports one. */
const MAX_ACCURACY_M = 100_000;

export const BackupInspection = v.object({
  id,
  companyId: v.optional(v.nullable(id)),
  // Checked, never rewritten: a sealed record must come back exactly as it was signed.
  companyName: v.pipe(
    v.string(),
    v.check((s) => s.trim() !== "", "Company name is required"),
    v.maxLength(200, "At most 200 characters"),
  ),
  companyCin: optText(21),
  companyGstin: optText(15),
  companyAddress: optText(500),
  visitId: v.optional(v.nullable(id)),
  inspectorName: v.pipe(
    v.string(),
    v.check((s) => s.trim() !== "", "The inspector's name is required"),
    v.maxLength(200, "At most 200 characters"),
  ),
  organization: optText(200),
  timestamp: iso,
  date: v.pipe(v.string(), v.check(isInspectionDate, "The date must be a day of the calendar written DD/MM/YYYY")),
  time: v.pipe(v.string(), v.regex(INSPECTION_TIME, "The time must be a 24-hour time (HH:MM:SS)")),
  latitude: coordinate(90),
  longitude: coordinate(180),
  locationAccuracy: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_ACCURACY_M, "The location accuracy is out of range")))),
  locationName: optText(500),
  reverseGeocodedAddress: optText(500),
  ...assessment,
  notes: optText(5000),
  photoCount: v.pipe(
    v.number(),
    v.integer("The photo count must be a whole number"),
    v.minValue(0, "The photo count cannot be negative"),
    v.maxValue(MAX_PHOTOS_PER_INSPECTION),
  ),
  source: v.optional(v.nullable(v.picklist(["mobile", "web"]))),
  status: v.optional(v.picklist(["completed"]), "completed"),
  isUploaded: v.optional(v.boolean(), true),
  additionalData: v.optional(smallObject, {}),
  // The seal travels with the record; a restore brings a sealed record back only when its seal verifies.
  siteCheck: v.optional(v.nullable(smallObject)),
  seal: optText(200_000),
  sealSignature: optText(200),
  sealKeyId: optText(64),
  sealNonce: optText(200),
  createdAt: iso,
  updatedAt: iso,
});

const visitForm = visitFormSchema().entries;
export const BackupVisit = v.object({
  ...visitForm,
  id,
  // A visit can outlive its company; the form's other rules hold (a real day, HH:MM, a purpose).
  companyId: v.optional(v.nullable(id)),
  companyName: v.pipe(v.string(), v.maxLength(200, "At most 200 characters")),
  notes: optText(2000),
  scheduledAt: iso,
  isCompleted: v.boolean(),
  completedInspectionId: v.optional(v.nullable(id)),
  completedAt: optIso,
  createdAt: iso,
  updatedAt: iso,
});

const Envelope = v.object({
  version: v.literal(BACKUP_VERSION, `Only backup files of version ${BACKUP_VERSION} can be restored`),
  exportDate: iso,
  profile: v.record(v.string(), v.unknown()),
  companies: v.array(v.unknown()),
  inspections: v.array(v.unknown()),
  visits: v.array(v.unknown()),
});

export interface Backup {
  version: string;
  exportDate: string;
  profile: Record<string, unknown>;
  companies: v.InferOutput<typeof BackupCompany>[];
  inspections: v.InferOutput<typeof BackupInspection>[];
  visits: v.InferOutput<typeof BackupVisit>[];
}

/** "Company 2 (Acme Traders)": how a refusal names a record of the file. */
function recordName(kind: string, n: number, raw: unknown): string {
  const named = raw && typeof raw === "object" ? ((raw as Record<string, unknown>).name ?? (raw as Record<string, unknown>).companyName) : null;
  return `${kind} ${n + 1}${typeof named === "string" && named.trim() ? ` (${named.trim().slice(0, 60)})` : ""}`;
}

function parseAll<S extends v.GenericSchema>(kind: string, schema: S, rows: unknown[]): { ok: true; rows: v.InferOutput<S>[] } | { ok: false; error: string } {
  const out: v.InferOutput<S>[] = [];
  for (const [n, raw] of rows.entries()) {
    const r = v.safeParse(schema, raw);
    if (!r.success) {
      const where = v.getDotPath(r.issues[0]);
      return { ok: false, error: `${recordName(kind, n, raw)}${where ? `, ${where}` : ""}: ${r.issues[0].message}` };
    }
    out.push(r.output);
  }
  return { ok: true, rows: out };
}

export function readBackup(text: string): { ok: true; backup: Backup } | { ok: false; error: string } {
  const notBackup = { ok: false as const, error: "This file is not a SiteProof backup (it is not JSON)" };
  if (jsonDepth(text) > 8) return notBackup;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return notBackup;
  }
  const control = jsonTextProblem(json, "the file");
  if (control) return { ok: false, error: `The backup cannot be restored: ${control}` };
  const envelope = v.safeParse(Envelope, json);
  if (!envelope.success) {
    const where = v.getDotPath(envelope.issues[0]);
    return { ok: false, error: where ? `${envelope.issues[0].message} (at ${where})` : envelope.issues[0].message };
  }
  const { companies, inspections, visits, ...rest } = envelope.output;
  if (companies.length + inspections.length + visits.length > MAX_BACKUP_RECORDS)
    return { ok: false, error: `A backup may hold at most ${MAX_BACKUP_RECORDS} records` };
  const c = parseAll("Company", BackupCompany, companies);
  if (!c.ok) return { ok: false, error: `The backup cannot be restored: ${c.error}` };
  const i = parseAll("Inspection", BackupInspection, inspections);
  if (!i.ok) return { ok: false, error: `The backup cannot be restored: ${i.error}` };
  const s = parseAll("Visit", BackupVisit, visits);
  if (!s.ok) return { ok: false, error: `The backup cannot be restored: ${s.error}` };
  return { ok: true, backup: { ...rest, companies: c.rows, inspections: i.rows, visits: s.rows } };
}

/** What a restore would do (the preview) or did, by kind of record. */
export interface RestorePlan {
  companies: { add: number; update: number; skip: number };
  inspections: { add: number; skip: number };
  visits: { add: number; update: number; skip: number };
  /** Records of the file the restore leaves out, and why (the first 50). */
  leftOut: { record: string; reason: string }[];
  /** How many records were left out in all. */
  leftOutCount: number;
}
