import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EvidenceExportPage } from "../features/evidence-export/EvidenceExportPage";
import { caseYears, evidenceParts } from "../features/evidence-export/evidence-export.server";
import { requireMember } from "../features/organizations/membership.server";
import { handledLoader } from "../platform/request.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Export · SiteProof" }];

// The owner's export page (ability "export evidence": owners only).
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org, user } = await requireMember(context, request, params.code, "export evidence");
  const [years, parts] = await Promise.all([caseYears(context.cloudflare.env, org, user.timeZone), evidenceParts(context.db, org.id)]);
  return json({ code: org.code, name: org.name, years, parts }, { headers: { "Cache-Control": "no-store" } });
});

export default function EvidenceExportRoute() {
  return <EvidenceExportPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
