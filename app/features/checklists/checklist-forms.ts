// The checklists pages' forms, one schema each for the page and the server.
import * as v from "valibot";
import { RecordId } from "../../platform/validation/fields";
import { VERIFICATION_TYPES, type VerificationType } from "../../platform/db/verification-types";

const Choice = v.pipe(v.optional(v.string(), ""), v.trim(), v.regex(/^[A-Za-z0-9_:.-]{0,100}$/, "Choose a checklist"));

/** The list page: the mapping (one select per verification type), Copy, Archive, Import JSON and Import XLSForm. */
export const ChecklistsAction = v.variant("intent", [
  v.object({
    intent: v.literal("map"),
    ...(Object.fromEntries(VERIFICATION_TYPES.map((t) => [t, v.optional(Choice)])) as Record<VerificationType, v.OptionalSchema<typeof Choice, undefined>>),
  }),
  v.object({ intent: v.literal("copy"), checklistId: RecordId }),
  v.object({ intent: v.literal("archive"), checklistId: RecordId }),
  v.object({ intent: v.literal("import"), file: v.optional(v.unknown()) }),
  v.object({
    intent: v.literal("import_xlsform"),
    file: v.optional(v.unknown()),
    verificationType: v.picklist(VERIFICATION_TYPES, "Choose the verification type"),
  }),
]);
export type ChecklistsInput = v.InferOutput<typeof ChecklistsAction>;

/** A checklist's page: Save draft (the definition's JSON) and Publish. */
export const ChecklistAction = v.variant("intent", [
  v.object({ intent: v.literal("save"), definition: v.optional(v.string(), "") }),
  v.object({ intent: v.literal("publish") }),
]);

/** ?version=N: one version's definition (the page's read-only view, the export). */
export const VersionQuery = v.object({
  version: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "Unknown version"), v.transform(Number))),
});

/** What the pages' forms get back: the refusal's problems beside the editor, the typed text kept. */
export type ChecklistAnswer = {
  ok: boolean;
  message?: string;
  intent?: string;
  problems?: string[];
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};
