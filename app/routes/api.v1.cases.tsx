import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireApiKey } from "../features/api/api-auth.server";
import { createApiCase } from "../features/api/api-case-create.server";
import { API_CASE_INPUT_MESSAGES, ApiCaseBody, caseRequest, idempotencyKeyOf } from "../features/api/api-case-input";
import { casesByReference, casesUpdated } from "../features/api/api-cases.server";
import { CaseListQuery, casePageRequest } from "../features/api/case-pages";
import { apiHandled } from "../platform/problem.server";
import { readJson, readQuery, Refusal } from "../platform/request.server";
import { firstError } from "../platform/validation/form";

/** A case's body is a few KB at most; anything over this is 413. */
const MAX_CASE_BODY = 64 * 1024;

// GET /api/v1/cases?reference=…: the key's organization's case with that lender's reference (none or one);
// without a reference, ?updated_since=…&cursor=…&limit=…: a keyset page of its cases by last change (case-pages.ts).
export const loader = apiHandled(async ({ request, context }: LoaderFunctionArgs) => {
  const caller = await requireApiKey(context, request, "cases:read");
  const query = readQuery(request, CaseListQuery);
  if (query.reference) return json({ cases: await casesByReference(context.db, caller, query.reference) });
  return json(await casesUpdated(context.db, caller, casePageRequest(query, new Date())));
});

// POST /api/v1/cases: a new case (201, Location), or under a known Idempotency-Key the first answer again.
export const action = apiHandled(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new Refusal(405, "Use POST to create a case.", {}, { Allow: "GET, POST" });
  const caller = await requireApiKey(context, request, "cases:write");
  const idempotencyKey = idempotencyKeyOf(request.headers.get("Idempotency-Key"));
  if (idempotencyKey === false)
    throw new Refusal(400, API_CASE_INPUT_MESSAGES.idempotencyKey, { fieldErrors: { "Idempotency-Key": API_CASE_INPUT_MESSAGES.idempotencyKey } });
  const parsed = caseRequest(await readJson(request, ApiCaseBody, { maxBytes: MAX_CASE_BODY }));
  if (!parsed.ok) throw new Refusal(422, firstError(parsed.errors), { fieldErrors: parsed.errors });
  const answer = await createApiCase(context.db, context.cloudflare.env, caller, parsed.data, idempotencyKey);
  const id = (answer.body as { id: string }).id;
  return json(answer.body, {
    status: answer.status,
    headers: { Location: `/api/v1/cases/${id}`, ...(answer.replayed ? { "Idempotent-Replayed": "true" } : {}) },
  });
});
