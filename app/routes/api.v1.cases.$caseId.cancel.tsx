import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireApiKey } from "../features/api/api-auth.server";
import { cancelApiCase } from "../features/api/api-case-cancel.server";
import { ApiCancelBody } from "../features/api/api-case-input";
import { API_CASE_MESSAGES } from "../features/api/api-cases.server";
import { apiHandled } from "../platform/problem.server";
import { idParam, readJson, Refusal } from "../platform/request.server";

const postOnly = () => new Refusal(405, "Use POST to cancel a case.", {}, { Allow: "POST" });

export const loader = apiHandled(async () => {
  throw postOnly();
});

// POST /api/v1/cases/{id}/cancel {reason}: the case cancelled before submission (200 with the case), else 409 case-not-cancellable.
export const action = apiHandled(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw postOnly();
  const caller = await requireApiKey(context, request, "cases:write");
  const id = idParam(params, "caseId", API_CASE_MESSAGES.notFound);
  const { reason } = await readJson(request, ApiCancelBody, { maxBytes: 8 * 1024 });
  return json(await cancelApiCase(context.db, context.cloudflare.env, caller, id, reason));
});
