// Business premises: the specification's seven assessment questions, word for word and with the same stored
// values (so old and new inspections read alike), then the name board, the business and its people.
import { ASSESSMENT_FIELDS, toStoredValue } from "../../../platform/assessment";
import type { ChecklistDefinition, Question } from "../definition";
import { count, photos, remarks, text, yesNo } from "./build";

/** The answers the specification colours bad (spec 2: findings), flagged here. */
const RED_FLAGS: Partial<Record<(typeof ASSESSMENT_FIELDS)[number]["key"], string[]>> = {
  insuranceAdequacy: ["Inadequate"],
  signboards: ["Wrong"],
  marketEnquiry: ["Not satisfactory"],
  overallPosition: ["Not Satisfactory"],
};

const assessment: Question[] = ASSESSMENT_FIELDS.map((f) => ({
  id: f.key,
  label: f.label,
  required: true,
  type: "single_choice",
  choices: f.options.map((o) => ({ id: toStoredValue(o), label: o })),
  redFlag: RED_FLAGS[f.key]?.map(toStoredValue),
}));

export const businessPremisesChecklist: ChecklistDefinition = {
  id: "business_premises",
  title: "Business premises verification",
  verificationType: "business_premises",
  version: 1,
  sections: [
    { id: "assessment", title: "Assessment", questions: assessment },
    {
      id: "premises",
      title: "Premises",
      questions: [
        yesNo("name_board", "Name board seen?", { redFlag: ["no"] }),
        photos("name_board_photo", "Name board photo", 1, 2, { shownWhen: { questionId: "name_board", value: "yes" } }),
        text("nature_of_business", "Nature of business"),
        count("employees_seen", "Employees seen", { unit: "persons", max: 10000 }),
        photos("premises_photos", "Premises photos", 1, 6, { help: "Outside, inside and the stock." }),
        remarks(),
      ],
    },
  ],
};
