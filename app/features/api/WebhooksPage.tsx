// /app/org/<code>/api/webhooks: the owner's webhook endpoints and the delivery log. Real forms (add, roll,
// turn off/on, delete, Send again) that work before the scripts run; a secret is shown once, to copy.
import { Badge, Button, Callout, Card, Flex, Heading, Link, Text, TextField } from "@radix-ui/themes";
import { Form, Link as RemixLink, useActionData, useNavigation } from "@remix-run/react";
import { PageHeader } from "../../ui/PageHeader";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from "../../platform/webhooks/events";
import { ShownOnce } from "./ShownOnce";
import { WebhookDeliveries, type DeliveryView } from "./WebhookDeliveries";

export interface EndpointView {
  id: string;
  url: string;
  events: string[];
  createdAt: string;
  disabledAt: string | null;
  failingSince: string | null;
  rolling: boolean;
}

type Answer = { ok: boolean; message?: string; intent?: string; secret?: string; fieldErrors?: Record<string, string> };

const Problem = ({ text }: { text?: string }) =>
  text ? (
    <Text size="1" color="red" as="p">
      {text}
    </Text>
  ) : null;

function AddForm({ refused }: { refused?: Answer }) {
  const errors = refused?.fieldErrors ?? {};
  const busy = useNavigation().state === "submitting";
  return (
    <Card size="2" mb="5" asChild>
      <section aria-labelledby="new-endpoint-heading">
        <Heading as="h2" size="4" id="new-endpoint-heading" mb="3">
          New endpoint
        </Heading>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="add" />
          <Flex direction="column" gap="3">
            <Flex direction="column" gap="1" style={{ maxWidth: 560 }}>
              <Text as="label" htmlFor="endpoint-url" size="2" weight="medium">
                Address
              </Text>
              <TextField.Root
                id="endpoint-url"
                name="url"
                type="url"
                inputMode="url"
                placeholder="https://loans.example.com/siteproof"
                aria-invalid={errors.url ? true : undefined}
              />
              <Problem text={errors.url} />
            </Flex>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>
                <Text size="2" weight="medium">
                  Events to send
                </Text>
              </legend>
              <Flex direction="column" gap="2" mt="2">
                {WEBHOOK_EVENTS.map((e) => (
                  <Text as="label" size="2" key={e}>
                    <Flex gap="2" align="center">
                      <input type="checkbox" name="events" value={e} defaultChecked />
                      {WEBHOOK_EVENT_LABELS[e]} <Text color="gray">({e})</Text>
                    </Flex>
                  </Text>
                ))}
              </Flex>
              <Problem text={errors.events} />
            </fieldset>
            <Flex>
              <Button type="submit" disabled={busy}>
                Add endpoint
              </Button>
            </Flex>
          </Flex>
        </Form>
      </section>
    </Card>
  );
}

function IntentButton({ intent, id, label, color, ariaLabel }: { intent: string; id: string; label: string; color?: "red"; ariaLabel: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="soft" color={color} size="2" aria-label={ariaLabel}>
        {label}
      </Button>
    </Form>
  );
}

function EndpointItem({ endpoint }: { endpoint: EndpointView }) {
  const off = endpoint.disabledAt !== null;
  return (
    <Card asChild size="2">
      <li aria-label={endpoint.url}>
        <Flex direction="column" gap="2">
          <Flex gap="2" align="center" wrap="wrap">
            <Text weight="bold" style={{ overflowWrap: "anywhere" }}>
              {endpoint.url}
            </Text>
            <Badge color={off ? "gray" : "green"}>{off ? "Off" : "On"}</Badge>
            {endpoint.failingSince && !off ? <Badge color="orange">Failing since {endpoint.failingSince}</Badge> : null}
            {endpoint.rolling ? <Badge color="blue">Old secret also signs</Badge> : null}
          </Flex>
          <Text size="2">{endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e as WebhookEvent] ?? e).join(", ")}</Text>
          <Text size="1" color="gray">
            Added {endpoint.createdAt}
            {off ? ` · Turned off ${endpoint.disabledAt}` : ""}
          </Text>
          <Flex gap="2" wrap="wrap">
            <IntentButton intent="roll" id={endpoint.id} label="Roll secret" ariaLabel={`Roll the secret of ${endpoint.url}`} />
            <IntentButton
              intent={off ? "enable" : "disable"}
              id={endpoint.id}
              label={off ? "Turn on" : "Turn off"}
              ariaLabel={`${off ? "Turn on" : "Turn off"} ${endpoint.url}`}
            />
            <IntentButton intent="delete" id={endpoint.id} label="Delete" color="red" ariaLabel={`Delete ${endpoint.url}`} />
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}

export function WebhooksPage({ endpoints, deliveries }: { endpoints: EndpointView[]; deliveries: DeliveryView[] }) {
  const answer = useActionData() as Answer | undefined;
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <>
      <PageHeader
        title="Webhooks"
        subtitle="SiteProof POSTs each case event to your endpoints, signed with the endpoint's secret (header SiteProof-Signature)."
      />
      <Text as="p" size="2" mb="4">
        <Link asChild>
          <RemixLink to=".." relative="path">
            API keys
          </RemixLink>
        </Link>
      </Text>
      {answer?.ok && answer.secret ? (
        <ShownOnce label="Signing secret" copyLabel="Copy secret" value={answer.secret}>
          {answer.message}
        </ShownOnce>
      ) : null}
      {answer?.ok && !answer.secret ? (
        <Callout.Root color="green" role="status" mb="4" size="1">
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      {refused && (refused.intent !== "add" || !refused.fieldErrors) ? (
        <Callout.Root color="red" role="alert" mb="4" size="1">
          <Callout.Text>{refused.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      <AddForm refused={refused?.intent === "add" ? refused : undefined} />
      <Heading as="h2" size="4" mb="2">
        Endpoints
      </Heading>
      {endpoints.length === 0 ? (
        <Text as="p" color="gray" size="2" mb="5">
          No endpoints yet. Add one above to receive case events.
        </Text>
      ) : (
        <Flex asChild direction="column" gap="2" p="0" mb="5" style={{ listStyle: "none" }}>
          <ul aria-label="Webhook endpoints">
            {endpoints.map((e) => (
              <EndpointItem key={e.id} endpoint={e} />
            ))}
          </ul>
        </Flex>
      )}
      <WebhookDeliveries deliveries={deliveries} />
    </>
  );
}
