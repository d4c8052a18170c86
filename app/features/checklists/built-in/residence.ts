// Residence: the contact-point verification most Indian lenders ask at the applicant's home.
import type { ChecklistDefinition } from "../definition";
import { count, photos, remarks, signature, single, text, yesNo } from "./build";

export const residenceChecklist: ChecklistDefinition = {
  id: "residence",
  title: "Residence verification",
  verificationType: "residence",
  version: 1,
  sections: [
    {
      id: "visit",
      title: "Visit",
      questions: [
        yesNo("address_traced", "Address traced?", { redFlag: ["no"] }),
        single("person_met", "Person met", ["Applicant", "Family member", "Neighbour", "No one"]),
        text("person_met_name", "Name of the person met", { shownWhen: { questionId: "person_met", value: "family_member" } }),
        single("relation", "Relation to the applicant", ["Spouse", "Father", "Mother", "Son", "Daughter", "Brother", "Sister", "Other relative"], {
          shownWhen: { questionId: "person_met", value: "family_member" },
        }),
        yesNo("applicant_stays_here", "Does the applicant live at this address?", { redFlag: ["no"] }),
      ],
    },
    {
      id: "residence",
      title: "Residence",
      questions: [
        single("ownership", "Residence is", ["Owned", "Rented", "Owned by parents / relative", "Company provided", "Paying guest / hostel"]),
        count("monthly_rent", "Monthly rent", { unit: "₹", required: false, shownWhen: { questionId: "ownership", value: "rented" } }),
        count("years_at_address", "Years at this address", { unit: "years", max: 99 }),
        single("residence_type", "Type of residence", ["Independent house", "Flat / apartment", "Row house", "Chawl", "Hutment"]),
        count("family_members", "Family members", { min: 1, max: 50 }),
        count("earning_members", "Earning members", { max: 50 }),
        single("locality", "Locality type", ["Upmarket", "Middle class", "Lower middle class", "Slum"]),
      ],
    },
    {
      id: "neighbourhood",
      title: "Neighbourhood",
      questions: [
        single("neighbour_check", "Neighbour's confirmation", ["Confirms", "Does not confirm", "No neighbour available"], { redFlag: ["Does not confirm"] }),
        text("neighbour_name", "Neighbour's name and house number", { required: false }),
        yesNo("negative_area", "Negative area?", { redFlag: ["yes"], help: "An area on the lender's negative list, or one known for defaults." }),
      ],
    },
    {
      id: "photos",
      title: "Photos and remarks",
      questions: [
        photos("nameplate_photo", "Nameplate photo", 1, 2),
        photos("residence_photos", "Residence photos", 1, 4, { help: "The building from outside and the door." }),
        remarks(),
        signature("Signature of the person met", "The person met confirms what they told you."),
      ],
    },
  ],
};
