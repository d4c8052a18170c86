import type { MetaFunction } from "@remix-run/cloudflare";
import { Card, Heading } from "@radix-ui/themes";
import { useLoaderData, useParams } from "@remix-run/react";
import { CsvImportForm } from "../features/cases/CsvImportForm";
import { caseImportAction, caseImportLoader } from "../features/cases/case-routes.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Import cases · SiteProof" }];

export const loader = caseImportLoader;
export const action = caseImportAction;

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
        help="A .csv with a header line: reference, company name, address, verification type, due date, due time, instructions, assignee e-mail (optional). Dates are YYYY-MM-DD or DD/MM/YYYY, times HH:MM in your time zone. Each refused row is listed with its reason."
      />
    </Card>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
