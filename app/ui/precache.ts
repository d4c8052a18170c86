// Code a page keeps off its first load (dialogs, menus, the toaster) loads when first used. So that
// it still works offline, on every page and not only those opened online, each page asks the service
// worker, once the page is idle, to cache all of it (app/sw/sw.ts; the list is made at build time by
// scripts/sw-precache.ts). The worker skips what it has, so this costs the network once a deployment.
export function precacheWhenIdle(): void {
  const ask = () => void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ type: "precache" })).catch(() => undefined);
  const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(ask, { timeout: 4000 }) : setTimeout(ask, 1000));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
