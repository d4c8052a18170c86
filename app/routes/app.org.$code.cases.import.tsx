import { Card, Heading } from "@radix-ui/themes";
import { useLoaderData, useParams } from "@remix-run/react";
import { CsvImportForm } from "../features/cases/CsvImportForm";
import { ErrorPage } from "../ui/ErrorPage";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import * as v from "valibot";
import { MAX_CASE_CSV_BYTES, startCaseImport } from "../features/cases/case-import.server";
import { requireMember } from "../features/organizations/membership.server";
import { JobQuery, orgJob } from "../platform/jobs/org-job.server";
import { checkCsvFile } from "../platform/jobs/upload.server";
import { done, handled, handledLoader, readFormData, readQuery } from "../platform/request.server";
import { parseTypedForm } from "../platform/typed-form.server";

const ImportForm = v.object({ file: v.optional(v.unknown()) });

export const meta: MetaFunction = () => [{ title: "Import cases · SiteProof" }];

export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "create case");
  const { job: jobId } = readQuery(request, JobQuery);
  return json({ job: jobId ? await orgJob(context.db, org.id, jobId, "case-csv") : null });
});
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const { org, user } = await requireMember(context, request, params.code, "create case");
  const form = await readFormData(request, { maxBytes: MAX_CASE_CSV_BYTES + 64 * 1024 });
  const file = await checkCsvFile(parseTypedForm(form, ImportForm).file, MAX_CASE_CSV_BYTES);
  const job = await startCaseImport(context.cloudflare.env, context.db, user, org.id, file);
  return done({ message: "The file is being imported", job });
});

export default function ImportCasesRoute() {
  const { job } = useLoaderData<typeof loader>();
  return (
    <Card size="3" style={{ maxWidth: 720 }}>
      <Heading as="h1" size="4" mb="3">
        Import cases
      </Heading>
      <CsvImportForm
        path={`/app/org/${useParams().code}/cases/import`}
        job={job}
        submitLabel="Import cases"
        help="A .csv with a header line: reference, company name, address, verification type, due date, due time, instructions, assignee e-mail and checklist (optional; its title or id, else the type's). Dates are YYYY-MM-DD or DD/MM/YYYY, times HH:MM in your time zone. Each refused row is listed with its reason."
      />
    </Card>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
