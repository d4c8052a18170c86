import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { openApiDocument } from "../features/api/openapi";
import { apiHandled } from "../platform/problem.server";

// GET /api/v1/openapi.json: the API's OpenAPI 3.1 document, public like any API reference.
export const loader = apiHandled(async ({ request }: LoaderFunctionArgs) =>
  json(openApiDocument(new URL(request.url).origin), { headers: { "Cache-Control": "public, max-age=300" } }),
);
