import { useParams } from "@remix-run/react";
import { CompanyFormDialog } from "../features/companies/CompanyFormDialog";
import { directoryAction, directoryManagerLoader } from "../features/companies/directory-routes.server";

export const loader = directoryManagerLoader;
export const action = directoryAction;

export default function NewDirectoryCompanyRoute() {
  return <CompanyFormDialog list={`/app/org/${useParams().code}/companies`} />;
}
