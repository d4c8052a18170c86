import { Badge, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useState } from "react";
import { retryNow } from "./sync";
import { formatBytes } from "./storage";
import { stateLabel } from "./queue";
import { useWaiting } from "./useWaiting";

/** "Waiting to send": each inspection kept on this device for this user, its size and send state. */
export function WaitingPanel({ userId }: { userId: string }) {
  const waiting = useWaiting(userId);
  const [retrying, setRetrying] = useState<string | null>(null);
  if (!waiting || waiting.entries.length === 0) return null;
  return (
    <Card mb="4" asChild>
      <section aria-labelledby="sp-waiting-title">
        <Flex justify="between" align="center" mb="2" gap="2" wrap="wrap">
          <Heading as="h2" size="4" id="sp-waiting-title">
            Waiting to send
          </Heading>
          <Text size="2" color="gray">
            {formatBytes(waiting.bytes)} on this device
          </Text>
        </Flex>
        <ul className="sp-waiting-list" style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 8 }}>
          {waiting.entries.map(({ pending, photoCount, bytes }) => {
            const state = pending.queue;
            return (
              <li key={pending.id} aria-label={pending.summary.companyName}>
                <Flex justify="between" align="center" gap="2" wrap="wrap">
                  <Flex direction="column" style={{ minWidth: 0 }}>
                    <Text weight="bold" truncate>
                      {pending.summary.companyName}
                    </Text>
                    <Text size="2" color="gray">
                      {photoCount === 1 ? "1 photo" : `${photoCount} photos`} · {formatBytes(bytes)}
                    </Text>
                  </Flex>
                  <Flex align="center" gap="2">
                    <Badge color={state.kind === "failed" ? "red" : state.kind === "sending" ? "blue" : "amber"}>{stateLabel(state)}</Badge>
                    <Button
                      size="1"
                      variant="soft"
                      disabled={retrying === pending.id || state.kind === "sending"}
                      onClick={async () => {
                        setRetrying(pending.id);
                        try {
                          await retryNow(pending.id);
                        } finally {
                          setRetrying(null);
                        }
                      }}
                    >
                      Retry now
                    </Button>
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
