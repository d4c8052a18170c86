// A hydrated page's framework scripts wait until the page has first been drawn. Remix's <Scripts>
// is rendered inside a <noscript>, which a browser with scripting on keeps as inert text: the
// modulepreload links (120-180 kB gzip) are not fetched while the stylesheets and the first paint
// need the network, which on a phone's weak link they would otherwise share. Once the first
// contentful paint is reported, this inline script parses that text and puts the links and scripts
// in place, and they load and hydrate the page as before. React neither hydrates nor renders a
// <noscript>'s children, so the inserted nodes never disagree with the React tree. Without
// scripting, the links are harmless.
// It must stay self-contained: root.tsx inlines it (static-page.ts `inlineScript`), with the
// noscript's id.

export const HELD_SCRIPTS = "sp-held-scripts";

export function startScriptsAfterFirstPaint(heldId: string) {
  let started = false;
  const start = () => {
    const held = document.getElementById(heldId);
    if (started || !held) return;
    started = true;
    // A Range's fragment, unlike innerHTML, keeps its scripts runnable; each carries the page's nonce.
    held.replaceChildren(document.createRange().createContextualFragment(held.textContent ?? ""));
  };
  // Reported once the paint is on screen: a requestAnimationFrame callback can run before it is.
  try {
    new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && start()).observe({ type: "paint", buffered: true });
  } catch {
    // No paint timing in this browser: the fallback below starts them.
  }
  // A page that reports no paint (a browser without paint timing, a tab opened in the background) still hydrates.
  window.addEventListener("load", () => setTimeout(start, 1000));
}
