// A sealed checklist's answers as people read them: the review screen, the PDF report, the verify page and
// the MIS export all show the same words for one answer, and the same red flags first. Pure, so every
// reader (the browser's PDF, the server's export) gets one rule.
import type { AnswerValue, Answers } from "./answers";
import { redFlags } from "./answers";
import { type ChecklistDefinition, isChoiceQuestion, type Question, type QuestionType } from "./definition";
import { visibleQuestions } from "./visibility";

export const NOT_ANSWERED = "Not answered";

export type AnswerRow = {
  questionId: string;
  label: string;
  type: QuestionType;
  /** The answer in words ("No", "Owned, Rented", "12 years", "Signed"), or NOT_ANSWERED. */
  text: string;
  answered: boolean;
  redFlag: boolean;
  /** A photo question's photos, in the order tagged. */
  photoIds: string[];
  /** A signature's PNG SHA-256 (hex), when signed. */
  signature: string | null;
};
export type AnswerSection = { id: string; title: string; rows: AnswerRow[] };
export type AnswerView = { title: string; version: number; redFlags: AnswerRow[]; sections: AnswerSection[] };

const YES_NO: Record<string, string> = { yes: "Yes", no: "No" };
const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** One answer in words; NOT_ANSWERED for none. Unknown choice ids (never stored: the save refuses them) show as given. */
export function answerText(q: Question, value: AnswerValue | undefined): string {
  if (value === undefined || (Array.isArray(value) && value.length === 0) || value === "") return NOT_ANSWERED;
  if (isChoiceQuestion(q)) {
    const label = (id: string) => q.choices.find((c) => c.id === id)?.label ?? id;
    return (Array.isArray(value) ? value : [String(value)]).map(label).join(", ");
  }
  switch (q.type) {
    case "yes_no":
      return YES_NO[String(value)] ?? String(value);
    case "number":
      return q.unit ? `${value} ${q.unit}` : String(value);
    case "photo":
      return plural(Array.isArray(value) ? value.length : 1, "photo");
    case "signature":
      return "Signed";
    default:
      return String(value);
  }
}

/** The checklist's sections with a row per question asked for these answers, and the red-flagged rows first. */
export function answerView(definition: ChecklistDefinition, answers: Answers): AnswerView {
  const asked = new Set(visibleQuestions(definition, answers).map((q) => q.id));
  const flagged = new Set(redFlags(definition, answers).map((f) => f.question.id));
  const rows = new Map<string, AnswerRow>();
  const sections = definition.sections
    .map((s) => ({
      id: s.id,
      title: s.title,
      rows: s.questions
        .filter((q) => asked.has(q.id))
        .map((q) => {
          const value = answers[q.id];
          const row: AnswerRow = {
            questionId: q.id,
            label: q.label,
            type: q.type,
            text: answerText(q, value),
            answered: answerText(q, value) !== NOT_ANSWERED,
            redFlag: flagged.has(q.id),
            photoIds: q.type === "photo" && Array.isArray(value) ? value : [],
            signature: q.type === "signature" && typeof value === "string" ? value : null,
          };
          rows.set(q.id, row);
          return row;
        }),
    }))
    .filter((s) => s.rows.length > 0);
  const firstFlags = [...flagged].flatMap((id) => rows.get(id) ?? []);
  return { title: definition.title, version: definition.version, redFlags: firstFlags, sections };
}
