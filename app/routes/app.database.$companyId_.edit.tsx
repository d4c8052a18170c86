import { useLoaderData } from "@remix-run/react";
import { CompanyFormDialog } from "../features/companies/CompanyFormDialog";
import { companyAction } from "../features/companies/company-actions.server";
import { ownCompanyLoader } from "../features/companies/company-route.server";
import { handled } from "../platform/request.server";

export const loader = ownCompanyLoader;
export const action = handled(companyAction);

export default function EditCompanyRoute() {
  const { company } = useLoaderData<typeof loader>();
  return <CompanyFormDialog company={company} />;
}
