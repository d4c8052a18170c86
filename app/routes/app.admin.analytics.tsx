import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { detailedAnalytics } from "../features/admin/admin.server";
import { ANALYTICS_FAILED } from "../features/admin/admin-messages";
import { requireAdmin } from "../features/account/session.server";
import { handledLoader } from "../platform/request.server";

export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  await requireAdmin(context, request, { resource: true });
  try {
    return json(await detailedAnalytics(context.db));
  } catch (error) {
    console.error("Detailed analytics failed", error);
    return json({ message: ANALYTICS_FAILED }, { status: 500 });
  }
});
