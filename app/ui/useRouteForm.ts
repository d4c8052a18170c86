import { useActionData, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { notifyResult } from "./toast";
import { useHydratedForm } from "./useHydratedForm";

type Answer = { ok: boolean; message?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

/**
 * The life of a form route over its list (`/app/database/new`...): its action's answer, whether it is
 * saving, and where closing goes. Once hydrated, a success is a toast and the list again, a refusal the
 * toast `failure` when given (else the form shows it); on the server's page both show in the page itself.
 * `state` goes with the way back to the list (a note for the list to show).
 */
export function useRouteForm<T extends Answer>(list: string, failure?: string, state?: unknown) {
  const form = useHydratedForm();
  const data = useActionData() as T | undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const back = list + useLocation().search;
  const seen = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (!form.hydrated || !data || seen.current === data) return;
    seen.current = data;
    if (data.ok || failure) notifyResult({ ok: data.ok, message: (data.ok ? data.message : failure) ?? "" });
    if (data.ok) navigate(back, { replace: true, preventScrollReset: true, state });
  }, [form.hydrated, data, back, failure, navigate, state]);
  return { ...form, data, back, busy: navigation.state !== "idle" && navigation.formMethod === "POST" };
}
