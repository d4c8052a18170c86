import { useLoaderData } from "@remix-run/react";
import { SiteLocationDialog } from "../features/companies/SiteLocationDialog";
import { companyAction } from "../features/companies/company-actions.server";
import { ownCompanyLoader } from "../features/companies/company-route.server";
import { handled } from "../platform/request.server";

export const loader = ownCompanyLoader;
export const action = handled(companyAction);

export default function SiteLocationRoute() {
  const { company } = useLoaderData<typeof loader>();
  return <SiteLocationDialog company={company} />;
}
