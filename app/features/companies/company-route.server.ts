// The loader of the form routes over /app/database that name a company (edit, delete, site): the
// user's own company; a directory entry or another user's id is the same 404.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireUser } from "../account/session.server";
import { getCompany } from "./companies.server";
import { handledLoader, idParam, invariantResponse } from "../../platform/request.server";
import { SITE_MESSAGES } from "./site-form";

export const ownCompanyLoader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  const company = await getCompany(context.db, user.id, idParam(params, "companyId", SITE_MESSAGES.companyNotFound));
  invariantResponse(company && !company.isGlobal, SITE_MESSAGES.companyNotFound);
  return json({ company });
});
