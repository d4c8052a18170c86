// Small constructors that keep the built-in checklists readable as forms rather than as JSON.
import type { Question } from "../definition";

type Extra = Partial<Pick<Question, "help" | "required" | "shownWhen">>;

/** "Owned by parents / relative" -> "owned_by_parents_relative": the choice's stable id. */
export const choiceId = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

export const choices = (...labels: string[]) => labels.map((label) => ({ id: choiceId(label), label }));

export const single = (id: string, label: string, options: string[], extra: Extra & { redFlag?: string[] } = {}): Question => ({
  id,
  label,
  required: true,
  type: "single_choice",
  choices: choices(...options),
  ...extra,
  redFlag: extra.redFlag?.map(choiceId),
});

export const yesNo = (id: string, label: string, extra: Extra & { redFlag?: ("yes" | "no")[] } = {}): Question => ({
  id,
  label,
  required: true,
  type: "yes_no",
  ...extra,
});

export const text = (id: string, label: string, extra: Extra = {}): Question => ({ id, label, required: true, type: "short_text", ...extra });

export const remarks = (): Question => ({ id: "remarks", label: "Remarks", required: false, type: "long_text", help: "Anything the reviewer should know." });

export const count = (id: string, label: string, extra: Extra & { unit?: string; min?: number; max?: number } = {}): Question => ({
  id,
  label,
  required: true,
  type: "number",
  min: 0,
  ...extra,
});

export const photos = (id: string, label: string, minPhotos: number, maxPhotos: number, extra: Extra = {}): Question => ({
  id,
  label,
  required: true,
  type: "photo",
  minPhotos,
  maxPhotos,
  ...extra,
});

export const signature = (label: string, help: string): Question => ({ id: "signature", label, required: false, type: "signature", help });
