import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EvidenceExportPage } from "../features/evidence-export/EvidenceExportPage";
import { evidencePageLoader } from "../features/evidence-export/evidence-routes.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Export · SiteProof" }];

export const loader = evidencePageLoader;

export default function EvidenceExportRoute() {
  return <EvidenceExportPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
