// The capture page's state: company, photos (IndexedDB + upload), assessment, draft, save.
import { useNavigate, useRevalidator } from "@remix-run/react";
import { Badge, Button, Callout, Card, Flex, Text } from "@radix-ui/themes";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { CAMERA_CONSTRAINTS, CAMERA_MESSAGES, withDetail } from "./camera-rules";
import { clearDraft, clearWorking, type CameraDraft, readDraft, readWorking, writeDraft, writeWorking } from "./drafts";
import { watermarkedJpeg } from "./draw-watermark";
import { deletePhotos, photosOf, queueInspection, type StoredPhoto, storePhoto, updateQueue } from "../offline/photo-store";
import { kickSender, requestBackgroundSend } from "../offline/sync";
import { PERSIST_MESSAGES, photoDoesNotFit, plannedPhotoBytes, STORE_FAILED, storageVerdict, type Estimate } from "../offline/storage";
import { useShellData } from "../../routes/app";
import { useWaiting } from "../offline/useWaiting";
import { companySite } from "../companies/site-form";
import type { Company } from "../companies/companies.server";
import { siteCheck } from "../evidence/on-site";
import { sendInspection, uploadPhoto } from "./upload";
import { defaultAssessment, type Assessment } from "./assessment";
import type { InspectionPayload } from "./payload";
import { CAPTURE_MESSAGES, canGoNext, firstSaveProblem } from "./save-rules";
import { photoFileName } from "./watermark";
import { fitWithin } from "./jpeg-header";
import { Notice, type NoticeMessage } from "../../ui/Notice";
import { CaptureView } from "./CaptureView";
import { CompanyPicker } from "./CompanyPicker";
import { ConfirmSaveDialog } from "./ConfirmSaveDialog";
import { saveAll } from "./download";
import { InspectionForm } from "./InspectionForm";
import { PhotoViewer } from "./PhotoViewer";
import { SiteCheckNotice } from "./SiteCheckNotice";
import type { PickedCompany } from "./types";
import { useCamera } from "./useCamera";
import { useGeolocation } from "./useGeolocation";
import { useNow } from "./useNow";

const NAVIGATE_AFTER_MS = 2000;
export const SAVED_MESSAGE = "Inspection saved successfully";
export const QUEUED_MESSAGE = "No network: the inspection is kept on this device and will be sent when you are back online.";

interface Props {
  locationTracking: boolean;
  visitId: string | null;
  visitCompany: PickedCompany | null;
  companiesAvailable: number;
}

export function InspectionWorkspace({ locationTracking, visitId, visitCompany, companiesAvailable }: Props) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const camera = useCamera();
  const gps = useGeolocation(locationTracking);
  const now = useNow(1000);
  const [inspectionId, setInspectionId] = useState<string | null>(null);
  const [company, setCompany] = useState<PickedCompany | null>(visitCompany);
  const [photos, setPhotos] = useState<StoredPhoto[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [step, setStep] = useState<"capture" | "form">("capture");
  const [assessment, setAssessment] = useState<Partial<Assessment>>(defaultAssessment);
  const [notes, setNotes] = useState("");
  const [picking, setPicking] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveProgress, setSaveProgress] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [draft, setDraft] = useState<CameraDraft | null>(null);
  const [storageWarning, setStorageWarning] = useState<string | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const saveLock = useRef(false);
  const userId = useShellData().user.id;

  const say = useCallback((text: string, tone: NoticeMessage["tone"] = "error") => setNotice({ text, tone, key: Date.now() + Math.random() }), []);
  const closeNotice = useCallback(() => setNotice(null), []);

  const waiting = useWaiting(userId, () => {
    say("A waiting inspection was sent", "success");
    revalidator.revalidate();
  });
  const pending = waiting?.inspections ?? 0;

  // Resume this user's inspection being captured (photos survive reloads in IndexedDB).
  useEffect(() => {
    const working = readWorking(userId);
    const id = working && (!visitId || working.visitId === visitId) ? working.inspectionId : crypto.randomUUID();
    setInspectionId(id);
    if (working?.inspectionId === id && !visitCompany) setCompany(working.company);
    photosOf(id, userId).then(setPhotos, () => undefined);
    setDraft(readDraft(userId));
    navigator.storage?.persisted?.().then((p) => p && setPersisted(true), () => undefined);
  }, [visitId, visitCompany, userId]);

  useEffect(() => {
    if (inspectionId) writeWorking(userId, { inspectionId, company, visitId });
  }, [inspectionId, company, visitId, userId]);

  // The picked or remembered company may carry an old site (or none, if remembered before sites existed): ask for the current one.
  const companyId = company?.id;
  useEffect(() => {
    if (!companyId) return;
    let current = true;
    fetch(`/app/database/${encodeURIComponent(companyId)}`)
      .then((res) => (res.ok ? (res.json() as Promise<{ company: Pick<Company, "siteLatitude" | "siteLongitude" | "siteSource" | "isGlobal"> }>) : null))
      .then((body) => {
        if (current && body) setCompany((c) => (c && c.id === companyId ? { ...c, site: companySite(body.company), own: !body.company.isGlobal } : c));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [companyId]);

  const check = useMemo(() => siteCheck(company?.site ?? null, photos), [company?.site, photos]);
  const siteNotice = <SiteCheckNotice check={check} companyName={company?.name ?? ""} pinsSite={company?.own === true} />;

  // Send now: every waiting inspection of this user is due again, refused ones included.
  const sendNow = async () => {
    for (const e of waiting?.entries ?? []) await updateQueue(e.pending.id, { type: "retryNow" });
    await kickSender();
  };

  /** The storage check before a capture: null when it may go ahead, else the refusal (a low-space warning is shown, not refused). */
  const checkStorage = useCallback(async (): Promise<{ problem: string | null; estimate: Estimate | null }> => {
    const estimate = (await navigator.storage?.estimate?.().catch(() => null)) ?? null;
    const verdict = storageVerdict(estimate, plannedPhotoBytes(photos.map((p) => p.size)));
    setStorageWarning(verdict.kind === "low" ? verdict.message : null);
    return { problem: verdict.kind === "full" ? verdict.message : null, estimate };
  }, [photos]);

  // Persistent storage is asked for once the first unsent photo is kept; the capture view says the answer.
  const askPersistence = useCallback(async () => {
    if (persisted !== null || !navigator.storage?.persist) return;
    const granted = (await navigator.storage.persisted()) || (await navigator.storage.persist());
    setPersisted(granted);
  }, [persisted]);

  const upload = useCallback(async (photo: StoredPhoto) => {
    setProgress((p) => ({ ...p, [photo.id]: 0 }));
    const result = await uploadPhoto(photo, (f) => setProgress((p) => ({ ...p, [photo.id]: f })));
    if (result.ok) setPhotos((list) => list.map((x) => (x.id === photo.id ? { ...x, uploaded: true } : x)));
    else if (!result.offline) say(result.error);
    return result;
  }, [say]);

  /** Captures, stores and starts uploading one photo; returns the reason it was refused, if it was. */
  const addPhoto = useCallback(async (source: CanvasImageSource, width: number, height: number, cameraDirection: StoredPhoto["cameraDirection"], estimate: Estimate | null): Promise<string | null> => {
    if (!company || !inspectionId) return CAPTURE_MESSAGES.selectCompanyFirst;
    const id = crypto.randomUUID();
    const capturedAt = new Date();
    const fileName = photoFileName(capturedAt, id);
    const place = gps.place;
    const address = place?.address ?? (place ? `${place.latitude.toFixed(6)}, ${place.longitude.toFixed(6)}` : null);
    const blob = await watermarkedJpeg(source, width, height, { capturedAt, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null, address, photoId: id, fileName }, CAMERA_CONSTRAINTS.jpegQuality);
    const noRoom = photoDoesNotFit(estimate, blob.size);
    if (noRoom) return noRoom;
    const photo: StoredPhoto = {
      id, inspectionId, ownerId: userId, fileName, timestamp: capturedAt.toISOString(), blob, size: blob.size, width, height,
      latitude: place?.latitude ?? null, longitude: place?.longitude ?? null, accuracy: place?.accuracy ?? null, address,
      cameraDirection, flashMode: camera.flash, uploaded: false,
    };
    try {
      await storePhoto(photo);
    } catch (e) {
      if (e instanceof Error && e.message === CAPTURE_MESSAGES.photoTooLarge) return e.message;
      return STORE_FAILED;
    }
    setPhotos((list) => [...list, photo]);
    void askPersistence();
    void upload(photo);
    return null;
  }, [company, inspectionId, gps.place, camera.flash, upload, userId, askPersistence]);

  const shutter = async () => {
    const video = camera.videoRef.current;
    if (!company) return say(CAPTURE_MESSAGES.selectCompanyFirst);
    if (!video || camera.state !== "live" || !video.videoWidth) return say(CAMERA_MESSAGES.notInitialized);
    setCapturing(true);
    try {
      const { problem, estimate } = await checkStorage();
      if (problem) return say(problem);
      const { width, height } = fitWithin(video.videoWidth, video.videoHeight);
      const refused = await addPhoto(video, width, height, camera.facing, estimate);
      if (refused) say(refused);
    } catch (e) {
      say(withDetail("Failed to capture photo", e));
    } finally {
      setCapturing(false);
    }
  };

  const addFiles = async (files: FileList) => {
    if (!company) return say(CAPTURE_MESSAGES.selectCompanyFirst);
    for (const file of Array.from(files)) {
      try {
        const { problem, estimate } = await checkStorage();
        if (problem) return say(problem);
        const bitmap = await createImageBitmap(file);
        // A phone's 12 MP file is drawn at the size the server decodes (MAX_PHOTO_PIXELS).
        const { width, height } = fitWithin(bitmap.width, bitmap.height);
        const refused = await addPhoto(bitmap, width, height, "file", estimate);
        bitmap.close();
        if (refused) return say(refused);
      } catch (e) {
        say(withDetail("Failed to capture photo", e));
      }
    }
  };

  const removePhoto = async (id: string) => {
    await deletePhotos([id]);
    setPhotos((list) => list.filter((p) => p.id !== id));
    // An uploaded photo that no inspection uses is removed from the server too.
    fetch(`/app/photos/${id}`, { method: "DELETE" }).catch(() => undefined);
  };

  const downloadAll = async () => {
    if (photos.length === 0) return say(CAPTURE_MESSAGES.noPhotosToDownload);
    try {
      await saveAll(photos);
    } catch (e) {
      say(withDetail("Failed to download photos", e));
    }
  };

  const currentDraft = (): CameraDraft => ({
    inspectionId: inspectionId!,
    ownerId: userId,
    selectedCompany: company,
    photos: photos.map(({ id, fileName, timestamp }) => ({ id, fileName, timestamp })),
    assessment,
    notes,
    location: gps.place ? { latitude: gps.place.latitude, longitude: gps.place.longitude, accuracy: gps.place.accuracy, address: gps.place.address } : null,
    timestamp: new Date().toISOString(),
  });

  const saveDraft = () => {
    const d = currentDraft();
    writeDraft(d);
    setDraft(d);
    say("Draft saved", "success");
  };

  const loadDraft = async () => {
    if (!draft) return;
    setCompany(draft.selectedCompany);
    setAssessment(draft.assessment);
    setNotes(draft.notes);
    setInspectionId(draft.inspectionId);
    setPhotos(await photosOf(draft.inspectionId, userId));
    say("Draft loaded", "success");
  };

  const startSave = () => {
    if (saving || confirming) return;
    const problem = firstSaveProblem({ companyId: company?.id ?? null, photoCount: photos.length, assessment, signedIn: true, companiesAvailable: Math.max(companiesAvailable, company ? 1 : 0) });
    if (problem) return say(problem);
    setConfirming(true);
  };

  const finishSaved = (message: string) => {
    setConfirming(false);
    setSaving(false);
    setSaveProgress(null);
    clearWorking(userId);
    if (draft?.inspectionId === inspectionId) {
      clearDraft();
      setDraft(null);
    }
    setInspectionId(crypto.randomUUID());
    setCompany(null);
    setPhotos([]);
    setProgress({});
    setAssessment(defaultAssessment());
    setNotes("");
    setStep("capture");
    say(message, "success");
  };

  const confirmSave = async () => {
    if (saveLock.current || !inspectionId || !company) return;
    saveLock.current = true;
    setSaving(true);
    const payload: InspectionPayload = {
      id: inspectionId,
      companyId: company.id,
      visitId,
      photoIds: photos.map((p) => p.id),
      assessment: assessment as Assessment,
      notes: notes.trim(),
      timestamp: new Date().toISOString(),
      location: gps.place ? { latitude: gps.place.latitude, longitude: gps.place.longitude, accuracy: gps.place.accuracy, address: gps.place.address } : null,
      additionalData: { appVersion: "1.0.0", platform: navigator.userAgent.slice(0, 200), captureDevice: photos[0]?.cameraDirection ?? "environment", storageType: "indexeddb", privacyMode: false, photosDownloaded: false },
    };
    try {
      let offline = !navigator.onLine;
      const waiting = photos.filter((p) => !p.uploaded);
      for (const [i, photo] of waiting.entries()) {
        if (offline) break;
        setSaveProgress(`Uploading photo ${i + 1} of ${waiting.length}...`);
        const r = await upload(photo);
        if (!r.ok && r.offline) offline = true;
        else if (!r.ok) throw new Error(r.error);
      }
      if (!offline) {
        setSaveProgress("Saving the inspection...");
        const result = await sendInspection(payload);
        if (!result.ok && !result.offline) throw new Error(result.error);
        offline = !result.ok;
      }
      if (offline) {
        await queueInspection({
          id: payload.id,
          ownerId: userId,
          payload,
          summary: { companyName: company.name, companyCin: company.cin, companyGstin: company.gstin, locationName: gps.place?.address ?? null },
          queuedAt: new Date().toISOString(),
        });
        // Sent by the service worker when the network returns, even if this page is closed by then.
        if (!(await requestBackgroundSend()) && navigator.onLine) void kickSender();
        finishSaved(QUEUED_MESSAGE);
        return;
      }
      await deletePhotos(payload.photoIds);
      finishSaved(SAVED_MESSAGE);
      setTimeout(() => navigate(visitId ? "/app/scheduling" : "/app/history"), NAVIGATE_AFTER_MS);
    } catch (e) {
      setSaving(false);
      setSaveProgress(null);
      say(withDetail("Failed to save inspection", e));
    } finally {
      saveLock.current = false;
    }
  };

  const draftCard =
    draft && step === "form" ? (
      <Card>
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Flex direction="column">
            <Text weight="bold">Draft Available</Text>
            <Text size="1" color="gray">
              {draft.selectedCompany?.name ?? "No company"} · {draft.photos.length} photos · saved {new Date(draft.timestamp).toLocaleString("en-GB")}
            </Text>
          </Flex>
          <Flex gap="2">
            <Button size="1" variant="soft" onClick={loadDraft}>
              Load Draft
            </Button>
            <Button size="1" variant="soft" onClick={saveDraft}>
              Regenerate
            </Button>
            <Button size="1" variant="soft" color="red" onClick={() => { clearDraft(); setDraft(null); }}>
              Clear Draft
            </Button>
          </Flex>
        </Flex>
      </Card>
    ) : null;

  return (
    <>
      {pending > 0 ? (
        <Callout.Root color="amber" mb="3" role="status">
          <Callout.Text>
            <Badge color="amber" mr="2">Pending</Badge>
            {pending === 1 ? "1 inspection is" : `${pending} inspections are`} waiting on this device to be sent.{" "}
            <Button size="1" variant="ghost" onClick={sendNow}>
              Send now
            </Button>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {step === "capture" ? (
        <CaptureView
          company={company}
          onPickCompany={() => setPicking(true)}
          videoRef={camera.attachVideo}
          cameraState={camera.state}
          cameraError={camera.error}
          onStart={() => camera.start()}
          onStop={camera.stop}
          onRetry={() => camera.start()}
          flash={camera.flash}
          onFlash={camera.cycleFlash}
          cameraCount={camera.cameras.length}
          onSwitch={camera.switchCamera}
          now={now}
          gps={gps}
          photoCount={photos.length}
          capturing={capturing}
          onShutter={shutter}
          onFiles={addFiles}
          onNext={() => {
            const problem = canGoNext(company?.id ?? null, photos.length);
            if (problem) say(problem);
            else setStep("form");
          }}
          onCopied={(text) => say(`Coordinates copied: ${text}`, "success")}
          siteNotice={siteNotice}
          storageWarning={storageWarning}
          storageKept={persisted === null ? null : persisted ? PERSIST_MESSAGES.granted : PERSIST_MESSAGES.denied}
        />
      ) : (
        <InspectionForm
          company={company}
          place={gps.place}
          photos={photos}
          progress={progress}
          assessment={assessment}
          onAssessment={(key, value) => setAssessment((a) => ({ ...a, [key]: value }))}
          notes={notes}
          onNotes={setNotes}
          onOpenPhoto={setViewing}
          onDeletePhoto={removePhoto}
          onDownloadAll={downloadAll}
          onBack={() => setStep("capture")}
          onSaveDraft={saveDraft}
          onSave={startSave}
          saving={saving}
          draftCard={draftCard}
          siteNotice={siteNotice}
        />
      )}
      <CompanyPicker open={picking} onClose={() => setPicking(false)} onPick={(c) => { setCompany(c); setPicking(false); }} />
      <PhotoViewer photos={photos} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
      <ConfirmSaveDialog
        open={confirming}
        saving={saving}
        companyName={company?.name ?? ""}
        photoCount={photos.length}
        assessment={assessment}
        notes={notes}
        progressText={saveProgress}
        siteNotice={siteNotice}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmSave}
      />
      <Notice key={notice?.key} notice={notice} onClose={closeNotice} />
    </>
  );
}
