import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { WEBHOOK_MESSAGES, WebhookAction } from "../features/api/webhooks";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listDeliveries,
  listWebhookEndpoints,
  resendDelivery,
  rollWebhookSecret,
  setWebhookEnabled,
} from "../features/api/webhooks.server";
import { WebhooksPage } from "../features/api/WebhooksPage";
import { requireMember } from "../features/organizations/membership.server";
import { done, handled, handledLoader, readForm } from "../platform/request.server";
import { formatInstant } from "../platform/time/zones";
import { ErrorPage } from "../ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "Webhooks · SiteProof" }];

// A new or rolled secret is in the page the action answers: never kept by a cache.
export const headers = () => ({ "Cache-Control": "no-store" });

// The organization's webhook endpoints and delivery log: its owner's, as the API keys are.
export const loader = handledLoader(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { org, user } = await requireMember(context, request, params.code, "manage API keys");
  const when = (iso: string | null) => (iso ? formatInstant(iso, user.timeZone) : null);
  const [endpoints, deliveries] = await Promise.all([listWebhookEndpoints(context.db, org.id), listDeliveries(context.db, org.id)]);
  const urls = new Map(endpoints.map((e) => [e.id, e.url]));
  return json({
    endpoints: endpoints.map((e) => ({ ...e, createdAt: when(e.createdAt)!, disabledAt: when(e.disabledAt), failingSince: when(e.failingSince) })),
    deliveries: deliveries.map((d) => ({
      ...d,
      url: urls.get(d.endpointId) ?? "",
      createdAt: when(d.createdAt)!,
      lastAttemptAt: when(d.lastAttemptAt),
      nextAttemptAt: d.status === "pending" ? when(d.nextAttemptAt) : null,
    })),
  });
});

// intent: add (url, events) answers the secret once; roll (id) answers the new one; disable, enable, delete (id); resend (seq).
export const action = handled(async ({ request, context, params }: ActionFunctionArgs) => {
  const member = await requireMember(context, request, params.code, "manage API keys");
  const input = await readForm(request, WebhookAction);
  const { db, cloudflare } = context;
  const env = cloudflare.env;
  const noStore = { headers: { "Cache-Control": "no-store" } };
  switch (input.intent) {
    case "add": {
      const { secret } = await createWebhookEndpoint(env, db, member.org.id, input);
      return done({ intent: "add", message: WEBHOOK_MESSAGES.created, secret, url: input.url }, noStore);
    }
    case "roll": {
      const { secret } = await rollWebhookSecret(db, member, input.id);
      return done({ intent: "roll", message: WEBHOOK_MESSAGES.rolled, secret }, noStore);
    }
    case "disable":
    case "enable":
      await setWebhookEnabled(env, db, member, input.id, input.intent === "enable");
      return done({ intent: input.intent, message: WEBHOOK_MESSAGES[input.intent === "enable" ? "enabled" : "disabled"] });
    case "delete":
      await deleteWebhookEndpoint(db, member, input.id);
      return done({ intent: "delete", message: WEBHOOK_MESSAGES.deleted });
    case "resend":
      await resendDelivery(env, db, member, input.seq);
      return done({ intent: "resend", message: WEBHOOK_MESSAGES.resent });
  }
});

export default function WebhooksRoute() {
  return <WebhooksPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
