import { useEffect, useState } from "react";

/** Whether this document has hydrated already (root.tsx marks it): a page reached by a client navigation is at once. */
export const pageHydrated = () => typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";

/**
 * Whether the scripts run: false on the server's page and in the render that hydrates it, true after.
 * Read it in leaf components (or through <Hydrated>): a whole page re-rendered right after hydration is
 * wasted work on a busy phone.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** `children` once the scripts run, `before` on the server's page until then. */
export function Hydrated({ children = null, before = null }: { children?: React.ReactNode; before?: React.ReactNode }) {
  return <>{useHydrated() ? children : before}</>;
}
