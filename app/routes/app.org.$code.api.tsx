import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { API_KEY_MESSAGES, ApiKeyAction } from "../features/api/api-keys";
import { createApiKey, listApiKeys, revokeApiKey } from "../features/api/api-keys.server";
import { ApiKeysPage } from "../features/api/ApiKeysPage";
import { requireMember } from "../features/organizations/membership.server";
import { done, handled, handledLoader, readForm } from "../platform/request.server";
import { formatInstant } from "../platform/time/zones";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "API keys · SiteProof" }];

// A new key is in the page a create answers: never kept by a cache or the back-forward cache.
export const headers = () => ({ "Cache-Control": "no-store" });

// The organization's API keys: its owner's alone, as a key acts for the whole organization.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org, user } = await requireMember(context, request, params.code, "manage API keys");
  const when = (iso: string | null) => (iso ? formatInstant(iso, user.timeZone) : null);
  const keys = (await listApiKeys(context.db, org.id)).map((k) => ({
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    scopes: k.scopes,
    state: k.state,
    created: when(k.createdAt)!,
    lastUsed: when(k.lastUsedAt),
    expires: when(k.expiresAt),
  }));
  return json({ keys });
});

// intent: create (name, scopes, expiresOn) answers the key once, never cached; revoke (id).
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "manage API keys");
  const input = await readForm(request, ApiKeyAction);
  if (input.intent === "revoke") {
    await revokeApiKey(context.db, member, input.id);
    return done({ intent: "revoke", message: API_KEY_MESSAGES.revoked });
  }
  const made = await createApiKey(context.db, member, input);
  return done({ intent: "create", message: API_KEY_MESSAGES.created, key: made.key, name: made.name }, { headers: { "Cache-Control": "no-store" } });
});

export default function ApiKeysRoute() {
  return <ApiKeysPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
