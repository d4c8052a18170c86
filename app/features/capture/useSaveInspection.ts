// The save flow: check, confirm, then send through the queue sender's one loop (photos, then the
// inspection); with no network (or the network lost on the way) the inspection waits in IndexedDB.
import { useNavigate } from "@remix-run/react";
import { useRef, useState } from "react";
import { withDetail } from "./camera-rules";
import { deletePhotos, queueInspection, type StoredPhoto, updateQueue } from "../offline/photo-store";
import type { Answer } from "../offline/answer";
import { sendPhotosThenInspection } from "../offline/sender";
import { kickSender, requestBackgroundSend } from "../offline/sync";
import type { Assessment } from "../../platform/assessment";
import type { ChecklistCapture, InspectionPayload } from "../../platform/inspection-payload";
import { firstSaveProblem, metPersonProblem } from "./save-rules";
import { notify } from "../../ui/toast";
import type { PickedCompany } from "./types";
import type { Place } from "./useGeolocation";

const NAVIGATE_AFTER_MS = 2000;
const SAVING = "Saving the inspection...";
const SAVED_MESSAGE = "Inspection saved successfully";
const QUEUED_MESSAGE = "No network: the inspection is kept on this device and will be sent when you are back online.";

interface Options {
  inspectionId: string | null;
  company: PickedCompany | null;
  visitId: string | null;
  /** The case captured for, with the person met at the site. */
  forCase: { id: string; orgCode: string; metName: string; metRole: string } | null;
  photos: StoredPhoto[];
  assessment: Partial<Assessment>;
  /** A case's checklist: Save's check in words, and the answers the body carries (null: the seven questions). */
  checklist: { refusal: () => string | null; body: () => ChecklistCapture | null };
  notes: string;
  place: Place | null;
  userId: string;
  companiesAvailable: number;
  /** The capture page's own photo upload (XHR, with progress bars). */
  upload: (photo: StoredPhoto) => Promise<Answer>;
  /** The server answered 401: nothing leaves the page; it says so and sends once its owner signs in again. */
  onSessionEnded: () => void;
  /** The inspection left this page (sent, or queued): start a new one. */
  onSaved: () => void;
}

export function useSaveInspection(o: Options) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveProgress, setSaveProgress] = useState<string | null>(null);
  const saveLock = useRef(false);

  const startSave = () => {
    if (saving || confirming) return;
    const problem = firstSaveProblem({
      companyId: o.company?.id ?? null,
      photoCount: o.photos.length,
      assessment: o.assessment,
      signedIn: true,
      companiesAvailable: Math.max(o.companiesAvailable, o.company ? 1 : 0),
    });
    const metProblem = o.forCase ? metPersonProblem(o.forCase) : null;
    if (problem || metProblem) return notify((problem ?? metProblem)!);
    const missing = o.checklist.refusal();
    if (missing) return notify(missing);
    setConfirming(true);
  };

  const finish = (message: string) => {
    setConfirming(false);
    setSaving(false);
    setSaveProgress(null);
    o.onSaved();
    notify(message, "success");
  };

  const confirmSave = async () => {
    const { inspectionId, company, photos, place } = o;
    if (saveLock.current || !inspectionId || !company) return;
    saveLock.current = true;
    setSaving(true);
    const checklist = o.checklist.body();
    const payload: InspectionPayload = {
      id: inspectionId,
      companyId: company.id,
      visitId: o.visitId,
      case: o.forCase ? { id: o.forCase.id, metName: o.forCase.metName.trim(), metRole: o.forCase.metRole.trim() } : null,
      photoIds: photos.map((p) => p.id),
      // A checklist capture answers its checklist; the seven questions are not asked.
      assessment: checklist ? undefined : (o.assessment as Assessment),
      checklist,
      notes: o.notes.trim(),
      timestamp: new Date().toISOString(),
      location: place ? { latitude: place.latitude, longitude: place.longitude, accuracy: place.accuracy, address: place.address } : null,
      additionalData: {
        appVersion: "1.0.0",
        platform: navigator.userAgent.slice(0, 200),
        captureDevice: photos[0]?.cameraDirection ?? "environment",
        storageType: "indexeddb",
        privacyMode: false,
        photosDownloaded: false,
      },
    };
    try {
      const unsent = photos.filter((p) => !p.uploaded).length;
      let n = 0;
      if (unsent === 0) setSaveProgress(SAVING);
      const answer: Answer = navigator.onLine
        ? await sendPhotosThenInspection(photos, payload, {
            send: async (photo) => {
              setSaveProgress(`Uploading photo ${++n} of ${unsent}...`);
              const r = await o.upload(photo);
              if (r.kind === "ok" && n === unsent) setSaveProgress(SAVING);
              return r;
            },
          })
        : { kind: "retry", retryAt: null };
      if (answer.kind === "refused") throw new Error(answer.reason);
      if (answer.kind === "signedOut") {
        setConfirming(false);
        setSaving(false);
        setSaveProgress(null);
        return o.onSessionEnded();
      }
      if (answer.kind === "retry") {
        await queueInspection({
          id: payload.id,
          ownerId: o.userId,
          payload,
          summary: { companyName: company.name, companyCin: company.cin, companyGstin: company.gstin, locationName: place?.address ?? null },
          queuedAt: new Date().toISOString(),
        });
        // The server asked for time (503, 429 with Retry-After): the queue waits that long.
        if (answer.retryAt) await updateQueue(payload.id, { type: "networkLost", now: Date.now(), notBefore: answer.retryAt });
        // Sent by the service worker when the network returns, even if this page is closed by then.
        if (!(await requestBackgroundSend()) && navigator.onLine) void kickSender();
        return finish(QUEUED_MESSAGE);
      }
      await deletePhotos(payload.photoIds);
      finish(SAVED_MESSAGE);
      const next = o.forCase ? `/app/org/${o.forCase.orgCode}/my-cases` : o.visitId ? "/app/scheduling" : "/app/history";
      setTimeout(() => navigate(next), NAVIGATE_AFTER_MS);
    } catch (e) {
      setSaving(false);
      setSaveProgress(null);
      notify(withDetail("Failed to save inspection", e));
    } finally {
      saveLock.current = false;
    }
  };

  return { confirming, saving, saveProgress, startSave, confirmSave, cancel: () => setConfirming(false) };
}
