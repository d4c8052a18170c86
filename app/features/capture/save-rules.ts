// Spec 1 §5: the checks before a capture or a save, in the spec's order, with its messages.
import { ASSESSMENT_FIELDS, type Assessment } from "../../platform/assessment";
import { MET_MESSAGES } from "../../platform/inspection-payload";

export const CAPTURE_MESSAGES = {
  selectCompanyFirst: "Please select a company first",
  nextNeeds: "Please select a company and capture at least one photo",
  noPhotosToDownload: "No photos to download",
  companyNotFound: "Selected company not found",
} as const;

export const SAVE_MESSAGES = {
  company: "Please select a company for this inspection.",
  photo: "Please capture at least one photo before saving.",
  fields: "Please fill in all required inspection fields.",
  user: "User not authenticated.",
  companies: "No companies available. Please add companies in the Database section first.",
} as const;

export interface SaveState {
  companyId: string | null;
  photoCount: number;
  assessment: Partial<Assessment>;
  signedIn: boolean;
  companiesAvailable: number;
}

/** The first failing check in the spec's order, or null when the inspection may be saved. */
export function firstSaveProblem(s: SaveState): string | null {
  if (!s.companyId) return SAVE_MESSAGES.company;
  if (s.photoCount < 1) return SAVE_MESSAGES.photo;
  if (ASSESSMENT_FIELDS.some((f) => !s.assessment[f.key])) return SAVE_MESSAGES.fields;
  if (!s.signedIn) return SAVE_MESSAGES.user;
  if (s.companiesAvailable < 1) return SAVE_MESSAGES.companies;
  return null;
}

export function canGoNext(companyId: string | null, photoCount: number): string | null {
  return companyId && photoCount > 0 ? null : CAPTURE_MESSAGES.nextNeeds;
}

/** A capture for a case records who was met at the site: both name and role. */
export function metPersonProblem(m: { metName: string; metRole: string }): string | null {
  if (!m.metName.trim()) return MET_MESSAGES.name;
  if (!m.metRole.trim()) return MET_MESSAGES.role;
  return null;
}
