// Sends the inspections waiting on this device: each one's photos, then the inspection. Shared by the
// service worker (Background Sync, with every tab closed) and pages without a service worker, so it
// sends by fetch (transport.ts). Rules: only the signed-in user's own work is sent (the server says who is signed
// in, not the page); a photo cut off mid-upload is sent again whole (the server takes a repeat of the
// same bytes); the inspection and its photos leave this device only after the server confirmed it.
// Answers are read one way (answer.ts): a 401 waits for its owner to sign in again, 5xx and 429 wait
// (after Retry-After), another 4xx marks the entry failed.
import { backoffMs, isDue, nextRetryAt } from "./queue";
import { claimUnowned, confirmSent, pendingOf, photosOf, recoverInterrupted, type StoredPhoto, updateQueue } from "./photo-store";
import type { Answer } from "./answer";
import { sendInspection, sendPhoto } from "./transport";
import type { InspectionPayload } from "../../platform/inspection-payload";

export const SYNC_TAG = "siteproof-send";
const LOCK = "siteproof-send";

/** The id of the user whose session cookie this browser holds, from the shell loader; null when signed out. */
export async function signedInUserId(): Promise<string | null> {
  const res = await fetch("/app?_data=routes%2Fapp", { credentials: "same-origin", cache: "no-store" });
  if (res.status !== 200 || !(res.headers.get("Content-Type") ?? "").includes("json")) return null;
  const body = (await res.json()) as { user?: { id?: string } };
  return body.user?.id ?? null;
}

/**
 * The one "upload the photos, then send the inspection" loop, for the queue's passes and the capture
 * page's Save: each photo not yet on the server in turn, then the inspection; it stops at the first
 * answer that is not ok. The capture page passes its own `send` (by XHR, for its progress bars).
 */
export async function sendPhotosThenInspection(
  photos: StoredPhoto[],
  payload: InspectionPayload,
  {
    send = (photo) => sendPhoto(photo),
    onPhotoSent,
  }: { send?: (photo: StoredPhoto) => Promise<Answer>; onPhotoSent?: (photo: StoredPhoto) => Promise<void> } = {},
): Promise<Answer> {
  for (const photo of photos.filter((p) => !p.uploaded)) {
    const answer = await send(photo);
    if (answer.kind !== "ok") return answer;
    await onPhotoSent?.(photo);
  }
  return sendInspection(payload);
}

export interface PassResult {
  sent: number;
  /** Why the pass stopped early: no network, or no signed-in owner. */
  blocked: "offline" | "signedOut" | "busy" | null;
  /** When a waiting entry may be tried again (back-off), or null. */
  retryAt: number | null;
}

/** One pass over the signed-in user's queue (Retry now marks an entry due before asking for a pass). */
async function pass(): Promise<PassResult> {
  let userId: string | null;
  try {
    userId = await signedInUserId();
  } catch {
    return { sent: 0, blocked: "offline", retryAt: null };
  }
  if (!userId) return { sent: 0, blocked: "signedOut", retryAt: null };
  await claimUnowned(userId);
  await recoverInterrupted(userId);
  let sent = 0;
  for (const pending of await pendingOf(userId)) {
    if (!isDue(pending.queue, Date.now())) continue;
    const photos = await photosOf(pending.id, userId);
    const total = pending.payload.photoIds.length;
    const waiting = photos.filter((p) => !p.uploaded);
    await updateQueue(pending.id, { type: "start", sent: total - waiting.length, total });
    const answer = await sendPhotosThenInspection(waiting, pending.payload, {
      onPhotoSent: () => updateQueue(pending.id, { type: "photoSent" }).then(() => undefined),
    });
    if (answer.kind === "ok") {
      await confirmSent(pending.id);
      sent++;
      continue;
    }
    if (answer.kind === "refused") {
      await updateQueue(pending.id, { type: "refused", reason: answer.reason });
      continue;
    }
    if (answer.kind === "signedOut") {
      await updateQueue(pending.id, { type: "signedOut" });
      return { sent, blocked: "signedOut", retryAt: null };
    }
    const next = await updateQueue(pending.id, { type: "networkLost", now: Date.now(), notBefore: answer.retryAt });
    return { sent, blocked: "offline", retryAt: next?.kind === "waiting" ? next.retryAt : null };
  }
  return {
    sent,
    blocked: null,
    retryAt: nextRetryAt(
      (await pendingOf(userId)).map((p) => p.queue),
      Date.now(),
    ),
  };
}

interface Locks {
  request<T>(name: string, options: { ifAvailable: boolean }, cb: (lock: unknown) => Promise<T>): Promise<T>;
}

let current: Promise<PassResult> | null = null;
let wake: (() => void) | null = null;

/**
 * Passes until nothing is due or the budget ends, sleeping through each back-off; one sender at a
 * time across the pages and the worker (Web Locks where the browser has them). A call while this
 * context already sends wakes that run from its back-off (the network may be back) and shares its result.
 */
export function sendWaiting({ budgetMs = 120_000, online = () => true }: { budgetMs?: number; online?: () => boolean } = {}): Promise<PassResult> {
  if (current) {
    wake?.();
    return current;
  }
  const run = async (): Promise<PassResult> => {
    const end = Date.now() + budgetMs;
    let total = 0;
    let unreachable = 0;
    for (;;) {
      const r = await pass();
      total += r.sent;
      const result = { ...r, sent: total };
      // Not even "who is signed in" got an answer: back off on this loop's own count.
      unreachable = r.blocked === "offline" && r.retryAt === null ? unreachable + 1 : 0;
      const retryAt = unreachable ? Date.now() + backoffMs(unreachable) : r.retryAt;
      if (r.blocked === "signedOut" || retryAt === null || retryAt > end || !online()) return result;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, retryAt - Date.now()));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  };
  const locks = (globalThis.navigator as unknown as { locks?: Locks } | undefined)?.locks;
  current = (async () => {
    try {
      if (!locks) return await run();
      return await locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? run() : Promise.resolve({ sent: 0, blocked: "busy" as const, retryAt: null })));
    } finally {
      current = null;
      wake = null;
    }
  })();
  return current;
}
