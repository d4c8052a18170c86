// How pages get the waiting inspections sent. The service worker is the sender (it goes on with every
// tab closed): a page asks it for a pass on start, on `online` and on Retry now, and registers a
// Background Sync when it queues an inspection. Without a service worker the page sends itself.
import { SYNC_TAG, sendWaiting } from "./sender";
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
