import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { RATE_LIMIT } from "../features/api/api-keys";
import { referenceOperations } from "../features/api/api-reference";
import { ApiReferencePage } from "../features/api/ApiReferencePage";
import { openApiDocument } from "../features/api/openapi";
import dispositionNode from "../features/api/snippets/verify-disposition.mjs?raw";
import dispositionPython from "../features/api/snippets/verify-disposition.py?raw";
import webhookNode from "../features/api/snippets/verify-webhook.mjs?raw";
import webhookPython from "../features/api/snippets/verify-webhook.py?raw";
import { requireMember } from "../features/organizations/membership.server";
import { handledLoader } from "../platform/request.server";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "API reference · SiteProof" }];

// The API's reference, for whoever may make the organization's keys.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org } = await requireMember(context, request, params.code, "manage API keys");
  const origin = new URL(request.url).origin;
  return json({
    origin,
    code: org.code,
    rateLimit: RATE_LIMIT,
    operations: referenceOperations(openApiDocument(origin), origin),
    snippets: { webhookNode, webhookPython, dispositionNode, dispositionPython },
  });
});

export default function ApiReference() {
  return <ApiReferencePage view={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
