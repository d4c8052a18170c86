// Which questions the capture asks for the answers given so far, by the same rule validateAnswers applies: a
// question "shown when" an earlier answer has a value is asked only when that earlier question is itself asked
// and its answer has the value (for a multiple choice: includes it). Chains follow from the checklist's order.
import type { AnswerValue, Answers } from "./answers";
import { type ChecklistDefinition, type Question, questionsOf } from "./definition";

const hasValue = (answer: AnswerValue | undefined, value: string) => (Array.isArray(answer) ? answer.includes(value) : answer === value);

/** The questions asked for these answers, in the checklist's order. */
export function visibleQuestions(definition: ChecklistDefinition, answers: Answers): Question[] {
  const shown = new Set<string>();
  const visible: Question[] = [];
  for (const q of questionsOf(definition)) {
    if (q.shownWhen && !(shown.has(q.shownWhen.questionId) && hasValue(answers[q.shownWhen.questionId], q.shownWhen.value))) continue;
    shown.add(q.id);
    visible.push(q);
  }
  return visible;
}

/** The answers without those to questions no longer asked (and without unknown keys), so a changed answer takes its follow-ups with it. */
export function dropHiddenAnswers(definition: ChecklistDefinition, answers: Answers): Answers {
  const kept: Answers = {};
  for (const q of visibleQuestions(definition, answers)) if (Object.hasOwn(answers, q.id)) kept[q.id] = answers[q.id];
  return kept;
}
