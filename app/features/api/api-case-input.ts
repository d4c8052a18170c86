// POST /api/v1/cases's body: the case form's fields in the API's names (snake_case), plus the site's position and
// "nearest" for the assignee. The body's own shape is checked here; the case's rules are the case form's own
// (validateCase), whose field errors are named back in the API's words.
import * as v from "valibot";
import { type CaseInput, validateCase } from "../cases/case-form";
import type { Validated } from "../../platform/validation/form";

export const API_CASE_INPUT_MESSAGES = {
  dueAt: "due_at is an ISO 8601 instant with its offset, e.g. 2026-12-01T17:00:00+05:30",
  position: "Give site_latitude and site_longitude together",
  latitude: "site_latitude is a number from -90 to 90",
  longitude: "site_longitude is a number from -180 to 180",
  idempotencyKey: "Idempotency-Key is 1 to 255 visible characters",
  reason: "reason is 1 to 500 characters: why the case is cancelled",
};

const text = v.optional(v.string());
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export const ApiCaseBody = v.strictObject({
  reference: text,
  company_id: text,
  company_name: text,
  site_address: text,
  site_latitude: v.optional(
    v.pipe(v.number(API_CASE_INPUT_MESSAGES.latitude), v.minValue(-90, API_CASE_INPUT_MESSAGES.latitude), v.maxValue(90, API_CASE_INPUT_MESSAGES.latitude)),
  ),
  site_longitude: v.optional(
    v.pipe(
      v.number(API_CASE_INPUT_MESSAGES.longitude),
      v.minValue(-180, API_CASE_INPUT_MESSAGES.longitude),
      v.maxValue(180, API_CASE_INPUT_MESSAGES.longitude),
    ),
  ),
  verification_type: text,
  /** A published checklist of the organization; absent: the one its settings map to the verification type. */
  checklist_id: text,
  instructions: text,
  due_at: v.pipe(v.string(API_CASE_INPUT_MESSAGES.dueAt), v.regex(ISO_INSTANT, API_CASE_INPUT_MESSAGES.dueAt)),
  /** An inspector's user id, or "nearest" (the organization's inspector nearest the site). */
  assignee: text,
});
export type ApiCaseBody = v.InferOutput<typeof ApiCaseBody>;

/** The case form's field each API field is checked as, for naming errors back. */
const API_NAMES: Partial<Record<keyof CaseInput, keyof ApiCaseBody>> = {
  companyId: "company_id",
  companyName: "company_name",
  siteAddress: "site_address",
  verificationType: "verification_type",
  checklistId: "checklist_id",
  reference: "reference",
  instructions: "instructions",
  dueDate: "due_at",
  dueTime: "due_at",
  assigneeId: "assignee",
};

/** Field errors of the case form (or its creation) in the API's field names. */
export function apiFieldErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) out[API_NAMES[field as keyof CaseInput] ?? field] ??= message;
  return out;
}

export interface ApiCaseRequest {
  input: CaseInput;
  site?: { latitude: number; longitude: number };
  nearest: boolean;
}

/**
 * The body as the case form's input (the due instant as a UTC date and minute, the creator's zone being UTC
 * for the API), checked by the case form's rules; errors in the API's names.
 */
export function caseRequest(body: ApiCaseBody): Validated<ApiCaseRequest> {
  const errors: Record<string, string> = {};
  const due = new Date(Date.parse(body.due_at));
  if (Number.isNaN(due.getTime())) errors.due_at = API_CASE_INPUT_MESSAGES.dueAt;
  if ((body.site_latitude === undefined) !== (body.site_longitude === undefined)) errors.site_latitude = API_CASE_INPUT_MESSAGES.position;
  const iso = Number.isNaN(due.getTime()) ? "" : due.toISOString();
  const nearest = body.assignee === "nearest";
  const checked = validateCase({
    companyId: body.company_id,
    companyName: body.company_name,
    siteAddress: body.site_address,
    verificationType: body.verification_type,
    checklistId: body.checklist_id,
    reference: body.reference,
    instructions: body.instructions,
    dueDate: iso.slice(0, 10),
    dueTime: iso.slice(11, 16),
    assigneeId: nearest ? "" : body.assignee,
  });
  if (!checked.ok) Object.assign(errors, apiFieldErrors(checked.errors as Record<string, string>), errors);
  if (!checked.ok || Object.keys(errors).length) return { ok: false, errors };
  const site =
    body.site_latitude !== undefined && body.site_longitude !== undefined ? { latitude: body.site_latitude, longitude: body.site_longitude } : undefined;
  return { ok: true, data: { input: checked.data, site, nearest } };
}

/** An Idempotency-Key header's value: null when absent; refused when not 1 to 255 visible ASCII characters. */
export function idempotencyKeyOf(header: string | null): string | null | false {
  if (header === null) return null;
  return /^[\x21-\x7e]{1,255}$/.test(header) ? header : false;
}

/** POST /api/v1/cases/{id}/cancel's body: why, kept in the case's history. */
export const ApiCancelBody = v.strictObject({
  reason: v.pipe(
    v.string(API_CASE_INPUT_MESSAGES.reason),
    v.trim(),
    v.minLength(1, API_CASE_INPUT_MESSAGES.reason),
    v.maxLength(500, API_CASE_INPUT_MESSAGES.reason),
  ),
});
