// Components whose code loads when first used (dialogs, admin tabs, the evidence viewer), through the one loader
// (platform/lazy.ts), and the one place that draws them.
//
// Why <Later> draws its Suspense boundary only in the browser, once used: React hydrates a boundary that came in the
// server's HTML at idle priority, after the page. A press or any update of the page reaching such a boundary before
// then makes React drop its server HTML and draw it anew (error #421, text typed in it lost); on a busy phone
// that window is seconds long. A boundary that was never in the server's HTML cannot be caught half-hydrated.
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from "react";
import { loadOnce } from "../platform/lazy";
import { useHydrated } from "./useHydrated";

/** `Module[name]` as a component whose code `load` fetches on its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a component of any props
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  const module = loadOnce(load);
  return lazy(() => module().then((m) => ({ default: m[name] })));
}

/** `children` (lazily loaded components) once `when` has been true in the browser; nothing on the server's page. */
export function Later({ when, fallback = null, children }: { when: boolean; fallback?: React.ReactNode; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return when && hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}
