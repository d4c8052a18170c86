import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import * as v from "valibot";
import { requireAdmin } from "../features/account/session.server";
import { listSignals } from "../features/signals/admin-signals.server";
import { SIGNAL_FILTERS } from "../features/signals/admin-types";
import { handledLoader, Refusal } from "../platform/request.server";

const Filter = v.picklist(SIGNAL_FILTERS);

// The admin's Signals tab: the newest photos with a match, a far network or no capture code.
export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  await requireAdmin(context, request, { resource: true });
  const parsed = v.safeParse(Filter, new URL(request.url).searchParams.get("filter") ?? "all");
  if (!parsed.success) throw new Refusal(400, "Choose a filter: all, match, far or no-code");
  return json({ items: await listSignals(context.db, parsed.output) }, { headers: { "Cache-Control": "no-store" } });
});
