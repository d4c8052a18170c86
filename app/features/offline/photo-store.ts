// The browser photo database (spec 1 §3): "SiteProofPhotos", store "photos" keyed by id with an index
// on timestamp. Photos stay here until the server has confirmed their inspection; inspections saved
// without a network wait in "pendingInspections" until they are sent. Both record the user who
// captured them (ownerId): another account on this browser neither sees nor sends them.
// The page and the service worker (app/sw/sw.ts, built into the client build as sw.js) share this module.
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { InspectionPayload } from "../../platform/inspection-payload";
import { initialState, type QueueEvent, type QueueState, recovered, transition } from "./queue";

/** Spec 1 §5: a photo larger than this is refused by the device's store, with these words. */
export const LOCAL_PHOTO_LIMIT_BYTES = 52_428_800;
export const PHOTO_TOO_LARGE = "Photo too large for local storage";

/** The camera's flash setting, kept with each photo (spec 1 §4). */
export type FlashMode = "off" | "auto" | "on";

export interface StoredPhoto {
  id: string;
  inspectionId: string;
  /** The user who captured it; only that user's session may send it. */
  ownerId: string;
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
  /** The company picked when it was taken: the server compares fingerprints by company. */
  companyId?: string | null;
  /** The capture code burned into its band, when the camera had one (taken online). */
  captureCode?: string | null;
}

export interface PendingInspection {
  id: string;
  ownerId: string;
  payload: InspectionPayload;
  /** What the history page shows for it until it reaches the server. */
  summary: { companyName: string; companyCin: string | null; companyGstin: string | null; locationName: string | null };
  queuedAt: string;
  queue: QueueState;
}

interface PhotoDb extends DBSchema {
  photos: { key: string; value: StoredPhoto; indexes: { timestamp: string; inspectionId: string; ownerId: string } };
  pendingInspections: { key: string; value: PendingInspection; indexes: { ownerId: string } };
}

export const PHOTO_DB = { name: "SiteProofPhotos", version: 2 } as const;
/** Pages and the service worker say here that the queue changed, so every view reads it again. */
export const QUEUE_CHANNEL = "siteproof-queue";

let dbPromise: Promise<IDBPDatabase<PhotoDb>> | null = null;

export function photoDb() {
  dbPromise ??= openDB<PhotoDb>(PHOTO_DB.name, PHOTO_DB.version, {
    upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        const photos = db.createObjectStore("photos", { keyPath: "id" });
        photos.createIndex("timestamp", "timestamp");
        photos.createIndex("inspectionId", "inspectionId");
        db.createObjectStore("pendingInspections", { keyPath: "id" });
      }
      // Version 2: owners. Records from version 1 have none and are claimed by the next signed-in page (claimUnowned).
      tx.objectStore("photos").createIndex("ownerId", "ownerId");
      tx.objectStore("pendingInspections").createIndex("ownerId", "ownerId");
    },
    // A newer version opened in another tab: let it upgrade, and open again on the next call.
    blocking() {
      void dbPromise?.then((db) => db.close());
      dbPromise = null;
    },
  });
  return dbPromise;
}

export type QueueMessage = { type: "changed" } | { type: "sent"; id: string };

export function announceQueueChange(message: QueueMessage = { type: "changed" }) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(QUEUE_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

export async function storePhoto(photo: StoredPhoto): Promise<void> {
  if (photo.size > LOCAL_PHOTO_LIMIT_BYTES) throw new Error(PHOTO_TOO_LARGE);
  await (await photoDb()).put("photos", photo);
}

/** The photos of one inspection that belong to this user, oldest first. */
export async function photosOf(inspectionId: string, ownerId: string): Promise<StoredPhoto[]> {
  const all = await (await photoDb()).getAllFromIndex("photos", "inspectionId", inspectionId);
  return all.filter((p) => p.ownerId === ownerId).sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

export async function markUploaded(id: string): Promise<void> {
  const db = await photoDb();
  const tx = db.transaction("photos", "readwrite");
  const photo = await tx.store.get(id);
  if (photo) await tx.store.put({ ...photo, uploaded: true });
  await tx.done;
}

export async function deletePhotos(ids: string[]): Promise<void> {
  const tx = (await photoDb()).transaction("photos", "readwrite");
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}

export async function queueInspection(pending: Omit<PendingInspection, "queue">): Promise<void> {
  await (await photoDb()).put("pendingInspections", { ...pending, queue: initialState() });
  announceQueueChange();
}

/** This user's inspections waiting on this device, oldest first. */
export async function pendingOf(ownerId: string): Promise<PendingInspection[]> {
  const all = await (await photoDb()).getAllFromIndex("pendingInspections", "ownerId", ownerId);
  return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/** Applies one queue event to a waiting inspection (read and write in one transaction). */
export async function updateQueue(id: string, event: QueueEvent): Promise<QueueState | null> {
  const tx = (await photoDb()).transaction("pendingInspections", "readwrite");
  const pending = await tx.store.get(id);
  let next: QueueState | null = null;
  if (pending) {
    next = transition(pending.queue ?? initialState(), event);
    await tx.store.put({ ...pending, queue: next });
  }
  await tx.done;
  announceQueueChange();
  return next;
}

/** "Sending" left behind by a closed page or a stopped worker is waiting again (run before a send pass). */
export async function recoverInterrupted(ownerId: string): Promise<void> {
  const tx = (await photoDb()).transaction("pendingInspections", "readwrite");
  for (const p of await tx.store.index("ownerId").getAll(ownerId)) {
    if (p.queue?.kind === "sending") await tx.store.put({ ...p, queue: recovered(p.queue) });
  }
  await tx.done;
}

/** The server confirmed the inspection: only now are it and its photos removed from this device. */
export async function confirmSent(id: string): Promise<void> {
  const db = await photoDb();
  const tx = db.transaction(["pendingInspections", "photos"], "readwrite");
  const pending = await tx.objectStore("pendingInspections").get(id);
  if (pending) {
    for (const photoId of pending.payload.photoIds) await tx.objectStore("photos").delete(photoId);
    await tx.objectStore("pendingInspections").delete(id);
  }
  await tx.done;
  announceQueueChange({ type: "sent", id });
}

export interface WaitingEntry {
  pending: PendingInspection;
  photoCount: number;
  bytes: number;
}

export interface Waiting {
  entries: WaitingEntry[];
  inspections: number;
  /** Photos not yet confirmed by the server: those of waiting inspections and un-uploaded captures. */
  photos: number;
  bytes: number;
}

export async function waitingOf(ownerId: string): Promise<Waiting> {
  const db = await photoDb();
  const [pending, photos] = await Promise.all([pendingOf(ownerId), db.getAllFromIndex("photos", "ownerId", ownerId)]);
  const queued = new Set(pending.flatMap((p) => p.payload.photoIds));
  const entries = pending.map((p) => {
    const own = photos.filter((ph) => ph.inspectionId === p.id);
    return { pending: p, photoCount: p.payload.photoIds.length, bytes: own.reduce((s, ph) => s + ph.size, 0) };
  });
  const loose = photos.filter((ph) => !queued.has(ph.id) && !ph.uploaded);
  return {
    entries,
    inspections: entries.length,
    photos: entries.reduce((s, e) => s + e.photoCount, 0) + loose.length,
    bytes: entries.reduce((s, e) => s + e.bytes, 0) + loose.reduce((s, ph) => s + ph.size, 0),
  };
}

/** Records from before owners were kept (version 1) go to the first user signed in here afterwards. */
export async function claimUnowned(ownerId: string): Promise<number> {
  const tx = (await photoDb()).transaction(["photos", "pendingInspections"], "readwrite");
  let claimed = 0;
  for (const name of ["photos", "pendingInspections"] as const) {
    let cursor = await tx.objectStore(name).openCursor();
    while (cursor) {
      if (!cursor.value.ownerId) {
        const value = { ...cursor.value, ownerId } as StoredPhoto & PendingInspection;
        if (name === "pendingInspections") value.queue ??= initialState();
        await cursor.update(value);
        claimed++;
      }
      cursor = await cursor.continue();
    }
  }
  await tx.done;
  if (claimed) announceQueueChange();
  return claimed;
}
