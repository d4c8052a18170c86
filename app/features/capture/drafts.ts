// Browser storage for the capture page. "cameraPageDraft" is the spec's explicit draft (Save Draft);
// "siteproofWorkingInspection" remembers the inspection being captured, so a reload or a closed tab
// finds its photos again in IndexedDB. Both belong to the user who made them: another account signed in
// on this browser does not see them (the working inspection is kept per user; a draft of another user reads as none).
import type { Assessment } from "../../platform/assessment";
import type { ChecklistWork } from "./checklist-capture";

export const DRAFT_KEY = "cameraPageDraft";
const WORKING_KEY = "siteproofWorkingInspection";

export interface DraftCompany {
  id: string;
  name: string;
  cin: string | null;
  gstin: string | null;
  address: string;
}

export interface CameraDraft {
  inspectionId: string;
  /** The user who saved it. */
  ownerId?: string;
  selectedCompany: DraftCompany | null;
  photos: { id: string; fileName: string; timestamp: string }[];
  assessment: Partial<Assessment>;
  notes: string;
  location: { latitude: number; longitude: number; accuracy: number | null; address: string | null } | null;
  timestamp: string;
  /** A case's checklist as answered so far: its definition and version travel with the answers. */
  checklist?: CaseChecklistDraft | null;
}

/** The checklist kept on the device with its case, so a reload or a later visit continues on the same version. */
export type CaseChecklistDraft = ChecklistWork & { caseId: string };

export interface WorkingInspection {
  inspectionId: string;
  company: DraftCompany | null;
  visitId: string | null;
  /** The organization's case it is captured for (resumed only when the capture is opened for that case). */
  caseId?: string | null;
  checklist?: CaseChecklistDraft | null;
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function readDraft(userId: string): CameraDraft | null {
  const draft = read<CameraDraft>(DRAFT_KEY);
  return draft && draft.ownerId === userId ? draft : null;
}
export const writeDraft = (draft: CameraDraft) => localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
export const clearDraft = () => localStorage.removeItem(DRAFT_KEY);

const workingKey = (userId: string) => `${WORKING_KEY}:${userId}`;
export const readWorking = (userId: string) => read<WorkingInspection>(workingKey(userId));
export const writeWorking = (userId: string, w: WorkingInspection) => localStorage.setItem(workingKey(userId), JSON.stringify(w));
export const clearWorking = (userId: string) => localStorage.removeItem(workingKey(userId));
