// A checklist's definition: its sections and questions, as an organization writes them and as the capture,
// the server's validation, the seal and the exports read them. One valibot schema for the shape, then the
// checks a schema cannot say (unique ids, "shown when" pointing back), each refused with a sentence that
// names the question, since the person reading it is the checklist's author.
import * as v from "valibot";
import { sha256Hex } from "../../platform/encoding";
import { canonicalJson } from "../../platform/canonical-json";
import { VERIFICATION_TYPES } from "../../platform/db/verification-types";

export const QUESTION_TYPES = ["single_choice", "multiple_choice", "yes_no", "short_text", "long_text", "number", "date", "photo", "signature"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Limits that keep one checklist within what a phone shows, a CSV column holds and a 5 ms validation allows. */
export const CHECKLIST_LIMITS = { sections: 30, questions: 300, choices: 50, photos: 20, label: 200, help: 500, choiceLabel: 120 } as const;

/** A stable key: it names the answer in stored JSON and in the MIS column, so it never changes with the label. */
const Key = v.pipe(
  v.string("an id must be text"),
  v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, "an id is letters, digits and _ (starting with a letter), at most 64"),
);
const Text = (max: number, what: string) =>
  v.pipe(v.string(`${what} must be text`), v.trim(), v.nonEmpty(`${what} is required`), v.maxLength(max, `${what} is longer than ${max} characters`));
const YesNo = v.picklist(["yes", "no"], 'a yes/no value is "yes" or "no"');

const Choice = v.object({ id: Key, label: Text(CHECKLIST_LIMITS.choiceLabel, "a choice's label") });

const common = {
  id: Key,
  label: Text(CHECKLIST_LIMITS.label, "a label"),
  help: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CHECKLIST_LIMITS.help, `help is longer than ${CHECKLIST_LIMITS.help} characters`))),
  required: v.optional(v.boolean(), false),
  /** Asked only when an earlier choice or yes/no question has this value (for multiple choice: includes it). */
  shownWhen: v.optional(v.object({ questionId: Key, value: Key })),
};
const Count = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CHECKLIST_LIMITS.photos));
const Choices = v.pipe(v.array(Choice), v.maxLength(CHECKLIST_LIMITS.choices, `at most ${CHECKLIST_LIMITS.choices} choices`));
/** Which answers mark a red flag: choice ids, or "yes"/"no". */
const RedFlagChoices = v.optional(v.array(Key));

const Question = v.variant(
  "type",
  [
    v.object({ ...common, type: v.literal("single_choice"), choices: Choices, redFlag: RedFlagChoices }),
    v.object({ ...common, type: v.literal("multiple_choice"), choices: Choices, redFlag: RedFlagChoices }),
    v.object({ ...common, type: v.literal("yes_no"), redFlag: v.optional(v.array(YesNo)) }),
    v.object({ ...common, type: v.literal("short_text") }),
    v.object({ ...common, type: v.literal("long_text") }),
    v.object({
      ...common,
      type: v.literal("number"),
      unit: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, "a unit is longer than 20 characters"))),
      min: v.optional(v.pipe(v.number(), v.finite())),
      max: v.optional(v.pipe(v.number(), v.finite())),
    }),
    v.object({ ...common, type: v.literal("date") }),
    v.object({ ...common, type: v.literal("photo"), minPhotos: v.optional(Count, 1), maxPhotos: v.optional(Count, 1) }),
    v.object({ ...common, type: v.literal("signature") }),
  ],
  `a question's type is one of ${QUESTION_TYPES.join(", ")}`,
);

const Section = v.object({
  id: Key,
  title: Text(CHECKLIST_LIMITS.label, "a section's title"),
  questions: v.pipe(v.array(Question), v.nonEmpty("a section needs at least one question")),
});

export const ChecklistDefinitionSchema = v.object({
  id: Key,
  title: Text(CHECKLIST_LIMITS.label, "a title"),
  verificationType: v.picklist(VERIFICATION_TYPES, `the verification type is one of ${VERIFICATION_TYPES.join(", ")}`),
  version: v.pipe(v.number(), v.integer("the version is a whole number"), v.minValue(1, "the version starts at 1")),
  sections: v.pipe(
    v.array(Section),
    v.nonEmpty("a checklist needs at least one section"),
    v.maxLength(CHECKLIST_LIMITS.sections, `at most ${CHECKLIST_LIMITS.sections} sections`),
  ),
});

export type ChecklistDefinition = v.InferOutput<typeof ChecklistDefinitionSchema>;
export type ChecklistSection = ChecklistDefinition["sections"][number];
export type Question = ChecklistSection["questions"][number];
export type ChoiceQuestion = Extract<Question, { type: "single_choice" | "multiple_choice" }>;

/** Every question in the order the capture asks them. */
export const questionsOf = (definition: ChecklistDefinition): Question[] => definition.sections.flatMap((s) => s.questions);

export const isChoiceQuestion = (q: Question): q is ChoiceQuestion => q.type === "single_choice" || q.type === "multiple_choice";

/** The values a question can be shown on or flagged by: its choices' ids, or yes and no. */
export function valuesOf(q: Question): string[] | null {
  if (isChoiceQuestion(q)) return q.choices.map((c) => c.id);
  return q.type === "yes_no" ? ["yes", "no"] : null;
}

export type CheckedDefinition = { ok: true; definition: ChecklistDefinition } | { ok: false; problems: string[] };

/** Where a schema issue is, in the author's words: "Section 2, question 3" or "The checklist". */
function place(issue: v.BaseIssue<unknown>, input: unknown): string {
  const keys = issue.path?.map((p) => p.key) ?? [];
  const [, s, , q] = keys;
  const section = typeof s === "number" ? `Section ${s + 1}` : null;
  if (section && typeof q === "number") {
    const label = (input as { sections?: { questions?: { label?: unknown }[] }[] })?.sections?.[s as number]?.questions?.[q]?.label;
    return `${section}, question ${q + 1}${typeof label === "string" && label.trim() ? ` ("${label.trim()}")` : ""}`;
  }
  return section ?? "The checklist";
}

/** Our own messages as written; valibot's generic ones ("Invalid key", "Invalid type") with the field they are about. */
function sentence(issue: v.BaseIssue<unknown>): string {
  const field = issue.path?.at(-1)?.key;
  if (typeof field !== "string" || !issue.message.startsWith("Invalid")) return issue.message;
  return issue.received === "undefined" ? `${field} is missing` : `${field}: ${issue.message}`;
}

/** The definition, normalized, or every problem with it: the schema's first, then the cross-question checks. */
export function checkDefinition(input: unknown): CheckedDefinition {
  const parsed = v.safeParse(ChecklistDefinitionSchema, input);
  if (!parsed.success) {
    const problems = parsed.issues.map((i) => `${place(i, input)}: ${sentence(i)}`);
    return { ok: false, problems: [...new Set(problems)] };
  }
  const problems = crossChecks(parsed.output);
  return problems.length ? { ok: false, problems } : { ok: true, definition: parsed.output };
}

function crossChecks(definition: ChecklistDefinition): string[] {
  const problems: string[] = [];
  const sectionIds = new Set<string>();
  for (const s of definition.sections) {
    if (sectionIds.has(s.id)) problems.push(`Section "${s.title}": the id "${s.id}" is used by another section`);
    sectionIds.add(s.id);
  }
  const all = questionsOf(definition);
  if (all.length > CHECKLIST_LIMITS.questions) problems.push(`The checklist has ${all.length} questions; at most ${CHECKLIST_LIMITS.questions}`);
  const earlier = new Map<string, Question>();
  for (const q of all) {
    const name = `"${q.label}"`;
    if (earlier.has(q.id)) problems.push(`${name}: the id "${q.id}" is used by an earlier question`);
    if (isChoiceQuestion(q)) {
      if (q.choices.length === 0) problems.push(`${name} needs at least one choice`);
      const ids = q.choices.map((c) => c.id);
      const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
      if (repeated) problems.push(`${name}: the choice id "${repeated}" is used twice`);
    }
    const values = valuesOf(q);
    for (const flag of "redFlag" in q ? (q.redFlag ?? []) : [])
      if (values && !values.includes(flag)) problems.push(`${name}: the red flag "${flag}" is not one of its choices`);
    if (q.type === "number" && q.min !== undefined && q.max !== undefined && q.min > q.max)
      problems.push(`${name}: the minimum ${q.min} is more than the maximum ${q.max}`);
    if (q.type === "photo" && q.minPhotos > q.maxPhotos) problems.push(`${name}: at least ${q.minPhotos} photos is more than at most ${q.maxPhotos}`);
    if (q.shownWhen) {
      const parent = earlier.get(q.shownWhen.questionId);
      const parentValues = parent && valuesOf(parent);
      if (!parent) problems.push(`${name} is shown when "${q.shownWhen.questionId}" is answered, but no earlier question has that id`);
      else if (!parentValues) problems.push(`${name} is shown by "${parent.label}", which is not a choice or yes/no question`);
      else if (!parentValues.includes(q.shownWhen.value))
        problems.push(`${name} is shown when "${parent.label}" is "${q.shownWhen.value}", which is not one of its choices`);
    }
    if (!earlier.has(q.id)) earlier.set(q.id, q);
  }
  return problems;
}

/** The seal's fingerprint of a definition: SHA-256 of its canonical JSON, so key order and defaults do not change it. */
export async function definitionHash(definition: ChecklistDefinition): Promise<string> {
  return sha256Hex(canonicalJson(v.parse(ChecklistDefinitionSchema, definition)));
}
