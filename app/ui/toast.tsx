// The app's one toaster: every success and error message of an action shows here, in Radix theme
// colours. It lives in the root layout, so a message outlives the page that raised it (the capture
// page's "Inspection saved successfully" stays while the app goes on to History). Sonner and the card
// (app/ui/toast-card.tsx) load with the first message, which waits here; the service worker caches
// them for offline use (precache.ts).
import { useEffect, useState } from "react";
import type { Tone } from "./toast-timing";
import { loadOnce } from "../platform/lazy";

type Card = typeof import("./toast-card");
const toastCard = loadOnce(() => import("./toast-card"));
// Set once the toaster has drawn the loaded card (it must be subscribed to sonner's store before a message shows).
let card: Card | null = null;
// Only the newest message matters (one slot), so one waits at most.
let waiting: [string, Tone] | null = null;
let wake: (() => void) | null = null;

export function notify(text: string, tone: Tone = "error"): void {
  if (card) return card.show(text, tone);
  waiting = [text, tone];
  wake?.();
}

/** An action's `{ ok, message }` answer as a toast. */
export const notifyResult = (r: { ok: boolean; message: string }) => notify(r.message, r.ok ? "success" : "error");

/** Rendered once, inside the Radix theme (its colours and shadows) in the root layout. */
export function AppToaster() {
  const [loaded, setLoaded] = useState<Card | null>(card);
  useEffect(() => {
    const load = () => toastCard().then(setLoaded);
    if (waiting) void load();
    else wake = () => void load();
    return () => void (wake = null);
  }, []);
  // Runs after the Toaster below has subscribed to sonner's store, so the waiting message shows.
  useEffect(() => {
    if (!loaded) return;
    card = loaded;
    if (waiting) card.show(...waiting);
    waiting = null;
  }, [loaded]);
  return loaded ? <loaded.SonnerToaster /> : null;
}
