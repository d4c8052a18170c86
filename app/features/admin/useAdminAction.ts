import { useActionData, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useFetcherResult } from "../../ui/useFetcherResult";
import type { ActionResult } from "./types";

/**
 * One tab's own fetcher for the dashboard's action: `send` posts fields (an array field sends each
 * value), `fetcher.Form` is the tab's form. `answer` is the answer to a form of `intents` posted
 * before the scripts ran (the page came back with it), until the fetcher has one of its own.
 */
export function useAdminAction(intents: readonly string[], onResult: (r: ActionResult) => void) {
  const fetcher = useFetcher<ActionResult>();
  useFetcherResult(fetcher, onResult);
  // Kept from the first render: the revalidation after a finished job would clear the page's action data.
  const [page] = useState(useActionData() as ActionResult | undefined);
  const answer = page && intents.includes(page.intent) && fetcher.data === undefined ? page : undefined;
  const send = (fields: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) form.append(k, x);
    fetcher.submit(form, { method: "post" });
  };
  return { fetcher, send, busy: fetcher.state !== "idle", answer };
}
