// The body of "save inspection", checked again on the server whatever the browser checked. Shared by the
// capture form, the offline queue that sends it, the save route, the demo seeder and the backups.
import * as v from "valibot";
import { ASSESSMENT_FIELDS, type AssessmentKey, allowedStoredValues } from "./assessment";

export const ASSESSMENT_MISSING = "Please fill in all required inspection fields.";

const assessmentEntries = Object.fromEntries(
  ASSESSMENT_FIELDS.map((f) => [f.key, v.picklist(allowedStoredValues(f.key as AssessmentKey), ASSESSMENT_MISSING)]),
) as Record<AssessmentKey, v.PicklistSchema<string[], string>>;

export const MAX_PHOTOS_PER_INSPECTION = 100;

/** A capture for a case names the person met at the site; the form checks it first with these words. */
export const MET_MESSAGES = {
  name: "Please enter the name of the person you met at the site.",
  role: "Please enter the role of the person you met at the site.",
} as const;

const metText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(200, "At most 200 characters"));

/** The organization's case this capture is for, and the person met at the site. */
export const CaseCaptureSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_:.-]{1,100}$/, "Case not found.")),
  metName: metText(MET_MESSAGES.name),
  metRole: metText(MET_MESSAGES.role),
});
export type CaseCapture = v.InferOutput<typeof CaseCaptureSchema>;

/** The most checklist answers a capture sends; a checklist holds at most 300 questions (features/checklists/definition.ts). */
const MAX_ANSWERS = 300;

/**
 * A case's checklist answered: the checklist, the published version the capture showed (a capture saved
 * offline keeps the version it was answered with) and the answers by question id, checked on the server
 * against that version. A signature arrives as its PNG's data URL.
 */
export const ChecklistCaptureSchema = v.object({
  checklistId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_:.-]{1,100}$/, "Checklist not found.")),
  version: v.pipe(v.number(), v.integer("Checklist version not found."), v.minValue(1, "Checklist version not found.")),
  answers: v.pipe(
    v.record(v.string(), v.unknown(), "The answers must be an object of question ids and answers"),
    v.check((a) => Object.keys(a).length <= MAX_ANSWERS, `At most ${MAX_ANSWERS} answers`),
  ),
});
export type ChecklistCapture = v.InferOutput<typeof ChecklistCaptureSchema>;

/** A save's body may carry signatures (each at most 200 KB as a PNG, a third more as base64). */
export const MAX_SAVE_BYTES = 2 * 1024 * 1024;

export const InspectionPayloadSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.uuid("An inspection id must be a UUID")),
    companyId: v.pipe(
      v.string("Please select a company for this inspection."),
      v.nonEmpty("Please select a company for this inspection."),
      v.maxLength(100, "Selected company not found"),
    ),
    visitId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100, "Visit not found")))),
    case: v.optional(v.nullable(CaseCaptureSchema)),
    photoIds: v.pipe(
      v.array(v.pipe(v.string(), v.uuid())),
      v.minLength(1, "Please capture at least one photo before saving."),
      v.maxLength(MAX_PHOTOS_PER_INSPECTION, `At most ${MAX_PHOTOS_PER_INSPECTION} photos per inspection`),
    ),
    /** The seven questions: asked when the capture answers no checklist (a personal one, a case without a checklist). */
    assessment: v.optional(v.object(assessmentEntries)),
    checklist: v.optional(v.nullable(ChecklistCaptureSchema)),
    notes: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(5000, "Notes are limited to 5,000 characters"))),
    timestamp: v.pipe(v.string(), v.isoTimestamp()),
    location: v.nullable(
      v.object({
        latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
        longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
        accuracy: v.nullable(v.pipe(v.number(), v.minValue(0))),
        address: v.nullable(v.pipe(v.string(), v.maxLength(500))),
      }),
    ),
    additionalData: v.optional(
      v.object({
        appVersion: v.optional(v.pipe(v.string(), v.maxLength(40))),
        platform: v.optional(v.pipe(v.string(), v.maxLength(200))),
        captureDevice: v.optional(v.pipe(v.string(), v.maxLength(200))),
        storageType: v.optional(v.pipe(v.string(), v.maxLength(40))),
        privacyMode: v.optional(v.boolean()),
        photosDownloaded: v.optional(v.boolean()),
      }),
    ),
  }),
  v.forward(
    v.check((p) => !!p.checklist || p.assessment !== undefined, ASSESSMENT_MISSING),
    ["assessment"],
  ),
);
export type InspectionPayload = v.InferOutput<typeof InspectionPayloadSchema>;
