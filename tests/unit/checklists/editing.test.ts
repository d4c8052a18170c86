import { describe, expect, it } from "vitest";
import { residenceChecklist } from "../../../app/features/checklists/built-in/residence";
import { type ChecklistDefinition, checkDefinition, type Question, questionsOf } from "../../../app/features/checklists/definition";
import { type EditAction, editChecklist } from "../../../app/features/checklists/editing";
import { shownWhenOptions } from "../../../app/features/checklists/question-edits";
import { residence } from "../../fixtures/residence-checklist";

const run = (...actions: EditAction[]): ChecklistDefinition => actions.reduce(editChecklist, residence());
const q = (d: ChecklistDefinition, id: string) => questionsOf(d).find((x) => x.id === id) as Question & Record<string, unknown>;
const ids = (d: ChecklistDefinition) => d.sections.map((s) => s.questions.map((x) => x.id));
const PERSON = { section: 0, question: 0 };
const RELATION = { section: 0, question: 1 };
const NAMEPLATE = { section: 1, question: 0 };

describe("editChecklist: sections and questions", () => {
  it("adds the manager's yes/no question and photo question, ids from their labels, and the result checks", () => {
    const state = run(
      { type: "addQuestion", section: 1, label: "Gate locked?", questionType: "yes_no" },
      { type: "patch", at: { section: 1, question: 4 }, patch: { required: true } },
      { type: "redFlag", at: { section: 1, question: 4 }, value: "yes", on: true },
      { type: "addQuestion", section: 1, label: "Gate photo", questionType: "photo" },
      { type: "patch", at: { section: 1, question: 5 }, patch: { maxPhotos: 3 } },
    );
    expect(q(state, "gate_locked")).toEqual({ id: "gate_locked", label: "Gate locked?", required: true, type: "yes_no", redFlag: ["yes"] });
    expect(q(state, "gate_photo")).toMatchObject({ type: "photo", minPhotos: 1, maxPhotos: 3 });
    expect(checkDefinition(state).ok).toBe(true);
  });

  it("keeps a question's id when its label is reworded, and makes each new id unique", () => {
    const renamed = run({ type: "label", at: PERSON, label: "Who was met" });
    expect(q(renamed, "person_met").label).toBe("Who was met");
    expect(ids(run({ type: "addQuestion", section: 0, label: "Remarks", questionType: "short_text" }))[0][5]).toBe("remarks_2");
    const blank = run(
      { type: "addQuestion", section: 0, label: "", questionType: "date" },
      { type: "addQuestion", section: 0, label: "", questionType: "date" },
    );
    expect(ids(blank)[0].slice(5)).toEqual(["question", "question_2"]);
    const added = run(
      { type: "addQuestion", section: 0, label: "Pets", questionType: "yes_no" },
      { type: "label", at: { section: 0, question: 5 }, label: "Pets seen" },
    );
    expect(q(added, "pets")).toEqual({ id: "pets", label: "Pets seen", required: false, type: "yes_no" });
  });

  it("moves questions within and across sections, and does nothing past the ends", () => {
    expect(ids(run({ type: "moveQuestion", at: RELATION, by: -1 }))[0].slice(0, 2)).toEqual(["relation", "person_met"]);
    const across = run({ type: "moveQuestion", at: { section: 0, question: 4 }, by: 1 });
    expect(ids(across)[1][0]).toBe("amenities");
    expect(ids(run({ type: "moveQuestion", at: NAMEPLATE, by: -1 }))[0].at(-1)).toBe("nameplate_matches");
    expect(run({ type: "moveQuestion", at: PERSON, by: -1 })).toEqual(residence());
    expect(run({ type: "moveQuestion", at: { section: 1, question: 3 }, by: 1 })).toEqual(residence());
  });

  it("adds, titles, moves and removes sections; the last section stays", () => {
    const added = run({ type: "addSection", title: "Neighbour" }, { type: "sectionTitle", section: 2, title: "Neighbourhood" });
    expect(added.sections[2]).toMatchObject({ id: "neighbour", title: "Neighbourhood", questions: [{ id: "question", type: "yes_no" }] });
    expect(editChecklist(added, { type: "moveSection", section: 2, by: -1 }).sections.map((s) => s.id)).toEqual(["met", "neighbour", "checks"]);
    const one = run({ type: "removeSection", section: 1 });
    expect(one.sections.map((s) => s.id)).toEqual(["met"]);
    expect(editChecklist(one, { type: "removeSection", section: 0 })).toBe(one);
    expect(run({ type: "sectionTitle", section: 0, title: "Visit" }).sections[0]).toMatchObject({ id: "met", title: "Visit" });
  });

  it("removing a question takes the rules that pointed at it along", () => {
    const state = run({ type: "removeQuestion", at: PERSON });
    expect(q(state, "relation").shownWhen).toBeUndefined();
    expect(checkDefinition(state).ok).toBe(true);
  });

  it("stops at the limits", () => {
    let state = residenceChecklist;
    for (let i = 0; i < 40; i++) state = editChecklist(state, { type: "addSection", title: "More" });
    expect(state.sections).toHaveLength(30);
    for (let i = 0; i < 60; i++) state = editChecklist(state, { type: "addChoice", at: { section: 0, question: 1 }, label: "Other" });
    expect((state.sections[0].questions[1] as { choices: unknown[] }).choices).toHaveLength(50);
  });
});

describe("editChecklist: types, choices, red flags and rules", () => {
  it("changing type keeps what still fits: choices between single and multiple, yes/no as Yes and No", () => {
    const multiple = run({ type: "questionType", at: PERSON, questionType: "multiple_choice" });
    expect(q(multiple, "person_met")).toMatchObject({
      type: "multiple_choice",
      redFlag: ["none"],
      choices: (residence().sections[0].questions[0] as { choices: unknown }).choices,
    });
    expect(q(multiple, "relation").shownWhen).toEqual({ questionId: "person_met", value: "relative" });

    const choice = run({ type: "questionType", at: NAMEPLATE, questionType: "single_choice" });
    expect(q(choice, "nameplate_matches")).toMatchObject({
      choices: [
        { id: "yes", label: "Yes" },
        { id: "no", label: "No" },
      ],
      redFlag: ["no"],
      required: true,
    });
    expect(q(editChecklist(choice, { type: "questionType", at: NAMEPLATE, questionType: "yes_no" }), "nameplate_matches").redFlag).toEqual(["no"]);
  });

  it("changing to a type without the values drops them, and the rules that needed them", () => {
    const text = run({ type: "questionType", at: PERSON, questionType: "short_text" });
    expect(q(text, "person_met")).toEqual({ id: "person_met", label: "Person met", required: true, type: "short_text" });
    expect(q(text, "relation").shownWhen).toBeUndefined();
    const photo = run({ type: "questionType", at: { section: 0, question: 2 }, questionType: "photo" });
    expect(q(photo, "family")).toEqual({ id: "family", label: "Family members", required: false, type: "photo", minPhotos: 1, maxPhotos: 1 });
  });

  it("patches only the fields of the question's type, clears blanks and clamps photo counts", () => {
    const family = { section: 0, question: 2 };
    const state = run({ type: "patch", at: family, patch: { unit: "", min: undefined, max: 12, help: "Everyone living here" } });
    expect(q(state, "family")).toEqual({ id: "family", label: "Family members", required: false, type: "number", max: 12, help: "Everyone living here" });
    expect(q(run({ type: "patch", at: PERSON, patch: { unit: "kg", minPhotos: 3 } }), "person_met")).toEqual(residence().sections[0].questions[0]);
    const photo = { section: 1, question: 1 };
    expect(q(run({ type: "patch", at: photo, patch: { minPhotos: 0, maxPhotos: 99 } }), "nameplate_photo")).toMatchObject({ minPhotos: 1, maxPhotos: 20 });
  });

  it("adds a choice with an id from its label, unique in the question, kept when the label is reworded", () => {
    let state = run({ type: "addChoice", at: PERSON, label: "Tenant" }, { type: "addChoice", at: PERSON, label: "Tenant" });
    expect((q(state, "person_met") as { choices: { id: string }[] }).choices.slice(3)).toEqual([
      { id: "tenant", label: "Tenant" },
      { id: "tenant_2", label: "Tenant" },
    ]);
    state = editChecklist(state, { type: "choiceLabel", at: PERSON, choice: 0, label: "The applicant" });
    expect((q(state, "person_met") as { choices: unknown[] }).choices[0]).toEqual({ id: "applicant", label: "The applicant" });
  });

  it("removing a choice removes its red flag and the rules on it", () => {
    const noFlag = run({ type: "removeChoice", at: PERSON, choice: 2 });
    expect(q(noFlag, "person_met").redFlag).toBeUndefined();
    const noRule = run({ type: "removeChoice", at: PERSON, choice: 1 });
    expect(q(noRule, "relation").shownWhen).toBeUndefined();
    expect(q(noRule, "person_met").redFlag).toEqual(["none"]);
  });

  it("moves choices", () => {
    const moved = run({ type: "moveChoice", at: PERSON, choice: 2, by: -1 });
    expect((q(moved, "person_met") as { choices: { id: string }[] }).choices.map((c) => c.id)).toEqual(["applicant", "none", "relative"]);
  });

  it("toggles red flags in the values' order, refusing values the question does not have", () => {
    let state = run({ type: "redFlag", at: NAMEPLATE, value: "yes", on: true });
    expect(q(state, "nameplate_matches").redFlag).toEqual(["yes", "no"]);
    state = editChecklist(state, { type: "redFlag", at: NAMEPLATE, value: "no", on: false });
    state = editChecklist(state, { type: "redFlag", at: NAMEPLATE, value: "yes", on: false });
    expect(q(state, "nameplate_matches").redFlag).toBeUndefined();
    expect(run({ type: "redFlag", at: NAMEPLATE, value: "maybe", on: true })).toEqual(residence());
  });

  it("sets 'shown when' only to an earlier choice or yes/no question's value, and clears it", () => {
    const at = { section: 1, question: 2 };
    expect(shownWhenOptions(residence(), at).map((o) => o.question.id)).toEqual(["person_met", "amenities", "nameplate_matches"]);
    const set = run({ type: "shownWhen", at, shownWhen: { questionId: "nameplate_matches", value: "no" } });
    expect(q(set, "remarks").shownWhen).toEqual({ questionId: "nameplate_matches", value: "no" });
    expect(q(editChecklist(set, { type: "shownWhen", at, shownWhen: null }), "remarks").shownWhen).toBeUndefined();
    expect(run({ type: "shownWhen", at: PERSON, shownWhen: { questionId: "nameplate_matches", value: "no" } })).toEqual(residence());
    expect(run({ type: "shownWhen", at, shownWhen: { questionId: "family", value: "4" } })).toEqual(residence());
  });

  it("replace takes a whole definition (from the JSON field)", () => {
    expect(run({ type: "replace", definition: residenceChecklist })).toBe(residenceChecklist);
  });
});
