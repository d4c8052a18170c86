// The checklist editor's changes as one pure reducer, so every edit is unit-tested and the component only draws.
// Ids: what the definition came with keeps its id (answers, MIS columns and old versions are keyed by it); what
// the author adds here takes its id from its label, and follows the label until the page is left. A removed
// question or choice takes the "shown when" rules and red flags that pointed at it along.
import { CHECKLIST_LIMITS, type ChecklistDefinition, type Question, type QuestionType, questionsOf, valuesOf } from "./definition";
import { applyPatch, type At, type Choice, type QuestionPatch, retype, shownWhenOptions } from "./question-edits";
import { uniqueId } from "./ids";

export type EditorState = {
  definition: ChecklistDefinition;
  /** s:section, q:question, c:question:choice ids that never change. */ locked: ReadonlySet<string>;
};

export type EditAction =
  | { type: "replace"; definition: ChecklistDefinition }
  | { type: "title"; title: string }
  | { type: "addSection" }
  | { type: "removeSection"; section: number }
  | { type: "moveSection"; section: number; by: -1 | 1 }
  | { type: "sectionTitle"; section: number; title: string }
  | { type: "addQuestion"; section: number; questionType: QuestionType }
  | { type: "removeQuestion"; at: At }
  | { type: "moveQuestion"; at: At; by: -1 | 1 }
  | { type: "label"; at: At; label: string }
  | { type: "patch"; at: At; patch: QuestionPatch }
  | { type: "questionType"; at: At; questionType: QuestionType }
  | { type: "addChoice"; at: At }
  | { type: "choiceLabel"; at: At; choice: number; label: string }
  | { type: "removeChoice"; at: At; choice: number }
  | { type: "moveChoice"; at: At; choice: number; by: -1 | 1 }
  | { type: "redFlag"; at: At; value: string; on: boolean }
  | { type: "shownWhen"; at: At; shownWhen: { questionId: string; value: string } | null };

/** The editor's state for a definition: every id it has is kept as it is. */
export function initEditor(definition: ChecklistDefinition): EditorState {
  const locked = new Set<string>();
  for (const s of definition.sections) {
    locked.add(`s:${s.id}`);
    for (const q of s.questions) {
      locked.add(`q:${q.id}`);
      for (const c of "choices" in q ? q.choices : []) locked.add(`c:${q.id}:${c.id}`);
    }
  }
  return { definition, locked };
}

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

function relabel(state: EditorState, at: At, label: string): ChecklistDefinition {
  const d = state.definition;
  const q = d.sections[at.section]?.questions[at.question];
  if (!q) return d;
  if (state.locked.has(`q:${q.id}`)) return atQuestion(d, at, (x) => ({ ...x, label }));
  const id = uniqueId(
    label,
    "question",
    questionsOf(d)
      .filter((x) => x !== q)
      .map((x) => x.id),
  );
  return mapQuestions(d, (x) => {
    if (x === q) return { ...x, id, label };
    return x.shownWhen?.questionId === q.id ? { ...x, shownWhen: { ...x.shownWhen, questionId: id } } : x;
  });
}

/** A choice's new label, and for a choice added here its new id, carried into red flags and "shown when" rules. */
function relabelChoice(state: EditorState, at: At, index: number, label: string): ChecklistDefinition {
  const q = state.definition.sections[at.section]?.questions[at.question];
  const old = q && "choices" in q ? q.choices[index] : undefined;
  if (!q || !old || !("choices" in q)) return state.definition;
  const id = state.locked.has(`c:${q.id}:${old.id}`)
    ? old.id
    : uniqueId(
        label,
        "choice",
        q.choices.filter((c) => c !== old).map((c) => c.id),
      );
  const rename = (value: string) => (value === old.id ? id : value);
  const d = atQuestion(state.definition, at, () => ({
    ...q,
    choices: q.choices.map((c) => (c === old ? { id, label } : c)),
    ...(q.redFlag ? { redFlag: q.redFlag.map(rename) } : {}),
  }));
  return mapQuestions(d, (x) => (x.shownWhen?.questionId === q.id ? { ...x, shownWhen: { ...x.shownWhen, value: rename(x.shownWhen.value) } } : x));
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

function edit(state: EditorState, action: EditAction): ChecklistDefinition {
  const d = state.definition;
  const question = "at" in action ? d.sections[action.at.section]?.questions[action.at.question] : undefined;
  switch (action.type) {
    case "replace":
      return action.definition;
    case "title":
      return { ...d, title: action.title };
    case "addSection": {
      if (d.sections.length >= CHECKLIST_LIMITS.sections) return d;
      const sectionId = uniqueId(
        "",
        "section",
        d.sections.map((s) => s.id),
      );
      const questionId = uniqueId(
        "",
        "question",
        questionsOf(d).map((q) => q.id),
      );
      return { ...d, sections: [...d.sections, { id: sectionId, title: "", questions: [{ id: questionId, label: "", required: false, type: "yes_no" }] }] };
    }
    case "removeSection": {
      const gone = d.sections[action.section];
      if (!gone || d.sections.length === 1) return d;
      const rest = { ...d, sections: d.sections.filter((s) => s !== gone) };
      return gone.questions.reduce((x, q) => dropRulesOn(x, q.id), rest);
    }
    case "moveSection":
      return { ...d, sections: swap(d.sections, action.section, action.by) };
    case "sectionTitle": {
      const s = d.sections[action.section];
      if (!s) return d;
      const id = state.locked.has(`s:${s.id}`)
        ? s.id
        : uniqueId(
            action.title,
            "section",
            d.sections.filter((x) => x !== s).map((x) => x.id),
          );
      return { ...d, sections: d.sections.map((x) => (x === s ? { ...x, id, title: action.title } : x)) };
    }
    case "addQuestion": {
      const s = d.sections[action.section];
      if (!s || questionsOf(d).length >= CHECKLIST_LIMITS.questions) return d;
      const id = uniqueId(
        "",
        "question",
        questionsOf(d).map((q) => q.id),
      );
      const q = retype({ id, label: "", required: false, type: "short_text" }, action.questionType);
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
      return relabel(state, action.at, action.label);
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
            "",
            "choice",
            q.choices.map((c) => c.id),
          ),
          label: "",
        };
        return { ...q, choices: [...q.choices, choice] };
      });
    case "choiceLabel":
      return relabelChoice(state, action.at, action.choice, action.label);
    case "removeChoice": {
      if (!question || !("choices" in question)) return d;
      const gone = question.choices[action.choice];
      if (!gone) return d;
      const redFlag = question.redFlag?.filter((v) => v !== gone.id);
      const kept = withoutKey({ ...question, choices: question.choices.filter((c) => c !== gone) }, "redFlag");
      const next = atQuestion(d, action.at, () => (redFlag?.length ? { ...kept, redFlag } : kept));
      return dropRulesOn(next, question.id, (value) => value !== gone.id);
    }
    case "moveChoice":
      return atQuestion(d, action.at, (q) => ("choices" in q ? { ...q, choices: swap(q.choices, action.choice, action.by) } : q));
    case "redFlag":
      return atQuestion(d, action.at, (q) => {
        const values = valuesOf(q);
        if (!values?.includes(action.value)) return q;
        const flags = new Set((q as { redFlag?: string[] }).redFlag ?? []);
        if (action.on) flags.add(action.value);
        else flags.delete(action.value);
        const redFlag = values.filter((v) => flags.has(v));
        return redFlag.length ? ({ ...q, redFlag } as Question) : withoutKey(q, "redFlag");
      });
    case "shownWhen": {
      if (!question) return d;
      const rule = action.shownWhen;
      if (!rule) return atQuestion(d, action.at, (q) => withoutKey(q, "shownWhen"));
      const fits = shownWhenOptions(d, action.at).some((o) => o.question.id === rule.questionId && o.values.some((v) => v.id === rule.value));
      return fits ? atQuestion(d, action.at, (q) => ({ ...q, shownWhen: { ...rule } })) : d;
    }
  }
}

/** The reducer: the edited definition; the locked ids stay as they came, unless a whole definition replaces it. */
export function editChecklist(state: EditorState, action: EditAction): EditorState {
  if (action.type === "replace") return initEditor(action.definition);
  const definition = edit(state, action);
  return definition === state.definition ? state : { ...state, definition };
}
