// The owner's webhook forms and their words. The URL rule itself is webhook-rules.ts (webhookUrlProblem).
import * as v from "valibot";
import { WEBHOOK_EVENTS, type WebhookEvent } from "../../platform/webhooks/events";
import { RecordId } from "../../platform/validation/fields";

export const WEBHOOK_MESSAGES = {
  url: "Enter the endpoint's address",
  events: "Choose at least one event to receive",
  created: "Endpoint added. Copy its signing secret now: it will not be shown again.",
  rolled: "New secret made. Copy it now; the old one also signs for 24 hours.",
  disabled: "Endpoint turned off. Nothing is sent to it until it is turned on again.",
  enabled: "Endpoint turned on. Deliveries waiting for it are sent now.",
  deleted: "Endpoint deleted, with its delivery log.",
  resent: "Delivery queued to be sent again.",
  notFound: "That endpoint is not one of this organization's.",
  deliveryNotFound: "That delivery is not one of this organization's.",
} as const;

export const DELIVERY_STATUS_LABELS: Record<string, string> = { pending: "Waiting", delivered: "Delivered", failed: "Failed" };

const EndpointId = RecordId;
const isWebhookEvent = (e: string): e is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e);

// Checked as a whole, so an unknown event is the field's one error ("events"), shown beside the boxes.
const Events = v.pipe(
  v.optional(v.array(v.string(), WEBHOOK_MESSAGES.events), []),
  v.minLength(1, WEBHOOK_MESSAGES.events),
  v.check((list) => list.every(isWebhookEvent), WEBHOOK_MESSAGES.events),
  v.transform((list) => list.filter(isWebhookEvent)),
);
const Url = v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty(WEBHOOK_MESSAGES.url), v.maxLength(2000, "At most 2,000 characters"));

/** POST /api/v1/webhooks: the same two fields as the page's form. */
export const ApiWebhookBody = v.object({ url: Url, events: Events });

export const WebhookAction = v.variant("intent", [
  v.object({
    intent: v.literal("add"),
    url: Url,
    events: Events,
  }),
  v.object({ intent: v.literal("roll"), id: EndpointId }),
  v.object({ intent: v.literal("disable"), id: EndpointId }),
  v.object({ intent: v.literal("enable"), id: EndpointId }),
  v.object({ intent: v.literal("delete"), id: EndpointId }),
  v.object({ intent: v.literal("resend"), seq: v.pipe(v.string(), v.regex(/^[0-9]{1,15}$/), v.transform(Number)) }),
]);
export type WebhookInput = v.InferOutput<typeof WebhookAction>;
export type NewWebhook = Extract<WebhookInput, { intent: "add" }>;
