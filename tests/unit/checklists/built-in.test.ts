import { describe, expect, it } from "vitest";
import { ASSESSMENT_FIELDS, defaultAssessment } from "../../../app/platform/assessment";
import { redFlags, validateAnswers } from "../../../app/features/checklists/answers";
import { BUILT_IN_CHECKLISTS } from "../../../app/features/checklists/built-in";
import { checkDefinition, questionsOf } from "../../../app/features/checklists/definition";

const byType = (type: string) => BUILT_IN_CHECKLISTS.find((c) => c.verificationType === type)!;

describe("built-in checklists", () => {
  it.each(BUILT_IN_CHECKLISTS.map((c) => [c.title, c] as const))("%s passes the definition checks unchanged", (_, checklist) => {
    const checked = checkDefinition(checklist);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    expect(checked.ok && checked.definition).toEqual(JSON.parse(JSON.stringify(checklist)));
  });

  it("covers residence, business premises, office and property, with distinct ids", () => {
    expect(BUILT_IN_CHECKLISTS.map((c) => c.verificationType)).toEqual(["residence", "business_premises", "office", "property"]);
    expect(new Set(BUILT_IN_CHECKLISTS.map((c) => c.id)).size).toBe(4);
  });

  it("asks the business premises the specification's seven questions with their exact options and stored values", () => {
    const questions = questionsOf(byType("business_premises"));
    for (const f of ASSESSMENT_FIELDS) {
      const q = questions.find((x) => x.id === f.key)!;
      expect(q.label).toBe(f.label);
      expect(q.type === "single_choice" && q.choices.map((c) => c.label)).toEqual([...f.options]);
    }
    const answers = Object.fromEntries(Object.entries(defaultAssessment()));
    const result = validateAnswers(byType("business_premises"), {
      ...answers,
      name_board: "no",
      nature_of_business: "Textiles",
      employees_seen: 4,
      premises_photos: ["p1"],
    });
    expect(result.ok && redFlags(byType("business_premises"), result.answers).map((f) => f.question.id)).toEqual(["name_board"]);
  });

  it("flags a residence whose neighbour does not confirm and whose area is negative", () => {
    const residence = byType("residence");
    const result = validateAnswers(residence, {
      address_traced: "yes",
      person_met: "family_member",
      person_met_name: "Sunita",
      relation: "spouse",
      applicant_stays_here: "yes",
      ownership: "rented",
      monthly_rent: "12000",
      years_at_address: 3,
      residence_type: "flat_apartment",
      family_members: 4,
      earning_members: 2,
      locality: "middle_class",
      neighbour_check: "does_not_confirm",
      negative_area: "yes",
      nameplate_photo: ["p1"],
      residence_photos: ["p2", "p3"],
    });
    if (!result.ok) throw new Error(result.problems.map((p) => p.message).join("; "));
    expect(redFlags(residence, result.answers).map((f) => f.question.label)).toEqual(["Neighbour's confirmation", "Negative area?"]);
  });

  it("asks a property's four boundaries", () => {
    expect(
      questionsOf(byType("property"))
        .filter((q) => q.id.startsWith("boundary_"))
        .map((q) => q.label),
    ).toEqual(["East", "West", "North", "South"]);
  });
});
