// The loaders of the form routes over /app/database that name a company (edit, delete, site): the
// user's own company; a directory entry or another user's id is the same 404.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireUser } from "../account/session.server";
import { getCompany } from "./companies.server";
import { identityContextOf } from "./identity/identity.server";
import { handledLoader, idParam, invariantResponse } from "../../platform/request.server";
import { SITE_MESSAGES } from "./site-form";

async function ownCompany({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const company = await getCompany(context.db, user.id, idParam(params, "companyId", SITE_MESSAGES.companyNotFound));
  invariantResponse(company && !company.isGlobal, SITE_MESSAGES.companyNotFound);
  return { user, company };
}

export const ownCompanyLoader = handledLoader(async (args: LoaderFunctionArgs) => json({ company: (await ownCompany(args)).company }));

/** The edit form's: the company and what its identity checks need beside its fields. */
export const editCompanyLoader = handledLoader(async (args: LoaderFunctionArgs) => {
  const { user, company } = await ownCompany(args);
  return json({ company, identity: await identityContextOf(args.context.db, user.id, company) });
});
