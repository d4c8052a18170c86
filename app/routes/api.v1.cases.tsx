import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import * as v from "valibot";
import { requireApiKey } from "../features/api/api-auth.server";
import { casesByReference } from "../features/api/api-cases.server";
import { apiHandled } from "../platform/problem.server";
import { readQuery } from "../platform/request.server";

const ByReference = v.object({
  reference: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty("Ask for a case by its reference: ?reference=…"),
    v.maxLength(60, "A reference has at most 60 characters"),
  ),
});

// GET /api/v1/cases?reference=…: the key's organization's case with that lender's reference (none or one).
export const loader = apiHandled(async ({ request, context }: LoaderFunctionArgs) => {
  const caller = await requireApiKey(context, request, "cases:read");
  const { reference } = readQuery(request, ByReference);
  return json({ cases: await casesByReference(context.db, caller, reference) });
});
