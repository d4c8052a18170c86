// Whether this device can keep more photos, from navigator.storage.estimate() (pure).
// A capture is refused when even one more photo would not fit, and warned about (with the figures)
// when ten more would not.

export const TYPICAL_PHOTO_BYTES = 1_500_000;
export const WARN_PHOTOS = 10;

export interface Estimate {
  quota?: number;
  usage?: number;
}

export type StorageVerdict =
  { kind: "ok" } | { kind: "unknown" } | { kind: "low"; message: string; free: number; room: number } | { kind: "full"; message: string; free: number };

export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${Math.round(bytes / 1e3)} kB`;
  return `${Math.max(0, Math.round(bytes))} bytes`;
}

/** The size to plan for: the largest photo taken so far in this inspection, else a typical one. */
export function plannedPhotoBytes(sizes: number[]): number {
  return sizes.length ? Math.max(...sizes) : TYPICAL_PHOTO_BYTES;
}

export function storageVerdict(estimate: Estimate | null, photoBytes: number): StorageVerdict {
  if (!estimate || typeof estimate.quota !== "number" || typeof estimate.usage !== "number" || photoBytes <= 0) return { kind: "unknown" };
  const free = Math.max(0, estimate.quota - estimate.usage);
  const room = Math.floor(free / photoBytes);
  if (room < 1) {
    return {
      kind: "full",
      free,
      message: `Not enough storage on this device to keep another photo: ${formatBytes(free)} left, a photo needs about ${formatBytes(photoBytes)}. Send or remove waiting photos first.`,
    };
  }
  if (room < WARN_PHOTOS) {
    return {
      kind: "low",
      free,
      room,
      message: `Storage is running low: ${formatBytes(free)} left on this device, room for about ${room} more ${room === 1 ? "photo" : "photos"} of ${formatBytes(photoBytes)}.`,
    };
  }
  return { kind: "ok" };
}

/** The message for a photo whose own size does not fit (checked again once the photo exists). */
export function photoDoesNotFit(estimate: Estimate | null, size: number): string | null {
  const v = storageVerdict(estimate, size);
  return v.kind === "full" ? `Not enough storage on this device to keep this photo: ${formatBytes(v.free)} left, the photo needs ${formatBytes(size)}.` : null;
}

export const PERSIST_MESSAGES = {
  granted: "Photos waiting to be sent are kept: the browser granted persistent storage.",
  denied: "The browser did not grant persistent storage: if the device runs short of space it may remove photos not yet sent. Send them as soon as you can.",
} as const;

export const STORE_FAILED = "This photo could not be stored on this device (storage is full or unavailable). It was not kept.";
