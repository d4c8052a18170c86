import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useParams } from "@remix-run/react";
import { CaseList } from "../features/cases/CaseList";
import { caseListLoader } from "../features/cases/case-routes.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Cases · SiteProof" }];

export const loader = caseListLoader;

export default function OrgCasesRoute() {
  return <CaseList code={useParams().code!} {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
