// Pages that ship no React (a route whose handle says `hydrate: false`, such as /login): their forms
// post natively and the server renders the answer, so the page costs no framework JavaScript (82 kB
// gzip). What a browser must still do there is this one function, inlined into the page by root.tsx:
// - register the service worker, as hydrated pages do;
// - fill `input[data-time-zone]` with the browser's time zone on submit (sign-up records it);
// - on submit, disable the pressed button and show its `data-busy` label ("Signing in..."), and undo
//   that when the browser brings the page back from its back/forward cache.
// It must stay self-contained: it is inlined through Function.prototype.toString (inlineScript).

export interface StaticPageHandle {
  hydrate: false;
}

export const isStaticPage = (handle: unknown) => (handle as Partial<StaticPageHandle> | undefined)?.hydrate === false;

/** A self-contained function as an inline script, called with `args`: self-contained functions,
 *  inlined the same way, or plain values, written as JSON. Wrangler's esbuild keeps function names by
 *  wrapping them in a `__name` helper the inlined copy does not have: it gets a no-op one. */
export const inlineScript = <A extends unknown[]>(fn: (...args: A) => void, ...args: A) =>
  `(() => { const __name = (f) => f; (${fn})(${args.map((arg) => (typeof arg === "function" ? String(arg) : JSON.stringify(arg))).join(", ")}); })();`;

export function staticPageScript() {
  navigator.serviceWorker?.register("/sw.js").catch((error) => console.warn("Service worker registration failed", error));
  const label = (button: HTMLButtonElement) => [...button.childNodes].reverse().find((n) => n.nodeType === Node.TEXT_NODE);
  const pressed: { button: HTMLButtonElement; text: string }[] = [];
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    // Read at submit, before the browser takes the form's data, not as the page is first drawn: a
    // page's first use of Intl loads its time zone data, about 100 ms of main thread in Chromium.
    const zones = form.querySelectorAll<HTMLInputElement>("input[data-time-zone]");
    if (zones.length) {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      zones.forEach((input) => (input.value = timeZone));
    }
    const button = (event.submitter ?? form.querySelector("button[type=submit]")) as HTMLButtonElement | null;
    const text = button && label(button);
    if (!button?.dataset.busy || !text) return;
    pressed.push({ button, text: text.textContent ?? "" });
    // Disabled once the browser has taken the form's data, so the button's own value is never left out.
    setTimeout(() => {
      button.disabled = true;
      text.textContent = button.dataset.busy!;
    });
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const { button, text } of pressed.splice(0)) {
      button.disabled = false;
      label(button)!.textContent = text;
    }
  });
}
