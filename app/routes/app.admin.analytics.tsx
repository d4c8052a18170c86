import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { detailedAnalytics } from "../lib/admin.server";
import { requireAdmin } from "../lib/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  return json(await detailedAnalytics(context.db));
}
