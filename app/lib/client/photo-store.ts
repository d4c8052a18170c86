// The browser photo database (spec 1 §3): "SiteProofPhotos", store "photos" keyed by id with an index
// on timestamp. Photos stay here until the server has them; inspections saved without a network
// wait in "pendingInspections" until they are sent.
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { InspectionPayload } from "../inspections/payload";
import { LOCAL_PHOTO_LIMIT_BYTES, CAPTURE_MESSAGES } from "../inspections/save-rules";
import type { FlashMode } from "../camera-rules";

export interface StoredPhoto {
  id: string;
  inspectionId: string;
  fileName: string;
  timestamp: string;
  blob: Blob;
  size: number;
  width: number;
  height: number;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  address: string | null;
  cameraDirection: "environment" | "user" | "file";
  flashMode: FlashMode;
  uploaded: boolean;
}

export interface PendingInspection {
  id: string;
  payload: InspectionPayload;
  /** What the history page shows for it until it reaches the server. */
  summary: { companyName: string; companyCin: string | null; companyGstin: string | null; locationName: string | null };
  queuedAt: string;
  lastError?: string;
}

interface PhotoDb extends DBSchema {
  photos: { key: string; value: StoredPhoto; indexes: { timestamp: string; inspectionId: string } };
  pendingInspections: { key: string; value: PendingInspection };
}

let dbPromise: Promise<IDBPDatabase<PhotoDb>> | null = null;

export function photoDb() {
  dbPromise ??= openDB<PhotoDb>("SiteProofPhotos", 1, {
    upgrade(db) {
      const photos = db.createObjectStore("photos", { keyPath: "id" });
      photos.createIndex("timestamp", "timestamp");
      photos.createIndex("inspectionId", "inspectionId");
      db.createObjectStore("pendingInspections", { keyPath: "id" });
    },
  });
  return dbPromise;
}

export async function storePhoto(photo: StoredPhoto): Promise<void> {
  if (photo.size > LOCAL_PHOTO_LIMIT_BYTES) throw new Error(CAPTURE_MESSAGES.photoTooLarge);
  await (await photoDb()).put("photos", photo);
}

export async function photosOf(inspectionId: string): Promise<StoredPhoto[]> {
  const all = await (await photoDb()).getAllFromIndex("photos", "inspectionId", inspectionId);
  return all.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

export async function markUploaded(id: string): Promise<void> {
  const db = await photoDb();
  const photo = await db.get("photos", id);
  if (photo) await db.put("photos", { ...photo, uploaded: true });
}

export async function deletePhotos(ids: string[]): Promise<void> {
  const tx = (await photoDb()).transaction("photos", "readwrite");
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}

export async function queueInspection(pending: PendingInspection): Promise<void> {
  await (await photoDb()).put("pendingInspections", pending);
}

export async function pendingInspections(): Promise<PendingInspection[]> {
  return (await photoDb()).getAll("pendingInspections");
}

export async function removePending(id: string): Promise<void> {
  await (await photoDb()).delete("pendingInspections", id);
}
