// Save Draft / Load Draft: the spec's one draft on this device (the form's answers, the photos' names, the place),
// with a case's checklist version and answers, so a draft reopened offline answers the version it was started on.
import { useState } from "react";
import type { Assessment } from "../../platform/assessment";
import { photosOf, type StoredPhoto } from "../offline/photo-store";
import { notify } from "../../ui/toast";
import { type CameraDraft, clearDraft, writeDraft } from "./drafts";
import type { PickedCompany } from "./types";
import type { ChecklistCaptureState } from "./useChecklistCapture";
import type { Place } from "./useGeolocation";

interface Options {
  inspectionId: string | null;
  userId: string;
  caseId: string | null;
  company: PickedCompany | null;
  photos: StoredPhoto[];
  assessment: Partial<Assessment>;
  notes: string;
  place: Place | null;
  checklist: ChecklistCaptureState;
  /** Puts a loaded draft's own values back on the page. */
  onLoad: (d: { company: PickedCompany | null; assessment: Partial<Assessment>; notes: string; inspectionId: string; photos: StoredPhoto[] }) => void;
}

export function useCaptureDraft(o: Options) {
  const [draft, setDraft] = useState<CameraDraft | null>(null);

  const save = () => {
    const { place, checklist, caseId } = o;
    const d: CameraDraft = {
      inspectionId: o.inspectionId!,
      ownerId: o.userId,
      selectedCompany: o.company,
      photos: o.photos.map(({ id, fileName, timestamp }) => ({ id, fileName, timestamp })),
      assessment: o.assessment,
      notes: o.notes,
      location: place ? { latitude: place.latitude, longitude: place.longitude, accuracy: place.accuracy, address: place.address } : null,
      timestamp: new Date().toISOString(),
      checklist: checklist.work && caseId ? { ...checklist.work, caseId } : null,
    };
    writeDraft(d);
    setDraft(d);
    notify("Draft saved", "success");
  };

  const load = async () => {
    if (!draft) return;
    const photos = await photosOf(draft.inspectionId, o.userId);
    o.onLoad({ company: draft.selectedCompany, assessment: draft.assessment, notes: draft.notes, inspectionId: draft.inspectionId, photos });
    // The version the draft was answered with, even if the case's checklist has a newer one since.
    if (draft.checklist && draft.checklist.caseId === o.caseId) o.checklist.restore(draft.checklist);
    notify("Draft loaded", "success");
  };

  const clear = () => {
    clearDraft();
    setDraft(null);
  };

  return { draft, setDraft, save, load, clear };
}
