// The delivery log on the webhooks page: the latest 50, newest first, each with Send again (a real form).
import { Badge, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { Form } from "@remix-run/react";
import { DELIVERY_STATUS_LABELS } from "./webhooks";

export interface DeliveryView {
  seq: number;
  url: string;
  eventId: string;
  eventType: string;
  caseId: string;
  status: string;
  attempts: number;
  lastStatus: number | null;
  lastAnswer: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

const STATUS_COLORS: Record<string, "green" | "orange" | "red"> = { delivered: "green", pending: "orange", failed: "red" };

function lastAnswer(d: DeliveryView) {
  if (d.attempts === 0) return "Not sent yet";
  const code = d.lastStatus === null ? "No answer" : `HTTP ${d.lastStatus}`;
  return `${code}${d.lastAnswer ? `: ${d.lastAnswer}` : ""}`;
}

export function WebhookDeliveries({ deliveries }: { deliveries: DeliveryView[] }) {
  return (
    <section aria-labelledby="deliveries-heading">
      <Heading as="h2" size="4" mb="2" id="deliveries-heading">
        Deliveries
      </Heading>
      {deliveries.length === 0 ? (
        <Text as="p" color="gray" size="2">
          No deliveries yet. They appear here when a case is assigned, submitted, disposed, sent for a re-visit or cancelled.
        </Text>
      ) : (
        <Flex asChild direction="column" gap="2" p="0" style={{ listStyle: "none" }}>
          <ul aria-label="Webhook deliveries">
            {deliveries.map((d) => (
              <Card asChild size="1" key={d.seq}>
                <li aria-label={`${d.eventType} ${d.eventId}`}>
                  <Flex gap="3" align="center" justify="between" wrap="wrap">
                    <Flex direction="column" gap="1" style={{ minWidth: 0, flex: "1 1 260px" }}>
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text weight="bold">{d.eventType}</Text>
                        <Badge color={STATUS_COLORS[d.status] ?? "gray"}>{DELIVERY_STATUS_LABELS[d.status] ?? d.status}</Badge>
                        <Text size="1" color="gray">
                          {d.attempts === 1 ? "1 attempt" : `${d.attempts} attempts`}
                        </Text>
                      </Flex>
                      <Text size="1" color="gray" style={{ overflowWrap: "anywhere" }}>
                        Event {d.eventId} · Case {d.caseId} · to {d.url}
                      </Text>
                      <Text size="1" style={{ overflowWrap: "anywhere" }}>
                        {lastAnswer(d)}
                        {d.lastAttemptAt ? ` · ${d.lastAttemptAt}` : ""}
                        {d.nextAttemptAt && d.attempts > 0 ? ` · next attempt ${d.nextAttemptAt}` : ""}
                      </Text>
                    </Flex>
                    <Form method="post">
                      <input type="hidden" name="intent" value="resend" />
                      <input type="hidden" name="seq" value={d.seq} />
                      <Button type="submit" variant="soft" size="1" aria-label={`Send ${d.eventType} ${d.eventId} again`}>
                        Send again
                      </Button>
                    </Form>
                  </Flex>
                </li>
              </Card>
            ))}
          </ul>
        </Flex>
      )}
    </section>
  );
}
