import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireApiKey } from "../features/api/api-auth.server";
import { API_CASE_MESSAGES, apiCase } from "../features/api/api-cases.server";
import { apiHandled } from "../platform/problem.server";
import { idParam } from "../platform/request.server";

// GET /api/v1/cases/{id}: one case of the key's organization; any other id is 404.
export const loader = apiHandled(async ({ request, context, params }: LoaderFunctionArgs) => {
  const caller = await requireApiKey(context, request, "cases:read");
  return json(await apiCase(context.db, caller, idParam(params, "caseId", API_CASE_MESSAGES.notFound)));
});
