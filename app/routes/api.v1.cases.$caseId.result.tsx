import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireApiKey } from "../features/api/api-auth.server";
import { apiCaseResult } from "../features/api/api-case-result.server";
import { API_CASE_MESSAGES } from "../features/api/api-cases.server";
import { apiHandled } from "../platform/problem.server";
import { idParam } from "../platform/request.server";

// GET /api/v1/cases/{id}/result: the case's sealed inspections and signed dispositions, checkable with the published keys
// (its photo links last 15 minutes, so it is never cached).
export const loader = apiHandled(async ({ request, context, params }: LoaderFunctionArgs) => {
  const caller = await requireApiKey(context, request, "results:read");
  const id = idParam(params, "caseId", API_CASE_MESSAGES.notFound);
  return json(await apiCaseResult(context.db, context.cloudflare.env, caller, id, new URL(request.url).origin), { headers: { "Cache-Control": "no-store" } });
});
