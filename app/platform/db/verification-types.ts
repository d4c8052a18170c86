// The case verification types, defined once: the cases table's column, the checklists and their mapping,
// and the pages (in this order) all read this list. Plain values, so a page's bundle can import it.
export const VERIFICATION_TYPES = ["business_premises", "residence", "office", "property", "other"] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
