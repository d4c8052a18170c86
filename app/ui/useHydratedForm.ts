import { useEffect, useRef, useState } from "react";
import { pageHydrated } from "./useHydrated";

/** The text fields of a form, as typed. */
export function formStrings(form: HTMLFormElement | null): Record<string, string> {
  if (!form) return {};
  return Object.fromEntries([...new FormData(form)].filter((e): e is [string, string] => typeof e[1] === "string"));
}

/**
 * A form page that becomes a dialog once the scripts run. Before hydration the server's page holds the
 * form in place (a Radix dialog renders nothing on the server); once hydrated it moves into its dialog,
 * and `carried` is what was typed in the page's form meanwhile, to fill the dialog's fields (useHydrated,
 * plus what was typed; a route reached by a client navigation opens as a dialog at once).
 */
export function useHydratedForm() {
  const ref = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<{ carried: Record<string, string> | null } | null>(() => (pageHydrated() ? { carried: null } : null));
  useEffect(() => {
    setState((s) => s ?? { carried: formStrings(ref.current) });
  }, []);
  return { ref, hydrated: state !== null, carried: state?.carried ?? null };
}
