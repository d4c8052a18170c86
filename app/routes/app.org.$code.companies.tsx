import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useParams } from "@remix-run/react";
import { Directory } from "../features/companies/Directory";
import { directoryAction, directoryLoader } from "../features/companies/directory-routes.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Companies · SiteProof" }];

export const loader = directoryLoader;
export const action = directoryAction;

/** The directory, and over it the form page of the nested route (new, edit, import). */
export default function OrgCompaniesRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <Directory code={useParams().code!} {...data}>
      <Outlet />
    </Directory>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
