// Browser side of web push: the permission check's outcomes (spec 1 §4), subscribe, refresh after
// 7 days, unsubscribe. The service worker at /sw.js shows the messages.
export type PushCheck = "ok" | "permission-blocked" | "unsupported-browser";
export const PUSH_REFRESH_MS = 7 * 24 * 3600_000;
const REFRESHED_KEY = "siteproofPushRefreshedAt";

export const PUSH_OUTCOME_TEXT: Record<Exclude<PushCheck, "ok">, string> = {
  "permission-blocked": "Notifications are blocked for this site. Allow them in your browser's site settings to get visit reminders.",
  "unsupported-browser": "This browser cannot receive push notifications. Reminders still appear in the app.",
};

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((base64url.length + 3) % 4);
  const bin = atob(b64);
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function register(subscription: PushSubscription, method: "POST" | "DELETE") {
  const res = await fetch("/app/push", { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(subscription.toJSON()) });
  if (!res.ok) throw new Error(`push registration answered ${res.status}`);
  localStorage.setItem(REFRESHED_KEY, String(Date.now()));
}

export async function enablePush(vapidPublicKey: string): Promise<PushCheck> {
  if (!pushSupported() || !vapidPublicKey) return "unsupported-browser";
  const permission = Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
  if (permission !== "granted") return "permission-blocked";
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }));
  await register(subscription, "POST");
  return "ok";
}

export async function disablePush(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
  if (!subscription) return;
  await register(subscription, "DELETE").catch(() => undefined);
  await subscription.unsubscribe();
}

/** Re-registers an existing subscription once it is 7 days old (spec 1 §9). */
export async function refreshPushIfDue(): Promise<void> {
  if (!pushSupported() || Notification.permission !== "granted") return;
  const last = Number(localStorage.getItem(REFRESHED_KEY) ?? 0);
  if (Date.now() - last < PUSH_REFRESH_MS) return;
  const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
  if (subscription) await register(subscription, "POST").catch(() => undefined);
}
