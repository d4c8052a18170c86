import { useFetcher } from "@remix-run/react";
import { useFetcherResult } from "../../ui/useFetcherResult";
import type { ActionResult } from "./types";

/** One tab's own fetcher for the dashboard's action: `send` posts fields (an array field sends each value). */
export function useAdminAction(onResult: (r: ActionResult) => void) {
  const fetcher = useFetcher<ActionResult>();
  useFetcherResult(fetcher, onResult);
  const send = (fields: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) form.append(k, x);
    fetcher.submit(form, { method: "post" });
  };
  return { fetcher, send, busy: fetcher.state !== "idle" };
}
