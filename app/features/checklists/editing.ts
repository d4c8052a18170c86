// The checklist editor's changes as one pure reducer, so every edit is unit-tested and the component only draws.
// What the author adds takes its id from the label given when adding it, and keeps it when the label is
// reworded later: the id names the answer in stored JSON, the MIS column and every later version. A removed
// question or choice takes the "shown when" rules and red flags that pointed at it along.
import { CHECKLIST_LIMITS, type ChecklistDefinition, type Question, type QuestionType, questionsOf, valuesOf } from "./definition";
import { uniqueId } from "./ids";
import { applyPatch, type At, type Choice, type QuestionPatch, retype, shownWhenOptions } from "./question-edits";

export type EditAction =
  | { type: "replace"; definition: ChecklistDefinition }
  | { type: "title"; title: string }
  | { type: "addSection"; title: string }
  | { type: "removeSection"; section: number }
  | { type: "moveSection"; section: number; by: -1 | 1 }
  | { type: "sectionTitle"; section: number; title: string }
  | { type: "addQuestion"; section: number; label: string; questionType: QuestionType }
  | { type: "removeQuestion"; at: At }
  | { type: "moveQuestion"; at: At; by: -1 | 1 }
  | { type: "label"; at: At; label: string }
  | { type: "patch"; at: At; patch: QuestionPatch }
  | { type: "questionType"; at: At; questionType: QuestionType }
  | { type: "addChoice"; at: At; label: string }
  | { type: "choiceLabel"; at: At; choice: number; label: string }
  | { type: "removeChoice"; at: At; choice: number }
  | { type: "moveChoice"; at: At; choice: number; by: -1 | 1 }
  | { type: "redFlag"; at: At; value: string; on: boolean }
  | { type: "shownWhen"; at: At; shownWhen: { questionId: string; value: string } | null };

const swap = <T>(list: T[], i: number, by: number): T[] => {
  const j = i + by;
  if (i < 0 || j < 0 || i >= list.length || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
};

/** Every question through `fn`, with where it stands. */
function mapQuestions(d: ChecklistDefinition, fn: (q: Question, at: At) => Question): ChecklistDefinition {
  return { ...d, sections: d.sections.map((s, si) => ({ ...s, questions: s.questions.map((q, qi) => fn(q, { section: si, question: qi })) })) };
}
const atQuestion = (d: ChecklistDefinition, at: At, fn: (q: Question) => Question) =>
  mapQuestions(d, (q, here) => (here.section === at.section && here.question === at.question ? fn(q) : q));

function withoutKey<T extends object>(q: T, key: string): T {
  const copy = { ...q } as Record<string, unknown>;
  delete copy[key];
  return copy as T;
}

/** Questions shown by `questionId` lose that rule when `keep(value)` is false (the question or its value is gone). */
function dropRulesOn(d: ChecklistDefinition, questionId: string, keep: (value: string) => boolean = () => false) {
  return mapQuestions(d, (q) => (q.shownWhen?.questionId === questionId && !keep(q.shownWhen.value) ? withoutKey(q, "shownWhen") : q));
}

function moveQuestion(d: ChecklistDefinition, at: At, by: -1 | 1): ChecklistDefinition {
  const sections = d.sections.map((s) => ({ ...s, questions: [...s.questions] }));
  const from = sections[at.section];
  const q = from?.questions[at.question];
  if (!q) return d;
  const to = at.question + by;
  if (to >= 0 && to < from.questions.length) {
    from.questions = swap(from.questions, at.question, by);
    return { ...d, sections };
  }
  // Past the section's end: into the neighbouring section, at its near end, so the keyboard reaches every place.
  const next = sections[at.section + by];
  if (!next) return d;
  from.questions.splice(at.question, 1);
  if (by < 0) next.questions.push(q);
  else next.questions.unshift(q);
  return { ...d, sections };
}

function removeChoice(d: ChecklistDefinition, at: At, index: number): ChecklistDefinition {
  const q = d.sections[at.section]?.questions[at.question];
  const gone = q && "choices" in q ? q.choices[index] : undefined;
  if (!q || !gone || !("choices" in q)) return d;
  const redFlag = q.redFlag?.filter((v) => v !== gone.id);
  const kept = withoutKey({ ...q, choices: q.choices.filter((c) => c !== gone) }, "redFlag");
  const next = atQuestion(d, at, () => (redFlag?.length ? { ...kept, redFlag } : kept));
  return dropRulesOn(next, q.id, (value) => value !== gone.id);
}

function toggleRedFlag(q: Question, value: string, on: boolean): Question {
  const values = valuesOf(q);
  if (!values?.includes(value)) return q;
  const flags = new Set((q as { redFlag?: string[] }).redFlag ?? []);
  if (on) flags.add(value);
  else flags.delete(value);
  const redFlag = values.filter((v) => flags.has(v));
  return redFlag.length ? ({ ...q, redFlag } as Question) : withoutKey(q, "redFlag");
}

/** The definition after one edit; an edit that does not apply (past a limit, an unknown place) changes nothing. */
export function editChecklist(d: ChecklistDefinition, action: EditAction): ChecklistDefinition {
  const question = "at" in action ? d.sections[action.at.section]?.questions[action.at.question] : undefined;
  switch (action.type) {
    case "replace":
      return action.definition;
    case "title":
      return { ...d, title: action.title };
    case "addSection": {
      if (d.sections.length >= CHECKLIST_LIMITS.sections || questionsOf(d).length >= CHECKLIST_LIMITS.questions) return d;
      const id = uniqueId(
        action.title,
        "section",
        d.sections.map((s) => s.id),
      );
      // A section needs a question: it starts with one to fill in.
      const first: Question = {
        id: uniqueId(
          "",
          "question",
          questionsOf(d).map((q) => q.id),
        ),
        label: "",
        required: false,
        type: "yes_no",
      };
      return { ...d, sections: [...d.sections, { id, title: action.title, questions: [first] }] };
    }
    case "removeSection": {
      const gone = d.sections[action.section];
      if (!gone || d.sections.length === 1) return d;
      const rest = { ...d, sections: d.sections.filter((s) => s !== gone) };
      return gone.questions.reduce((x, q) => dropRulesOn(x, q.id), rest);
    }
    case "moveSection":
      return { ...d, sections: swap(d.sections, action.section, action.by) };
    case "sectionTitle":
      return { ...d, sections: d.sections.map((s, i) => (i === action.section ? { ...s, title: action.title } : s)) };
    case "addQuestion": {
      const s = d.sections[action.section];
      if (!s || questionsOf(d).length >= CHECKLIST_LIMITS.questions) return d;
      const id = uniqueId(
        action.label,
        "question",
        questionsOf(d).map((q) => q.id),
      );
      const q = retype({ id, label: action.label, required: false, type: "short_text" }, action.questionType);
      return { ...d, sections: d.sections.map((x) => (x === s ? { ...x, questions: [...x.questions, q] } : x)) };
    }
    case "removeQuestion": {
      if (!question) return d;
      const rest = { ...d, sections: d.sections.map((s) => ({ ...s, questions: s.questions.filter((q) => q !== question) })) };
      return dropRulesOn(rest, question.id);
    }
    case "moveQuestion":
      return moveQuestion(d, action.at, action.by);
    case "label":
      return atQuestion(d, action.at, (q) => ({ ...q, label: action.label }));
    case "patch":
      return atQuestion(d, action.at, (q) => applyPatch(q, action.patch));
    case "questionType": {
      if (!question || question.type === action.questionType) return d;
      const next = retype(question, action.questionType);
      const values = valuesOf(next);
      return dropRulesOn(
        atQuestion(d, action.at, () => next),
        question.id,
        (value) => values?.includes(value) ?? false,
      );
    }
    case "addChoice":
      return atQuestion(d, action.at, (q) => {
        if (!("choices" in q) || q.choices.length >= CHECKLIST_LIMITS.choices) return q;
        const choice: Choice = {
          id: uniqueId(
            action.label,
            "choice",
            q.choices.map((c) => c.id),
          ),
          label: action.label,
        };
        return { ...q, choices: [...q.choices, choice] };
      });
    case "choiceLabel":
      return atQuestion(d, action.at, (q) =>
        "choices" in q ? { ...q, choices: q.choices.map((c, i) => (i === action.choice ? { ...c, label: action.label } : c)) } : q,
      );
    case "removeChoice":
      return removeChoice(d, action.at, action.choice);
    case "moveChoice":
      return atQuestion(d, action.at, (q) => ("choices" in q ? { ...q, choices: swap(q.choices, action.choice, action.by) } : q));
    case "redFlag":
      return atQuestion(d, action.at, (q) => toggleRedFlag(q, action.value, action.on));
    case "shownWhen": {
      if (!question) return d;
      const rule = action.shownWhen;
      if (!rule) return atQuestion(d, action.at, (q) => withoutKey(q, "shownWhen"));
      const fits = shownWhenOptions(d, action.at).some((o) => o.question.id === rule.questionId && o.values.some((v) => v.id === rule.value));
      return fits ? atQuestion(d, action.at, (q) => ({ ...q, shownWhen: { ...rule } })) : d;
    }
  }
}
