import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { countItems, requireApiKey } from "../features/api/api-auth.server";
import { ApiBulkBody, MAX_BULK_BYTES } from "../features/api/api-bulk";
import { startBulk } from "../features/api/api-bulk.server";
import { apiHandled } from "../platform/problem.server";
import { readJson, Refusal } from "../platform/request.server";

const postOnly = () => new Refusal(405, "Use POST to send cases in bulk.", {}, { Allow: "POST" });

export const loader = apiHandled(async () => {
  throw postOnly();
});

// POST /api/v1/cases/bulk {cases: [...]}: up to 10,000 cases (5 MB) through the queue; 202 with the job's URL.
export const action = apiHandled(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw postOnly();
  const caller = await requireApiKey(context, request, "cases:write");
  const { cases } = await readJson(request, ApiBulkBody, { maxBytes: MAX_BULK_BYTES });
  await countItems(context, caller, cases.length - 1);
  const job = await startBulk(context.db, context.cloudflare.env, caller, cases);
  const url = `/api/v1/jobs/${job.id}`;
  return json({ job_id: job.id, job_url: url }, { status: 202, headers: { Location: url } });
});
