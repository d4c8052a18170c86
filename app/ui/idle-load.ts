import { lazy } from "react";

// Code kept off a page's first load (the toaster, the menus) is still fetched once the page is idle,
// so the service worker has it cached before the network drops: a message or a menu must still work
// offline, on a page that was opened online.
export function loadWhenIdle(load: () => Promise<unknown>): void {
  const start = () => void load().catch(() => undefined);
  const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(start, { timeout: 4000 }) : setTimeout(start, 1000));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** React.lazy for a component that is not needed at first, fetched once the page is idle all the same. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export function lazyWhenIdle<T extends React.ComponentType<any>>(load: () => Promise<{ default: T }>) {
  if (typeof window !== "undefined") loadWhenIdle(load);
  return lazy(load);
}
