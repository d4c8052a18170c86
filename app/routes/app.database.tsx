import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { CompanyDatabase } from "../features/companies/CompanyDatabase";
import { COMPANY_FORM_MAX_BYTES, CompanyAction, type CompanyAnswer, writeCompany } from "../features/companies/company-actions.server";
import { listCompanies } from "../features/companies/companies.server";
import { COMPANY_QUERY_PARAMS, parseCompanyQuery } from "../features/companies/query";
import { done, handled, handledLoader, querySchema, readFormData, readQuery } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";
import { requireUser } from "../features/account/session.server";

export const meta: MetaFunction = () => [{ title: "Company Database · SiteProof" }];

const CompanyQuery = querySchema(COMPANY_QUERY_PARAMS, parseCompanyQuery);

export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  const query = readQuery(request, CompanyQuery);
  const list = await listCompanies(context.db, user.id, query);
  return json({ ...list, query });
});

/**
 * Every intent of the list and its form pages (new, edit, delete, site, import), which post here or to
 * their own URL: a refusal of the fields carries the text typed, so a page posted without scripts
 * comes back with its fields filled.
 */
export const action = handled(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(context, request);
  const form = await readFormData(request, { maxBytes: COMPANY_FORM_MAX_BYTES });
  return done<CompanyAnswer>(await writeCompany(context.db, context.cloudflare.env, user, parseTypedForm(form, CompanyAction)));
});

/** The list, and over it the form page of the nested route (new, edit, delete, site, import). */
export default function DatabaseRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <CompanyDatabase {...data}>
      <Outlet />
    </CompanyDatabase>
  );
}
