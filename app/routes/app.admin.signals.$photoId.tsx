import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireAdmin } from "../features/account/session.server";
import { photoSignalsForAdmin } from "../features/signals/admin-signals.server";
import { handledLoader, idParam, invariantResponse } from "../platform/request.server";

const NOT_FOUND = "Photo not found";

// Both sides of a photo's fingerprint matches, with who filed them: admins only.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  await requireAdmin(context, request, { resource: true });
  const signals = await photoSignalsForAdmin(context.db, idParam(params, "photoId", NOT_FOUND));
  invariantResponse(signals, NOT_FOUND);
  return json(signals, { headers: { "Cache-Control": "no-store" } });
});
