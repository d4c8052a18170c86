// Browser storage for the capture page. "cameraPageDraft" is the spec's explicit draft (Save Draft);
// "siteproofWorkingInspection" remembers the inspection being captured, so a reload or a closed tab
// finds its photos again in IndexedDB.
import type { Assessment } from "../inspections/assessment";

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
  selectedCompany: DraftCompany | null;
  photos: { id: string; fileName: string; timestamp: string }[];
  assessment: Partial<Assessment>;
  notes: string;
  location: { latitude: number; longitude: number; accuracy: number | null; address: string | null } | null;
  timestamp: string;
}

export interface WorkingInspection {
  inspectionId: string;
  company: DraftCompany | null;
  visitId: string | null;
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const readDraft = () => read<CameraDraft>(DRAFT_KEY);
export const writeDraft = (draft: CameraDraft) => localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
export const clearDraft = () => localStorage.removeItem(DRAFT_KEY);

export const readWorking = () => read<WorkingInspection>(WORKING_KEY);
export const writeWorking = (w: WorkingInspection) => localStorage.setItem(WORKING_KEY, JSON.stringify(w));
export const clearWorking = () => localStorage.removeItem(WORKING_KEY);
