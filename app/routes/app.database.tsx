import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { CompanyDatabase } from "../features/companies/CompanyDatabase";
import { companyAction } from "../features/companies/company-actions.server";
import { listCompanies } from "../features/companies/companies.server";
import { COMPANY_QUERY_PARAMS, parseCompanyQuery } from "../features/companies/query";
import { handled, handledLoader, querySchema, readQuery } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";

export const meta: MetaFunction = () => [{ title: "Company Database · SiteProof" }];

const CompanyQuery = querySchema(COMPANY_QUERY_PARAMS, parseCompanyQuery);

export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireUser(context, request);
  const query = readQuery(request, CompanyQuery);
  const list = await listCompanies(context.db, user.id, query);
  return json({ ...list, query });
});

export const action = handled(companyAction);

/** The list, and over it the form page of the nested route (new, edit, delete, site, import). */
export default function DatabaseRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <CompanyDatabase {...data}>
      <Outlet />
    </CompanyDatabase>
  );
}
