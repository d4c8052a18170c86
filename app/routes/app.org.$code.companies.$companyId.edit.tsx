import { useLoaderData, useParams } from "@remix-run/react";
import { CompanyFormDialog } from "../features/companies/CompanyFormDialog";
import { directoryAction, directoryCompanyLoader } from "../features/companies/directory-routes.server";

export const loader = directoryCompanyLoader;
export const action = directoryAction;

export default function EditDirectoryCompanyRoute() {
  const { company } = useLoaderData<typeof loader>();
  return <CompanyFormDialog company={company} list={`/app/org/${useParams().code}/companies`} />;
}
