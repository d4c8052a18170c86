import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { getJob } from "../features/admin/admin.server";
import { adminJobView } from "../features/admin/job-view";
import { handledLoader, idParam, invariantResponse } from "../platform/request.server";
import { requireAdmin } from "../features/account/session.server";

const NOT_FOUND = "Job not found";

// A background job's progress, polled by the admin dashboard's progress bar; an organization's job shows counts only. The dashboard polls
// explicitly; reloading after every other admin action would add nothing, and offline it would fail
// the whole page.
export const shouldRevalidate = () => false;

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  await requireAdmin(context, request, { resource: true });
  const job = await getJob(context.db, idParam(params, "jobId", NOT_FOUND));
  invariantResponse(job, NOT_FOUND);
  return json({ job: adminJobView(job) });
});
