import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useParams } from "@remix-run/react";
import { TurnaroundPage } from "../features/turnaround/TurnaroundPage";
import { turnaroundAction, turnaroundLoader } from "../features/turnaround/turnaround-routes.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Turnaround · SiteProof" }];

export const loader = turnaroundLoader;
export const action = turnaroundAction;

export default function TurnaroundRoute() {
  return <TurnaroundPage code={useParams().code!} data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
