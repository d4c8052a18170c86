import { describe, expect, it } from "vitest";
import { checkDefinition, definitionHash, type ChecklistDefinition } from "../../../app/features/checklists/definition";
import { residence } from "../../fixtures/residence-checklist";

const problemsOf = (input: unknown) => {
  const checked = checkDefinition(input);
  return checked.ok ? [] : checked.problems;
};
const withQuestions = (edit: (d: ChecklistDefinition) => void) => {
  const d = residence();
  edit(d);
  return problemsOf(d);
};

describe("checkDefinition", () => {
  it("accepts a checklist with every type and fills the defaults", () => {
    const checked = checkDefinition(residence());
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.definition.sections[0].questions[0].required).toBe(true);
    const d = residence() as unknown as { sections: { questions: Record<string, unknown>[] }[] };
    delete d.sections[0].questions[2].required;
    const again = checkDefinition(d);
    expect(again.ok && again.definition.sections[0].questions[2].required).toBe(false);
  });

  it("refuses a wrong shape with sentences that say where", () => {
    expect(problemsOf({ ...residence(), verificationType: "shop" })).toEqual([
      "The checklist: the verification type is one of business_premises, residence, office, property, other",
    ]);
    expect(problemsOf({ ...residence(), sections: [] })).toEqual(["The checklist: a checklist needs at least one section"]);
    expect(problemsOf({ ...residence(), version: 0 })).toEqual(["The checklist: the version starts at 1"]);
    expect(withQuestions((d) => (d.sections[1].questions[0].label = " "))).toEqual(["Section 2, question 1: a label is required"]);
    expect(withQuestions((d) => delete (d.sections[1].questions[0] as { label?: string }).label)).toEqual(["Section 2, question 1: label is missing"]);
    expect(withQuestions((d) => ((d.sections[1].questions[0] as { required: unknown }).required = "yes"))).toEqual([
      'Section 2, question 1 ("Nameplate matches the applicant?"): required: Invalid type: Expected boolean but received "yes"',
    ]);
    expect(withQuestions((d) => ((d.sections[0].questions[1] as { type: string }).type = "rating"))).toEqual([
      'Section 1, question 2 ("Relation to the applicant"): a question\'s type is one of single_choice, multiple_choice, yes_no, short_text, long_text, number, date, photo, signature',
    ]);
    expect(withQuestions((d) => (d.sections[0].questions[0].id = "person met"))).toEqual([
      'Section 1, question 1 ("Person met"): an id is letters, digits and _ (starting with a letter), at most 64',
    ]);
  });

  it("refuses repeated ids, empty choices, min over max, and bad red flags, naming the question", () => {
    expect(withQuestions((d) => (d.sections[1].questions[0].id = "family"))).toEqual([
      '"Nameplate matches the applicant?": the id "family" is used by an earlier question',
    ]);
    expect(withQuestions((d) => (d.sections[1].id = "met"))).toEqual(['Section "Checks": the id "met" is used by another section']);
    expect(withQuestions((d) => (d.sections[0].questions[4] = { ...d.sections[0].questions[4], choices: [] } as never))).toEqual([
      '"Amenities seen" needs at least one choice',
    ]);
    expect(withQuestions((d) => Object.assign(d.sections[0].questions[2], { min: 10, max: 5 }))).toEqual([
      '"Family members": the minimum 10 is more than the maximum 5',
    ]);
    expect(withQuestions((d) => Object.assign(d.sections[1].questions[1], { minPhotos: 3, maxPhotos: 2 }))).toEqual([
      '"Nameplate photo": at least 3 photos is more than at most 2',
    ]);
    expect(withQuestions((d) => Object.assign(d.sections[0].questions[0], { redFlag: ["nobody"] }))).toEqual([
      '"Person met": the red flag "nobody" is not one of its choices',
    ]);
    expect(
      withQuestions((d) =>
        Object.assign(d.sections[0].questions[4], {
          choices: [
            { id: "car", label: "Car" },
            { id: "car", label: "Cars" },
          ],
        }),
      ),
    ).toEqual(['"Amenities seen": the choice id "car" is used twice']);
  });

  it("refuses a shown-when rule that does not point at an earlier choice or yes/no question's value", () => {
    const shownWhen = (questionId: string, value: string) => withQuestions((d) => (d.sections[0].questions[1].shownWhen = { questionId, value }));
    expect(shownWhen("nameplate_matches", "no")).toEqual([
      '"Relation to the applicant" is shown when "nameplate_matches" is answered, but no earlier question has that id',
    ]);
    expect(shownWhen("relation", "x")).toEqual(['"Relation to the applicant" is shown when "relation" is answered, but no earlier question has that id']);
    expect(shownWhen("person_met", "friend")).toEqual(['"Relation to the applicant" is shown when "Person met" is "friend", which is not one of its choices']);
    expect(withQuestions((d) => (d.sections[1].questions[2].shownWhen = { questionId: "family", value: "x" }))).toEqual([
      '"Remarks" is shown by "Family members", which is not a choice or yes/no question',
    ]);
    expect(withQuestions((d) => (d.sections[1].questions[2].shownWhen = { questionId: "nameplate_matches", value: "no" }))).toEqual([]);
  });
});

describe("definitionHash", () => {
  it("is the same for the same definition in another key order or with its defaults left out", async () => {
    const d = residence();
    const reversed = (x: unknown): unknown =>
      Array.isArray(x)
        ? x.map(reversed)
        : x && typeof x === "object"
          ? Object.fromEntries(
              Object.entries(x)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : x;
    const reordered = reversed(d) as ChecklistDefinition;
    expect(Object.keys(reordered)[0]).toBe("sections");
    const hash = await definitionHash(d);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await definitionHash(reordered)).toBe(hash);
    const noDefault = residence();
    delete (noDefault.sections[1].questions[1] as { minPhotos?: number }).minPhotos;
    expect(await definitionHash(noDefault)).toBe(hash);
  });

  it("changes with a label", async () => {
    const d = residence();
    d.sections[1].questions[0].label = "Nameplate matches?";
    expect(await definitionHash(d)).not.toBe(await definitionHash(residence()));
  });
});
