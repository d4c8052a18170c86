// SiteProof service worker (source; the client build bundles it into build/client/sw.js, see
// scripts/service-worker.ts). Bundled rather than hand-written so that it sends the waiting
// inspections with the very modules the pages use: the IndexedDB schema (photo-store.ts, idb), the
// queue's state machine and the sender.
//
// Push: shows visit reminders (tagged per visit, kept until the user acts, closed after 30 s) and
// opens the app on click. Offline shell: built assets are served from the cache first; the app pages a
// person has opened (/app, /app/camera) are fetched from the network first and kept, so a visited
// camera page opens with no network. Signing out empties that cache only: unsent photos and
// inspections live in IndexedDB, which no clean-up here touches.
// Sending: a Background Sync ("siteproof-send") registered when an inspection is queued, or a page's
// "send" message, runs the sender; with every tab closed Chromium fires the sync when the network returns.
import { sendWaiting, SYNC_TAG } from "../features/offline/sender";

interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Promise<Response> | Response): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
  lastChance: boolean;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data?: { url?: string } };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface Worker {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(o: object): Promise<WindowClient[]>; openWindow(url: string): Promise<WindowClient | null> };
  registration: {
    sync?: { register(tag: string): Promise<void> };
    showNotification(title: string, options: object): Promise<void>;
    getNotifications(filter: { tag: string }): Promise<Notification[]>;
  };
  addEventListener(type: "install" | "activate", fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", fn: (e: FetchEvent) => void): void;
  addEventListener(type: "sync", fn: (e: SyncEvent) => void): void;
  addEventListener(type: "message", fn: (e: ExtendableEvent & { data: unknown; source: { postMessage(m: unknown): void } | null }) => void): void;
  addEventListener(type: "push", fn: (e: PushEvent) => void): void;
  addEventListener(type: "notificationclick", fn: (e: NotificationEvent) => void): void;
}
const sw = self as unknown as Worker;

const CACHE = "siteproof-shell-v1";
const OFFLINE_PAGES = new Set(["/app", "/app/camera"]);

sw.addEventListener("install", () => void sw.skipWaiting());
sw.addEventListener("activate", (event) => {
  // Only Cache Storage is cleaned; IndexedDB (the unsent work) is never touched here.
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

async function cacheFirst(request: Request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

async function networkFirst(request: Request) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic" && !response.redirected) (await caches.open(CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.method === "POST" && url.pathname === "/logout") {
    event.waitUntil(caches.delete(CACHE));
    return;
  }
  if (request.method !== "GET") return;
  if (url.pathname.startsWith("/assets/") || url.pathname === "/favicon.svg" || url.pathname === "/manifest.webmanifest") {
    event.respondWith(cacheFirst(request));
  } else if (OFFLINE_PAGES.has(url.pathname) && (request.mode === "navigate" || url.searchParams.has("_data"))) {
    event.respondWith(networkFirst(request));
  }
});

const online = () => navigator.onLine;

// A sync that ends with work still waiting on the network rejects, so Chromium fires it again later
// (its own back-off); within one event the sender backs off 2 s, 4 s, 8 s ... for up to 2 minutes.
sw.addEventListener("sync", (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    sendWaiting({ online }).then((r) => {
      if (r.blocked === "offline" && !event.lastChance) throw new Error("Still waiting for the network");
    }),
  );
});

// The code pages keep off their first load (dialogs, menus, the toaster), listed at build time
// (scripts/sw-precache.ts): once a page is idle it asks, and the files of its own routes are cached
// first and the page told (it may then lose the network and still open its dialogs); then the rest,
// so pages opened later find theirs cached. A few files at a time (a weak link is not flooded), skipping
// what is cached; one full pass at a time.
interface PrecacheList {
  all: string[];
  routes: Record<string, string[]>;
}
let listed: Promise<PrecacheList> | null = null;
let precachingAll: Promise<void> | null = null;

async function cacheFiles(urls: string[]) {
  const cache = await caches.open(CACHE);
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) if (!(await cache.match(url))) await cache.add(url);
  };
  await Promise.all([worker(), worker(), worker()]);
}

async function precache(routeIds: string[], source: { postMessage(m: unknown): void } | null) {
  listed ??= fetch("/sw-precache.json", { cache: "no-cache" }).then((r) => (r.ok ? (r.json() as Promise<PrecacheList>) : Promise.reject(new Error("no list"))));
  const list = await listed.catch((error) => {
    listed = null;
    throw error;
  });
  await cacheFiles(routeIds.flatMap((id) => list.routes[id] ?? []));
  source?.postMessage({ type: "precached" });
  precachingAll ??= cacheFiles(list.all).finally(() => (precachingAll = null));
  await precachingAll;
}

// A page asks for a pass (on start, on `online`, Retry now). Work left waiting on the network gets a
// Background Sync, so it is sent even if every page closes.
sw.addEventListener("message", (event) => {
  const { type, routes } = (event.data ?? {}) as { type?: string; routes?: unknown };
  if (type === "precache") {
    const routeIds = Array.isArray(routes) ? routes.filter((id) => typeof id === "string") : [];
    event.waitUntil(precache(routeIds, event.source).catch(() => undefined));
    return;
  }
  if (type !== "send") return;
  event.waitUntil(
    sendWaiting({ online }).then(async (r) => {
      if (r.blocked === "offline" || r.retryAt !== null) await sw.registration.sync?.register(SYNC_TAG).catch(() => undefined);
    }),
  );
});

const NOTIFICATION_LIFETIME_MS = 30_000;

sw.addEventListener("push", (event) => {
  let data = { title: "SiteProof", body: "", tag: "siteproof", url: "/app/notifications" };
  try {
    data = { ...data, ...(event.data?.json() as object) };
  } catch {
    data.body = event.data ? event.data.text() : "";
  }
  event.waitUntil(
    (async () => {
      await sw.registration.showNotification(data.title, {
        body: data.body,
        tag: data.tag,
        requireInteraction: true,
        icon: "/favicon.svg",
        data: { url: data.url },
      });
      await new Promise((resolve) => setTimeout(resolve, NOTIFICATION_LIFETIME_MS));
      for (const n of await sw.registration.getNotifications({ tag: data.tag })) n.close();
    })(),
  );
});

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/app", sw.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(url);
      }
      return sw.clients.openWindow(url);
    })(),
  );
});
