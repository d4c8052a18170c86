// The photos step: capture (camera or files), keep each photo in IndexedDB, upload it at once, remove, download.
import { useCallback, useEffect, useRef, useState } from "react";
import { bandCodeText } from "../signals/capture-code";
import { CAMERA_CONSTRAINTS, CAMERA_MESSAGES, withDetail } from "./camera-rules";
import { watermarkedJpeg } from "./draw-watermark";
import { deletePhotos, PHOTO_TOO_LARGE, type StoredPhoto, storePhoto } from "../offline/photo-store";
import type { Answer } from "../offline/answer";
import { matchesOf, sendPhoto } from "../offline/transport";
import { whenSignedInAgain } from "../offline/sync";
import { CAPTURE_MESSAGES } from "./save-rules";
import { fitWithin } from "./jpeg-header";
import { PERSIST_MESSAGES, photoDoesNotFit, plannedPhotoBytes, STORE_FAILED, storageVerdict, type Estimate } from "../offline/storage";
import { photoFileName } from "../../platform/watermark";
import { notify } from "../../ui/toast";
import { saveAll } from "./download";
import type { PickedCompany } from "./types";
import type { useCamera } from "./useCamera";
import type { Place } from "./useGeolocation";

interface Options {
  inspectionId: string | null;
  company: PickedCompany | null;
  userId: string;
  place: Place | null;
  camera: ReturnType<typeof useCamera>;
}

export function useCapturePhotos({ inspectionId, company, userId, place, camera }: Options) {
  const [photos, setPhotos] = useState<StoredPhoto[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [capturing, setCapturing] = useState(false);
  const [storageWarning, setStorageWarning] = useState<string | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  /** The capture code for this inspection, asked for when the camera goes live online (`<code>.<time>`). */
  const [captureCode, setCaptureCode] = useState<{ inspectionId: string; token: string; issuedAt: string } | null>(null);
  const live = camera.state === "live";
  useEffect(() => {
    if (!live || !inspectionId || !navigator.onLine || captureCode?.inspectionId === inspectionId) return;
    let current = true;
    fetch("/app/capture-code", { method: "POST", body: new URLSearchParams({ inspectionId }) })
      .then((res) => (res.ok ? (res.json() as Promise<{ token: string; issuedAt: string }>) : null))
      .then((issued) => {
        if (current && issued) setCaptureCode({ inspectionId, token: issued.token, issuedAt: issued.issuedAt });
      })
      // Offline or refused: photos are taken without a code, as before.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [live, inspectionId, captureCode?.inspectionId]);
  const code = captureCode?.inspectionId === inspectionId ? captureCode : null;
  /** Each uploaded photo's fingerprint matches, in words, by photo id. */
  const [matches, setMatches] = useState<Record<string, string[]>>({});

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

  /** The server answered 401: the photos wait on this device until their owner signs in again. */
  const [sessionEnded, setSessionEnded] = useState(false);
  const endSession = useCallback(() => setSessionEnded(true), []);
  const upload = useCallback(async (photo: StoredPhoto): Promise<Answer> => {
    setProgress((p) => ({ ...p, [photo.id]: 0 }));
    const answer = await sendPhoto(photo, (f) => setProgress((p) => ({ ...p, [photo.id]: f })));
    if (answer.kind === "ok") {
      setPhotos((list) => list.map((x) => (x.id === photo.id ? { ...x, uploaded: true } : x)));
      // A picture already on record elsewhere is said on the form, before the inspection is saved.
      const found = matchesOf(answer);
      if (found.length > 0) setMatches((m) => ({ ...m, [photo.id]: found }));
    } else {
      // Not uploaded, whatever the bar reached: it waits.
      setProgress(({ [photo.id]: _, ...rest }) => rest);
      if (answer.kind === "signedOut") setSessionEnded(true);
      if (answer.kind === "refused") notify(answer.reason, "error");
    }
    return answer;
  }, []);

  // The photos not yet on the server, sent in turn (after a reload, the network's return or a new sign-in).
  const photosNow = useRef(photos);
  photosNow.current = photos;
  const sending = useRef(false);
  const sendWaiting = useCallback(
    async (list: StoredPhoto[] = photosNow.current) => {
      if (sending.current || !navigator.onLine) return;
      sending.current = true;
      try {
        for (const photo of list.filter((p) => !p.uploaded)) if ((await upload(photo)).kind !== "ok") break;
      } finally {
        sending.current = false;
      }
    },
    [upload],
  );
  useEffect(() => {
    if (!sessionEnded) return;
    return whenSignedInAgain(userId, () => {
      setSessionEnded(false);
      void sendWaiting();
    });
  }, [sessionEnded, userId, sendWaiting]);
  useEffect(() => {
    const online = () => void sendWaiting();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [sendWaiting]);

  /** Captures, stores and starts uploading one photo; returns the reason it was refused, if it was. */
  const addPhoto = useCallback(
    async (
      source: CanvasImageSource,
      width: number,
      height: number,
      cameraDirection: StoredPhoto["cameraDirection"],
      estimate: Estimate | null,
    ): Promise<string | null> => {
      if (!company || !inspectionId) return CAPTURE_MESSAGES.selectCompanyFirst;
      const id = crypto.randomUUID();
      const capturedAt = new Date();
      const fileName = photoFileName(capturedAt, id);
      // A file from the device may predate the code: only the camera's own shots carry it.
      const token = cameraDirection === "file" ? null : (code?.token ?? null);
      const address = place?.address ?? (place ? `${place.latitude.toFixed(6)}, ${place.longitude.toFixed(6)}` : null);
      const blob = await watermarkedJpeg(
        source,
        width,
        height,
        { capturedAt, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null, address, photoId: id, fileName, code: bandCodeText(token) },
        CAMERA_CONSTRAINTS.jpegQuality,
      );
      const noRoom = photoDoesNotFit(estimate, blob.size);
      if (noRoom) return noRoom;
      const photo: StoredPhoto = {
        id,
        inspectionId,
        ownerId: userId,
        fileName,
        timestamp: capturedAt.toISOString(),
        blob,
        size: blob.size,
        width,
        height,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        accuracy: place?.accuracy ?? null,
        address,
        cameraDirection,
        flashMode: camera.flash,
        uploaded: false,
        companyId: company.id,
        captureCode: token,
      };
      try {
        await storePhoto(photo);
      } catch (e) {
        if (e instanceof Error && e.message === PHOTO_TOO_LARGE) return e.message;
        return STORE_FAILED;
      }
      setPhotos((list) => [...list, photo]);
      void askPersistence();
      void upload(photo);
      return null;
    },
    [company, inspectionId, place, camera.flash, upload, userId, askPersistence, code],
  );

  const shutter = async () => {
    const video = camera.videoRef.current;
    if (!company) return notify(CAPTURE_MESSAGES.selectCompanyFirst);
    if (!video || camera.state !== "live" || !video.videoWidth) return notify(CAMERA_MESSAGES.notInitialized);
    setCapturing(true);
    try {
      const { problem, estimate } = await checkStorage();
      if (problem) return notify(problem);
      const { width, height } = fitWithin(video.videoWidth, video.videoHeight);
      const refused = await addPhoto(video, width, height, camera.facing, estimate);
      if (refused) notify(refused);
    } catch (e) {
      notify(withDetail("Failed to capture photo", e));
    } finally {
      setCapturing(false);
    }
  };

  const addFiles = async (files: FileList) => {
    if (!company) return notify(CAPTURE_MESSAGES.selectCompanyFirst);
    for (const file of Array.from(files)) {
      try {
        const { problem, estimate } = await checkStorage();
        if (problem) return notify(problem);
        const bitmap = await createImageBitmap(file);
        // A phone's 12 MP file is drawn at the size the server decodes (MAX_PHOTO_PIXELS).
        const { width, height } = fitWithin(bitmap.width, bitmap.height);
        const refused = await addPhoto(bitmap, width, height, "file", estimate);
        bitmap.close();
        if (refused) return notify(refused);
      } catch (e) {
        notify(withDetail("Failed to capture photo", e));
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
    if (photos.length === 0) return notify(CAPTURE_MESSAGES.noPhotosToDownload);
    try {
      await saveAll(photos);
    } catch (e) {
      notify(withDetail("Failed to download photos", e));
    }
  };

  /** A new inspection starts with no photos (the saved ones left the device or wait in the queue). */
  const reset = () => {
    setPhotos([]);
    setProgress({});
  };

  const storageKept = persisted === null ? null : persisted ? PERSIST_MESSAGES.granted : PERSIST_MESSAGES.denied;
  return {
    photos,
    setPhotos,
    progress,
    matches,
    capturing,
    storageWarning,
    storageKept,
    setPersisted,
    upload,
    sendWaiting,
    sessionEnded,
    endSession,
    shutter,
    addFiles,
    removePhoto,
    downloadAll,
    reset,
  };
}
