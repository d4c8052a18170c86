// Spec 2 §5 "Visit form": one schema for the dialog and the server; "today" is the user's own day.
import * as v from "valibot";
import { isCalendarDate } from "../../platform/time/zones";
import { validateForm, type Validated } from "../../platform/validation/form";

export const VISIT_MESSAGES = {
  company: "Please select a company",
  dateRequired: "Date is required",
  datePast: "Date cannot be in the past",
  timeRequired: "Time is required",
  purpose: "Purpose is required",
  companyNotFound: "Selected company not found",
  scheduled: "Visit scheduled successfully. Notification set for 2 hours before.",
  updated: "Visit updated successfully",
  cancelled: "Visit cancelled successfully",
  completed: "Visit marked as completed",
  saveFailed: "Failed to save visit",
  cancelFailed: "Failed to cancel visit",
  completeFailed: "Failed to complete visit",
  loadFailed: "Failed to load scheduling data",
  notFound: "Visit not found",
} as const;

const text = (message: string) => v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty(message));

/** The visit's own fields; `today` (the user's day) refuses past dates, as the dialog does. Restore passes none. */
export function visitFormSchema(today?: string) {
  return v.object({
    companyId: text(VISIT_MESSAGES.company),
    scheduledDate: v.pipe(
      text(VISIT_MESSAGES.dateRequired),
      v.check(isCalendarDate, VISIT_MESSAGES.dateRequired),
      v.check((d) => today === undefined || d >= today, VISIT_MESSAGES.datePast),
    ),
    scheduledTime: v.pipe(text(VISIT_MESSAGES.timeRequired), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, VISIT_MESSAGES.timeRequired)),
    purpose: v.pipe(text(VISIT_MESSAGES.purpose), v.maxLength(300, "Purpose is limited to 300 characters")),
    notes: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(2000, "Notes are limited to 2,000 characters")),
  });
}

export type VisitInput = v.InferOutput<ReturnType<typeof visitFormSchema>>;
export type VisitErrors = Partial<Record<keyof VisitInput, string>>;

export function validateVisit(input: unknown, today: string): Validated<VisitInput> {
  return validateForm(visitFormSchema(today), input);
}
