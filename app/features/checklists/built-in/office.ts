// Office: the employment check at the applicant's workplace.
import type { ChecklistDefinition } from "../definition";
import { count, photos, remarks, single, text, yesNo } from "./build";

export const officeChecklist: ChecklistDefinition = {
  id: "office",
  title: "Office verification",
  verificationType: "office",
  version: 1,
  sections: [
    {
      id: "visit",
      title: "Visit",
      questions: [
        yesNo("office_traced", "Office traced?", { redFlag: ["no"] }),
        single("person_met", "Person met", ["Applicant", "Colleague", "HR / manager", "Reception / security"]),
        text("person_met_name", "Name and designation of the person met", { required: false }),
        yesNo("applicant_works_here", "Does the applicant work here?", { redFlag: ["no"] }),
        text("designation", "Applicant's designation", { required: false, shownWhen: { questionId: "applicant_works_here", value: "yes" } }),
        count("years_in_service", "Years in service", {
          unit: "years",
          max: 60,
          required: false,
          shownWhen: { questionId: "applicant_works_here", value: "yes" },
        }),
      ],
    },
    {
      id: "office",
      title: "Office",
      questions: [
        yesNo("name_board", "Name board seen?", { redFlag: ["no"] }),
        photos("name_board_photo", "Name board photo", 1, 2, { shownWhen: { questionId: "name_board", value: "yes" } }),
        text("nature_of_business", "Nature of business"),
        single("organization_type", "Type of organization", ["Government", "Public limited", "Private limited", "Partnership / proprietorship", "Other"]),
        count("employees_seen", "Employees seen", { unit: "persons", max: 10000 }),
        single("premises_ownership", "Premises are", ["Owned", "Rented", "Shared / co-working"]),
        photos("office_photos", "Office photos", 1, 4),
        remarks(),
      ],
    },
  ],
};
