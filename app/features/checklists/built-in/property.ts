// Property: the visit to a property offered as security, recording who occupies it, how far it is built
// and its four boundaries as the title documents state them.
import type { ChecklistDefinition } from "../definition";
import { count, photos, remarks, single, text, yesNo } from "./build";

export const propertyChecklist: ChecklistDefinition = {
  id: "property",
  title: "Property visit",
  verificationType: "property",
  version: 1,
  sections: [
    {
      id: "property",
      title: "Property",
      questions: [
        yesNo("property_traced", "Property traced?", { redFlag: ["no"] }),
        single("property_type", "Type of property", ["Flat / apartment", "Independent house", "Commercial", "Industrial", "Plot"]),
        single("occupancy", "Occupancy", ["Self-occupied", "Rented", "Vacant"]),
        text("tenant_name", "Tenant's name", { required: false, shownWhen: { questionId: "occupancy", value: "rented" } }),
        single("construction_stage", "Construction stage", ["Complete", "Under construction", "Not started"]),
        count("construction_percent", "Construction completed", {
          unit: "%",
          max: 100,
          shownWhen: { questionId: "construction_stage", value: "under_construction" },
        }),
        count("built_up_area", "Built-up area", { unit: "sq ft", min: 1, max: 1000000, required: false }),
      ],
    },
    {
      id: "boundaries",
      title: "Boundaries",
      questions: [
        text("boundary_east", "East"),
        text("boundary_west", "West"),
        text("boundary_north", "North"),
        text("boundary_south", "South"),
        yesNo("boundaries_match", "Boundaries match the documents?", { redFlag: ["no"] }),
      ],
    },
    {
      id: "photos",
      title: "Photos and remarks",
      questions: [photos("property_photos", "Property photos", 2, 8, { help: "The front, and each side you can reach." }), remarks()],
    },
  ],
};
