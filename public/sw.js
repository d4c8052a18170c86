// SiteProof service worker. Offline shell: built assets are served from the cache first; the app
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
