import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireApiKey } from "../features/api/api-auth.server";
import { apiCaseResult } from "../features/api/api-case-result.server";
import { API_CASE_MESSAGES } from "../features/api/api-cases.server";
import { apiHandled } from "../platform/problem.server";
import { idParam } from "../platform/request.server";

// GET /api/v1/cases/{id}/result: the case's sealed inspections and signed dispositions, checkable with the published keys.
export const loader = apiHandled(async ({ request, context, params }: LoaderFunctionArgs) => {
  const caller = await requireApiKey(context, request, "results:read");
  return json(await apiCaseResult(context.db, caller, idParam(params, "caseId", API_CASE_MESSAGES.notFound)));
});
