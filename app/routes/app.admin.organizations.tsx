import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireAdmin } from "../features/account/session.server";
import { organizationsOverview } from "../features/admin/organizations.server";
import { handledLoader } from "../platform/request.server";

// The admin's Organizations tab: counts and the newest organizations, never their cases.
export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  await requireAdmin(context, request, { resource: true });
  return json(await organizationsOverview(context.db), { headers: { "Cache-Control": "no-store" } });
});
