import { CompanyFormDialog } from "../features/companies/CompanyFormDialog";
import { companyAction } from "../features/companies/company-actions.server";
import { handled } from "../platform/request.server";

export const action = handled(companyAction);

export default function NewCompanyRoute() {
  return <CompanyFormDialog />;
}
