import { useLoaderData } from "@remix-run/react";
import { CompanyFormDialog } from "../features/companies/CompanyFormDialog";
import { companyAction } from "../features/companies/company-actions.server";
import { editCompanyLoader } from "../features/companies/company-route.server";
import { handled } from "../platform/request.server";

export const loader = editCompanyLoader;
export const action = handled(companyAction);

export default function EditCompanyRoute() {
  const { company, identity } = useLoaderData<typeof loader>();
  return <CompanyFormDialog company={company} identity={identity} />;
}
