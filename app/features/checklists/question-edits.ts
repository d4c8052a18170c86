// One question's changes in the editor (editing.ts applies them where the question stands). A change of type
// keeps what still fits: its label, help, "required" and "shown when" always; choices and red flags between
// single and multiple choice; yes/no as the choices Yes and No (and back, when those are its choices), so a
// red flag on "No" survives the change.
import { CHECKLIST_LIMITS, type ChecklistDefinition, type ChoiceQuestion, type Question, type QuestionType } from "./definition";

export type At = { section: number; question: number };
export type QuestionPatch = Partial<{ help: string; required: boolean; unit: string; min: number; max: number; minPhotos: number; maxPhotos: number }>;

export type Choice = ChoiceQuestion["choices"][number];

const YES_NO: Choice[] = [
  { id: "yes", label: "Yes" },
  { id: "no", label: "No" },
];

/** The question as the new type, keeping what still fits. */
export function retype(q: Question, type: QuestionType): Question {
  const common = {
    id: q.id,
    label: q.label,
    required: q.required,
    ...(q.help !== undefined ? { help: q.help } : {}),
    ...(q.shownWhen ? { shownWhen: q.shownWhen } : {}),
  };
  const choices: Choice[] = "choices" in q ? q.choices : q.type === "yes_no" ? YES_NO : [];
  const flags: string[] = "redFlag" in q && q.redFlag ? q.redFlag : [];
  const keptFlags = (values: string[]) => {
    const redFlag = flags.filter((f) => values.includes(f));
    return redFlag.length ? { redFlag } : {};
  };
  switch (type) {
    case "single_choice":
    case "multiple_choice":
      return { ...common, type, choices, ...keptFlags(choices.map((c) => c.id)) };
    case "yes_no":
      return { ...common, type, ...(keptFlags(["yes", "no"]) as { redFlag?: ("yes" | "no")[] }) };
    case "number":
      return { ...common, type };
    case "photo":
      return { ...common, type, minPhotos: 1, maxPhotos: 1 };
    default:
      return { ...common, type };
  }
}

export type ShownWhenOption = { question: Question; values: { id: string; label: string }[] };

/** Earlier questions a question can be shown by (choice or yes/no), each with its values in the author's words. */
export function shownWhenOptions(d: ChecklistDefinition, at: At): ShownWhenOption[] {
  const before = d.sections.slice(0, at.section).flatMap((s) => s.questions);
  before.push(...(d.sections[at.section]?.questions.slice(0, at.question) ?? []));
  return before.flatMap((q): ShownWhenOption[] => {
    if (q.type === "yes_no") return [{ question: q, values: YES_NO }];
    return "choices" in q ? [{ question: q, values: q.choices }] : [];
  });
}

/** Help, "required" and the type's own fields; blanks clear a field, photo counts stay within 1 to the limit. */
export function applyPatch(q: Question, patch: QuestionPatch): Question {
  const next = { ...q } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    const fits =
      key === "help" || key === "required" || (q.type === "number" && ["unit", "min", "max"].includes(key)) || (q.type === "photo" && key.endsWith("Photos"));
    if (!fits) continue;
    if (value === undefined || value === "" || (typeof value === "number" && !Number.isFinite(value))) delete next[key];
    else next[key] = key.endsWith("Photos") ? Math.min(CHECKLIST_LIMITS.photos, Math.max(1, Math.round(value as number))) : value;
  }
  if (q.type === "photo") {
    next.minPhotos ??= 1;
    next.maxPhotos ??= 1;
  }
  return next as Question;
}
