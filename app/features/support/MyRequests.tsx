// The Support Center's My Requests: the user's own support messages, newest first, each with its
// status, the time an answer was promised by, and the answers the administrators sent.
import { Link } from "@remix-run/react";
import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { formatInstant } from "../../platform/time/zones";
import { categoryLabel } from "./inbox";
import type { MyRequest } from "./support.server";
import { StatusBadges } from "./SupportThreadPage";

export function MyRequests({ requests, timeZone, now }: { requests: MyRequest[]; timeZone: string; now: Date }) {
  if (requests.length === 0) {
    return (
      <Card>
        <Flex direction="column" gap="2" align="start">
          <Text>You have not sent a support message yet.</Text>
          <Button asChild variant="soft">
            <Link to="/app/contact">Contact Support</Link>
          </Button>
        </Flex>
      </Card>
    );
  }
  return (
    <Flex direction="column" gap="3" role="list" aria-label="My requests">
      {requests.map((r) => (
        <Card key={r.id} role="listitem">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Heading as="h3" size="3">
              {r.subject}
            </Heading>
            <StatusBadges status={r.status} answerBy={r.answerBy} now={now} />
          </Flex>
          <Text as="p" size="1" color="gray" mt="1">
            {categoryLabel(r.category)} · {r.priority} priority · sent {formatInstant(r.createdAt, timeZone)}
            {r.status === "open" ? ` · answer promised by ${formatInstant(r.answerBy, timeZone)}` : ""}
          </Text>
          <Text as="p" size="2" mt="2" style={{ whiteSpace: "pre-wrap" }}>
            {r.message}
          </Text>
          {r.answers.map((a) => (
            <Card key={a.id} mt="2" variant="surface">
              <Text as="p" size="1" color="gray">
                Answer from {a.actorName}, {formatInstant(a.createdAt, timeZone)}
              </Text>
              <Text as="p" size="2" style={{ whiteSpace: "pre-wrap" }}>
                {a.text}
              </Text>
            </Card>
          ))}
        </Card>
      ))}
    </Flex>
  );
}
