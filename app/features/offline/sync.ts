// How pages get the waiting inspections sent. The service worker is the sender (it goes on with every
// tab closed): a page asks it for a pass on start, on `online` and on Retry now, and registers a
// Background Sync when it queues an inspection. Without a service worker the page sends itself.
import { SYNC_TAG, sendWaiting, signedInUserId } from "./sender";
import { photoDb, updateQueue } from "./photo-store";

async function registration() {
  try {
    return (await navigator.serviceWorker?.getRegistration()) ?? null;
  } catch {
    return null;
  }
}

/** Asks for a send pass now (the worker if there is one, else this page). */
export async function kickSender(): Promise<void> {
  // With no network there is nothing to try: the `online` event or the Background Sync comes back here.
  if (!navigator.onLine) return;
  // Nothing queued on this device (any owner): no pass, so no "who is signed in" request on every page.
  if ((await (await photoDb()).count("pendingInspections").catch(() => 1)) === 0) return;
  const reg = await registration();
  if (reg?.active) {
    reg.active.postMessage({ type: "send" });
    return;
  }
  void sendWaiting({ budgetMs: 600_000, online: () => navigator.onLine });
}

/** After queueing: a Background Sync sends it when the network returns, even with this tab closed. */
export async function requestBackgroundSend(): Promise<boolean> {
  const reg = (await registration()) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | null;
  if (!reg?.sync) return false;
  try {
    await reg.sync.register(SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

export async function retryNow(id: string): Promise<void> {
  await updateQueue(id, { type: "retryNow" });
  await kickSender();
}

const SESSION_CHANNEL = "siteproof-session";

/** Tells this browser's other tabs that `userId` is signed in (each page of the app says so as it starts). */
export function announceSignedIn(userId: string): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type: "signedIn", userId });
  channel.close();
}

/**
 * Calls `back` once, when this browser holds `userId`'s session again: another tab says it signed in,
 * or this tab is shown or focused (the sign-in may have been made where no page of ours could say so).
 * Asks the server each time, so another account's sign-in is never taken for this user's. Returns the stop.
 */
export function whenSignedInAgain(userId: string, back: () => void): () => void {
  let stopped = false;
  const check = async () => {
    const id = await signedInUserId().catch(() => null);
    if (stopped || id !== userId) return;
    stop();
    back();
  };
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SESSION_CHANNEL);
  if (channel) channel.onmessage = (e: MessageEvent<{ userId?: string }>) => e.data?.userId === userId && void check();
  const shown = () => document.visibilityState === "visible" && void check();
  window.addEventListener("focus", shown);
  document.addEventListener("visibilitychange", shown);
  function stop() {
    stopped = true;
    channel?.close();
    window.removeEventListener("focus", shown);
    document.removeEventListener("visibilitychange", shown);
  }
  return stop;
}
