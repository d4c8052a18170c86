import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireApiKey } from "../features/api/api-auth.server";
import { API_JOB_MESSAGES, apiJob } from "../features/api/api-bulk.server";
import { apiHandled } from "../platform/problem.server";
import { idParam } from "../platform/request.server";

// GET /api/v1/jobs/{id}: a bulk job of the key's organization: its state, counts and each refused item by index.
export const loader = apiHandled(async ({ request, context, params }: LoaderFunctionArgs) => {
  const caller = await requireApiKey(context, request, ["cases:write", "cases:read"]);
  return json(await apiJob(context.db, caller, idParam(params, "jobId", API_JOB_MESSAGES.notFound)));
});
