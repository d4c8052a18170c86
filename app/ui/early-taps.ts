// A tap between the first paint and hydration counts. The framework's scripts load after the first
// paint (held-scripts.ts), so for a moment a button only React drives (one that opens a dialog or a
// menu) is drawn but does nothing, and the tap was lost. This inline script, run from <head>, takes
// such taps (Enter and Space on a button arrive as clicks too) and keeps the last one; once the root
// route has marked `<html data-hydrated>` and the page is idle, React handles the very same DOM nodes,
// so the tap is played again on that node. Links and the submit buttons of forms that post natively
// (Remix's <Form> and fetcher forms carry their action and method) pass untouched; a form only React
// submits (no action, no method) is held like any other control. The held control carries aria-busy
// (dimmed by app.css) until then; in development React warns about that extra attribute as it hydrates.
// Both functions must stay self-contained: root.tsx inlines them (static-page.ts `inlineScript`).

/** The control a tap is held for, or null to let it through; `path` is the click's composedPath(), nearest first. */
export function heldTapTarget(path: readonly EventTarget[]): HTMLElement | null {
  const elements = path.filter((node): node is HTMLElement => (node as Partial<Node>).nodeType === 1);
  if (elements.some((el) => el.tagName === "A" && el.hasAttribute("href"))) return null;
  const control = elements.find(
    (el) =>
      el.tagName === "BUTTON" || (!/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName) && (el.getAttribute("role") === "button" || el.hasAttribute("aria-haspopup"))),
  );
  if (!control || control.getAttribute("aria-disabled") === "true") return null;
  // A submit or reset button of a form that posts natively (Remix's <Form> takes over once hydrated);
  // a form with neither action nor method is only React's, and submitted before hydration it would
  // reload the page with nothing sent.
  const form = control.tagName === "BUTTON" && (control as HTMLButtonElement).type !== "button" ? (control as HTMLButtonElement).form : null;
  if (form && (form.hasAttribute("action") || form.hasAttribute("method"))) return null;
  return control;
}

export function holdEarlyTaps(heldTarget: typeof heldTapTarget) {
  const html = document.documentElement;
  let held: HTMLElement | null = null;
  let marked = false;
  const unmark = () => marked && held?.removeAttribute("aria-busy");
  const hold = (event: MouseEvent) => {
    // A person's taps only: a click a script sends is the page's own business.
    const control = event.isTrusted ? heldTarget(event.composedPath()) : null;
    if (!control) return;
    // Nothing else sees it: a listener React attaches while it hydrates would act on a half-ready page.
    event.preventDefault();
    event.stopImmediatePropagation();
    // Only the last tap: a second one is a person asking again, not asking to undo (a double tap must not open then close).
    unmark();
    held = control;
    marked = !control.hasAttribute("aria-busy");
    if (marked) control.setAttribute("aria-busy", "true");
  };
  // A tap of the person's own between hydration and the press: React took it, and pressing the held
  // one too would undo it (a dialog's trigger toggles).
  const cancel = (event: MouseEvent) => {
    if (!event.isTrusted) return;
    unmark();
    held = null;
  };
  const press = () => {
    window.removeEventListener("click", cancel, true);
    unmark();
    if (!held?.isConnected) return;
    // A whole press, as a mouse gives it: some controls act on pointerdown or mousedown (Radix's menus and tabs), most on click.
    const Pointer = window.PointerEvent ?? MouseEvent;
    for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
      const init = { bubbles: true, cancelable: true, composed: true, view: window, button: 0, pointerType: "mouse", isPrimary: true };
      held.dispatchEvent(type.startsWith("pointer") ? new Pointer(type, init) : new MouseEvent(type, init));
    }
    held.click();
  };
  const replay = () => {
    if (html.dataset.hydrated !== "true") return;
    observer.disconnect();
    // From now on React takes taps itself: one held past this point could find its node replaced (the
    // account menu's trigger is, once a hover has loaded the menu) and be lost.
    window.removeEventListener("click", hold, true);
    window.addEventListener("click", cancel, true);
    // Pressed once the page's own effects have run, as ui/idle.ts waits (an inline script imports nothing).
    if ("requestIdleCallback" in window) window.requestIdleCallback(press, { timeout: 500 });
    else setTimeout(press, 50);
  };
  // On window, in the capture phase: before any listener on the page, React's own (on the document) included.
  window.addEventListener("click", hold, true);
  const observer = new MutationObserver(replay);
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}
