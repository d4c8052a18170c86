// SiteProof service worker. Push: shows visit reminders (tagged per visit, kept until the user acts,
// closed after 30 s) and opens the app on click. Offline shell: built assets are served from the cache first; the app
// pages a person has opened (/app, /app/camera) are fetched from the network first and kept, so a
// visited camera page opens with no network. Signing out empties the cache.
const CACHE = "siteproof-shell-v1";
const OFFLINE_PAGES = new Set(["/app", "/app/camera"]);

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

async function networkFirst(request) {
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

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
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

const NOTIFICATION_LIFETIME_MS = 30_000;

self.addEventListener("push", (event) => {
  let data = { title: "SiteProof", body: "", tag: "siteproof", url: "/app/notifications" };
  try {
    data = { ...data, ...event.data.json() };
  } catch {
    data.body = event.data ? event.data.text() : "";
  }
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(data.title, { body: data.body, tag: data.tag, requireInteraction: true, icon: "/favicon.svg", data: { url: data.url } });
      await new Promise((resolve) => setTimeout(resolve, NOTIFICATION_LIFETIME_MS));
      for (const n of await self.registration.getNotifications({ tag: data.tag })) n.close();
    })(),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/app", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
