// What the demo inspector answered on a case's checklist: believable answers for the built-ins (a
// residence met by the applicant, a trading firm with its name board), any other checklist answered
// with its first allowed choice, and one residence case carrying a red flag for the reviewer to find.
// Pure, so the seeder and its test agree on every answer.
import type { Answers, AnswerValue } from "../checklists/answers";
import { type ChecklistDefinition, isChoiceQuestion, type Question, questionsOf } from "../checklists/definition";
import { visibleQuestions } from "../checklists/visibility";

/** The built-ins' questions answered as a field officer would; the rest take the first allowed value. */
const USUAL: Record<string, AnswerValue> = {
  address_traced: "yes",
  person_met: "applicant",
  applicant_stays_here: "yes",
  ownership: "owned",
  years_at_address: 7,
  residence_type: "flat_apartment",
  family_members: 4,
  earning_members: 2,
  locality: "middle_class",
  neighbour_check: "confirms",
  neighbour_name: "R. Kulkarni, flat 12",
  negative_area: "no",
  name_board: "yes",
  nature_of_business: "Manufacturing and wholesale",
  employees_seen: 14,
  remarks: "Met at the address; what was seen matches the application.",
};

/** The red-flagged residence: the neighbour does not confirm that the applicant lives there. */
export const DEMO_RED_FLAG: Answers = {
  neighbour_check: "does_not_confirm",
  neighbour_name: "S. Joshi, flat 14",
  remarks: "The neighbour in flat 14 says the applicant moved out last year; the family member met says otherwise.",
};

/** Whether a usual answer suits this question: another checklist may use the same id differently. */
function fits(q: Question, value: AnswerValue): boolean {
  if (isChoiceQuestion(q)) return (Array.isArray(value) ? value : [value]).every((x) => q.choices.some((c) => c.id === x));
  if (q.type === "yes_no") return value === "yes" || value === "no";
  if (q.type === "number") return typeof value === "number" && value >= (q.min ?? -Infinity) && value <= (q.max ?? Infinity);
  return typeof value === "string" && (q.type === "short_text" || q.type === "long_text");
}

function firstAllowed(q: Question): AnswerValue | undefined {
  if (isChoiceQuestion(q)) {
    const fine = q.choices.find((c) => !q.redFlag?.includes(c.id)) ?? q.choices[0];
    return q.type === "multiple_choice" ? [fine.id] : fine.id;
  }
  switch (q.type) {
    case "yes_no":
      return q.redFlag?.includes("yes") ? "no" : "yes";
    case "number":
      return Math.max(q.min ?? 0, Math.min(q.max ?? 1, 1));
    case "date":
      return "2020-04-01";
    case "short_text":
    case "long_text":
      return "Seen on site";
    default:
      return undefined;
  }
}

/**
 * Answers to every question the answers so far ask, required or not; photo questions take the visit's
 * photos in turn (distinct while they last). A signature is left out: the demo has no hand to draw one.
 */
export function demoChecklistAnswers(definition: ChecklistDefinition, photoIds: string[], overrides: Answers = {}): Answers {
  const answers: Answers = {};
  let nextPhoto = 0;
  for (const q of questionsOf(definition)) {
    if (!visibleQuestions(definition, answers).some((shown) => shown.id === q.id)) continue;
    if (q.type === "signature") continue;
    if (q.type === "photo") {
      if (photoIds.length === 0) continue;
      answers[q.id] = Array.from({ length: q.minPhotos }, () => photoIds[nextPhoto++ % photoIds.length]);
      continue;
    }
    const usual = overrides[q.id] ?? USUAL[q.id];
    const value = usual !== undefined && fits(q, usual) ? usual : firstAllowed(q);
    if (value !== undefined) answers[q.id] = value;
  }
  return answers;
}
