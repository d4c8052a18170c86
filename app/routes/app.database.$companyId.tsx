import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { getCompany } from "../features/companies/companies.server";
import { handledLoader, idParam, invariantResponse } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";

const NOT_FOUND = "Company not found";

// One company as JSON (own or directory); another user's id is 404, never the record.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request, { resource: true });
  const company = await getCompany(context.db, user.id, idParam(params, "companyId", NOT_FOUND));
  invariantResponse(company, NOT_FOUND);
  return json({ company });
});
