// Spec 2 §5 "Company form": one schema for the dialog and for the server. Messages word for word.
import * as v from "valibot";
import { validateForm, type Validated } from "../../platform/validation/form";

export const COMPANY_MESSAGES = {
  nameRequired: "Company name is required",
  addressRequired: "Address is required",
  pan: "Invalid PAN format",
  email: "Invalid email format",
  website: "Invalid website URL (must start with http:// or https://)",
  formatHint: "Format may be incorrect...",
} as const;

export const CIN_PATTERN = /^[A-Z]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z0-9]Z[A-Z0-9]$/;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Fields typed in capitals as the user types. */
export const UPPERCASE_FIELDS = new Set(["cin", "gstin", "pan"]);

/** CIN and GSTIN formats only warn; they never block saving. */
export function formatHint(field: "cin" | "gstin", value: string): string | null {
  const text = value.trim().toUpperCase();
  if (!text) return null;
  return (field === "cin" ? CIN_PATTERN : GSTIN_PATTERN).test(text) ? null : COMPANY_MESSAGES.formatHint;
}

const required = (message: string, max: number) =>
  v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty(message), v.maxLength(max, `At most ${max} characters`));

/**
 * A website the card can link to: an absolute http(s) URL with a host. A prefix test alone would let
 * "https://" or "http://a b" through; anything else (javascript:, data:, //host) is refused.
 */
export function isWebsite(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Optional text: trimmed, empty becomes undefined (omitted), with an optional rule for non-empty values. */
function optional(max: number, opts: { upper?: boolean; check?: [RegExp | ((s: string) => boolean), string] } = {}) {
  return v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.transform((s) => (opts.upper ? s.toUpperCase() : s)),
    v.maxLength(max, `At most ${max} characters`),
    v.check((s) => {
      const rule = opts.check?.[0];
      return !rule || s === "" || (typeof rule === "function" ? rule(s) : rule.test(s));
    }, opts.check?.[1] ?? ""),
    v.transform((s) => (s === "" ? undefined : s)),
  );
}

export const CompanySchema = v.object({
  name: required(COMPANY_MESSAGES.nameRequired, 200),
  cin: optional(21, { upper: true }),
  gstin: optional(15, { upper: true }),
  pan: optional(10, { upper: true, check: [PAN_PATTERN, COMPANY_MESSAGES.pan] }),
  address: required(COMPANY_MESSAGES.addressRequired, 500),
  phoneNumber: optional(30),
  email: optional(254, { check: [EMAIL_PATTERN, COMPANY_MESSAGES.email] }),
  website: optional(300, { check: [isWebsite, COMPANY_MESSAGES.website] }),
  contactPerson: optional(120),
  notes: optional(2000),
});

export type CompanyInput = v.InferOutput<typeof CompanySchema>;
export type CompanyField = keyof CompanyInput;

export type FieldErrors = Partial<Record<CompanyField, string>>;

export function validateCompany(input: unknown): Validated<CompanyInput> {
  return validateForm(CompanySchema, input);
}

/** Notes on a card: the first 100 characters and an ellipsis (spec 2 §9). */
export function notesPreview(notes: string, limit = 100): string {
  return notes.length > limit ? `${notes.slice(0, limit)}...` : notes;
}
