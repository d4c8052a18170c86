import { useLoaderData, useLocation, useParams } from "@remix-run/react";
import { CsvImportForm } from "../features/cases/CsvImportForm";
import { RouteDialog } from "../ui/RouteDialog";
import { useHydratedForm } from "../ui/useHydratedForm";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { type DirectoryAnswer, DIRECTORY_FORM_BYTES, DirectoryAction, writeDirectory } from "../features/companies/directory-write.server";
import { requireMember } from "../features/organizations/membership.server";
import { parseTypedForm } from "../platform/typed-form.server";
import { DIRECTORY_JOB } from "../features/companies/directory-import.server";
import { JobQuery, orgJob } from "../platform/jobs/org-job.server";
import { done, handled, handledLoader, readFormData, readQuery } from "../platform/request.server";

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "manage directory");
  const { job } = readQuery(request, JobQuery);
  return json({ job: job ? await orgJob(context.db, org.id, job, DIRECTORY_JOB) : null });
});
// Add, edit or import (intent=create|update|import): owners and managers.
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "manage directory");
  const form = await readFormData(request, { maxBytes: DIRECTORY_FORM_BYTES });
  return done<DirectoryAnswer>(await writeDirectory(context.cloudflare.env, context.db, member, parseTypedForm(form, DirectoryAction)));
});

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
