import { useLoaderData, useLocation, useParams } from "@remix-run/react";
import { CsvImportForm } from "../features/cases/CsvImportForm";
import { directoryAction, directoryImportLoader } from "../features/companies/directory-routes.server";
import { RouteDialog } from "../ui/RouteDialog";
import { useHydratedForm } from "../ui/useHydratedForm";

export const loader = directoryImportLoader;
export const action = directoryAction;

export default function ImportDirectoryRoute() {
  const { job } = useLoaderData<typeof loader>();
  const base = `/app/org/${useParams().code}/companies`;
  const { hydrated } = useHydratedForm();
  const search = new URLSearchParams(useLocation().search);
  search.delete("job");
  return (
    <RouteDialog title="Import companies" back={`${base}${search.size ? `?${search}` : ""}`} hydrated={hydrated}>
      <CsvImportForm
        path={`${base}/import`}
        job={job}
        intent="import"
        submitLabel="Import companies"
        help="A .csv with a header line naming its columns (name, CIN, GSTIN, address...). Rows that repeat a company of the directory are refused and listed."
      />
    </RouteDialog>
  );
}
