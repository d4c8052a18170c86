// Spec 1 §5: the seven assessment fields, their options and defaults; values are stored
// lowercase with spaces replaced by underscores.

export const ASSESSMENT_FIELDS = [
  { key: "insuranceAdequacy", label: "Insurance Adequacy", options: ["Adequate", "Inadequate", "Needs Review", "Not Applicable"], default: "Adequate" },
  { key: "activityLevel", label: "Activity Level", options: ["Very High", "High", "Moderate", "Low", "Minimal", "Inactive"], default: "Moderate" },
  { key: "signboards", label: "Signboards", options: ["As per KYC docs", "Wrong"], default: "As per KYC docs" },
  { key: "propertyValuation", label: "Property Valuation", options: ["Adequate", "Low", "Not Applicable"], default: "Adequate" },
  { key: "inventoryLevel", label: "Inventory Level", options: ["Sufficient", "Insufficient", "Not applicable"], default: "Sufficient" },
  { key: "marketEnquiry", label: "Market Enquiry", options: ["Satisfactory", "Not satisfactory"], default: "Satisfactory" },
  { key: "overallPosition", label: "Overall Position", options: ["Satisfactory", "Not Satisfactory"], default: "Satisfactory" },
] as const;

export type AssessmentKey = (typeof ASSESSMENT_FIELDS)[number]["key"];
export type Assessment = Record<AssessmentKey, string>;

/** "Needs Review" -> "needs_review" (spec 1 §3). */
export const toStoredValue = (label: string) => label.toLowerCase().replace(/ /g, "_");

/** "very_high" -> "Very High": stored value back to words, capitalised (spec 2 §3). */
export const toLabel = (stored: string) =>
  stored
    .split("_")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");

export const defaultAssessment = (): Assessment => Object.fromEntries(ASSESSMENT_FIELDS.map((f) => [f.key, toStoredValue(f.default)])) as Assessment;

export const allowedStoredValues = (key: AssessmentKey): string[] => ASSESSMENT_FIELDS.find((f) => f.key === key)!.options.map(toStoredValue);

/** The option's own words for a stored value ("as_per_kyc_docs" -> "As per KYC docs"). */
export function optionLabel(key: AssessmentKey, stored: string): string {
  const field = ASSESSMENT_FIELDS.find((f) => f.key === key);
  return field?.options.find((o) => toStoredValue(o) === stored) ?? toLabel(stored);
}

/** What a checklist capture stores in the seven columns: "" is "not asked" (the answers are the checklist's). */
export const notAsked = (): Assessment => Object.fromEntries(ASSESSMENT_FIELDS.map((f) => [f.key, ""])) as Assessment;
