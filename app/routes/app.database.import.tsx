import { ImportCompaniesDialog } from "../features/companies/ImportCompaniesDialog";
import { companyAction } from "../features/companies/company-actions.server";
import { handled } from "../platform/request.server";

export const action = handled(companyAction);

export default function ImportCompaniesRoute() {
  return <ImportCompaniesDialog />;
}
