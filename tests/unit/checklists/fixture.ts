// A small checklist that has one question of every type, a red flag of each kind and a "shown when" rule.
import type { ChecklistDefinition } from "../../../app/features/checklists/definition";

export const residence = (): ChecklistDefinition => ({
  id: "residence_test",
  title: "Residence",
  verificationType: "residence",
  version: 2,
  sections: [
    {
      id: "met",
      title: "Person met",
      questions: [
        {
          id: "person_met",
          label: "Person met",
          required: true,
          type: "single_choice",
          choices: [
            { id: "applicant", label: "Applicant" },
            { id: "relative", label: "Relative" },
            { id: "none", label: "No one" },
          ],
          redFlag: ["none"],
        },
        { id: "relation", label: "Relation to the applicant", required: true, type: "short_text", shownWhen: { questionId: "person_met", value: "relative" } },
        { id: "family", label: "Family members", required: false, type: "number", unit: "persons", min: 1, max: 30 },
        { id: "since", label: "Living here since", required: false, type: "date" },
        {
          id: "amenities",
          label: "Amenities seen",
          required: false,
          type: "multiple_choice",
          choices: [
            { id: "car", label: "Car" },
            { id: "ac", label: "Air conditioner" },
            { id: "tv", label: "TV" },
          ],
        },
      ],
    },
    {
      id: "checks",
      title: "Checks",
      questions: [
        { id: "nameplate_matches", label: "Nameplate matches the applicant?", required: true, type: "yes_no", redFlag: ["no"] },
        { id: "nameplate_photo", label: "Nameplate photo", required: true, type: "photo", minPhotos: 1, maxPhotos: 2 },
        { id: "remarks", label: "Remarks", required: false, type: "long_text" },
        { id: "signature", label: "Signature of the person met", required: true, type: "signature" },
      ],
    },
  ],
});

export const SIGNATURE_SHA256 = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

export const goodAnswers = () => ({
  person_met: "applicant",
  family: 4,
  since: "2019-04-01",
  amenities: ["tv", "car"],
  nameplate_matches: "yes",
  nameplate_photo: ["p-1"],
  remarks: "  Quiet lane  ",
  /** The SHA-256 of the signature's PNG, as the save stores it. */
  signature: SIGNATURE_SHA256,
});
