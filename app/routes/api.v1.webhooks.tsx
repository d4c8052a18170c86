import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireApiKey } from "../features/api/api-auth.server";
import { ApiWebhookBody } from "../features/api/webhooks";
import { apiWebhookEndpoints, createWebhookEndpoint } from "../features/api/webhooks.server";
import { apiHandled } from "../platform/problem.server";
import { readJson, Refusal } from "../platform/request.server";

// GET /api/v1/webhooks (webhooks:manage): the key's organization's endpoints, without their secrets.
export const loader = apiHandled(async ({ request, context }: LoaderFunctionArgs) => {
  const caller = await requireApiKey(context, request, "webhooks:manage");
  return json({ webhooks: await apiWebhookEndpoints(context.db, caller.organizationId) });
});

// POST /api/v1/webhooks (webhooks:manage): a new endpoint; the answer is the only time its secret is given.
export const action = apiHandled(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new Refusal(405, "Use POST to add an endpoint.", {}, { Allow: "GET, POST" });
  const caller = await requireApiKey(context, request, "webhooks:manage");
  const input = await readJson(request, ApiWebhookBody, { maxBytes: 8 * 1024 });
  const made = await createWebhookEndpoint(context.cloudflare.env, context.db, caller.organizationId, input);
  return json(made, { status: 201, headers: { Location: `/api/v1/webhooks/${made.id}`, "Cache-Control": "no-store" } });
});
