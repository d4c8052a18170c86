// Code a page keeps off its first load (dialogs, menus, the toaster) loads when first used. So that
// it still works when the network drops on a page opened online, each page asks the service
// worker, once the page is idle, to cache it, and the rest of the app's, the files of its own routes first (app/sw/sw.ts;
// the list is made at build time by scripts/sw-precache.ts). The worker skips what it has, so this
// costs the network once a deployment. When this page's files are cached the worker says so, and
// `<html data-offline-ready>` marks it (the browser tests wait for it before cutting the network).
import { whenIdle } from "./idle";

export function precacheWhenIdle(routeIds: string[]): void {
  const worker = navigator.serviceWorker;
  if (!worker) return;
  worker.addEventListener("message", (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === "precached") document.documentElement.dataset.offlineReady = "true";
  });
  worker.startMessages();
  const ask = () => void worker.ready.then((registration) => registration.active?.postMessage({ type: "precache", routes: routeIds })).catch(() => undefined);
  const idle = () => void whenIdle(ask, 4000);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
