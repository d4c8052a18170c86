// Work a page does for itself right after hydrating (replaying a held tap, searching text typed before the
// scripts, sending photos kept from before, asking the worker to cache the app) waits until the browser is
// idle, at most `timeout` ms: the page's first paint and its own effects go first on a busy phone.

/** Runs `task` when the browser is next idle, at most `timeout` ms from now; answers a function that cancels it. */
export function whenIdle(task: () => void, timeout = 500): () => void {
  // Safari has no requestIdleCallback.
  if (!("requestIdleCallback" in window)) {
    const t = setTimeout(task, 50);
    return () => clearTimeout(t);
  }
  const id = window.requestIdleCallback(task, { timeout });
  return () => window.cancelIdleCallback(id);
}
