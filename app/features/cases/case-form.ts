// The new-case form: one schema for the page and the server. The company is a directory entry
// (companyId) or a new one typed here (companyName, with the site address as its address); the due
// date and time are the creator's wall clock, turned into a UTC instant with their time zone.
import * as v from "valibot";
import { VERIFICATION_TYPES, type VerificationType } from "../../platform/db/verification-types";
import { validateForm, type Validated } from "../../platform/validation/form";
import { isCalendarDate } from "../../platform/time/zones";

export const CASE_FORM_MESSAGES = {
  company: "Choose a company from the directory or type a new company's name",
  companyNotFound: "That company is not in this organization's directory",
  address: "Site address is required",
  type: "Choose a verification type",
  reference: "The lender's reference number is required",
  referenceFormat: "A reference has at most 60 characters",
  duplicate: "A case with this reference number already exists in this organization",
  dueDate: "Due date is required",
  dueTime: "Due time is required",
  duePast: "The due date and time are in the past",
  assignee: "That person is not an inspector of this organization",
  checklist: "Choose a published checklist of this organization",
  created: "Case created",
} as const;

const text = (max: number) => v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(max, `At most ${max} characters`));
const required = (max: number, message: string) =>
  v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty(message), v.maxLength(max, `At most ${max} characters`));

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const CaseSchema = v.pipe(
  v.object({
    companyId: v.pipe(v.optional(v.string(), ""), v.trim(), v.regex(/^[A-Za-z0-9_:.-]{0,100}$/, CASE_FORM_MESSAGES.companyNotFound)),
    companyName: text(200),
    siteAddress: text(500),
    verificationType: v.picklist(VERIFICATION_TYPES, CASE_FORM_MESSAGES.type),
    reference: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty(CASE_FORM_MESSAGES.reference), v.maxLength(60, CASE_FORM_MESSAGES.referenceFormat)),
    instructions: text(2000),
    dueDate: v.pipe(required(10, CASE_FORM_MESSAGES.dueDate), v.check(isCalendarDate, CASE_FORM_MESSAGES.dueDate)),
    dueTime: v.pipe(required(5, CASE_FORM_MESSAGES.dueTime), v.regex(TIME_PATTERN, CASE_FORM_MESSAGES.dueTime)),
    assigneeId: v.pipe(v.optional(v.string(), ""), v.trim(), v.regex(/^[A-Za-z0-9_:.-]{0,100}$/, CASE_FORM_MESSAGES.assignee)),
    /** Empty: the checklist the organization maps to the case's type. */
    checklistId: v.pipe(v.optional(v.string(), ""), v.trim(), v.regex(/^[A-Za-z0-9_:.-]{0,100}$/, CASE_FORM_MESSAGES.checklist)),
  }),
  // A new company needs its name, and its address is the site's; a directory company lends its own.
  v.forward(
    v.check((c) => c.companyId !== "" || c.companyName !== "", CASE_FORM_MESSAGES.company),
    ["companyName"],
  ),
  v.forward(
    v.check((c) => c.companyId !== "" || c.siteAddress !== "", CASE_FORM_MESSAGES.address),
    ["siteAddress"],
  ),
);

export type CaseInput = v.InferOutput<typeof CaseSchema>;
export type CaseField = keyof CaseInput;

export function validateCase(input: unknown): Validated<CaseInput> {
  return validateForm(CaseSchema, input);
}

/** A verification type from its label or key, as a spreadsheet may spell it ("Business premises", "business_premises"). */
export function verificationTypeOf(text: string): VerificationType | null {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return (VERIFICATION_TYPES as readonly string[]).includes(key) ? (key as VerificationType) : null;
}
