import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useParams } from "@remix-run/react";
import { CaseForm } from "../features/cases/CaseForm";
import { newCaseAction, newCaseLoader } from "../features/cases/case-routes.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "New case · SiteProof" }];

export const loader = newCaseLoader;
export const action = newCaseAction;

export default function NewCaseRoute() {
  return <CaseForm code={useParams().code!} {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
