// /app/org/<code>/retention: the owner's retention rule. A real form of radio buttons: it works before the scripts run.
import { Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { RefusalCallout } from "../../ui/RouteDialog";
import { RETENTION_YEARS, retentionLabel } from "./retention";

type Answer = { ok: boolean; message?: string; fieldErrors?: Record<string, string> };

const CHOICES = [{ value: "keep", years: null }, ...RETENTION_YEARS.map((y) => ({ value: String(y), years: y }))];

export function RetentionPage({ years }: { years: number | null }) {
  const answer = useActionData() as Answer | undefined;
  const busy = useNavigation().state === "submitting";
  const error = answer && !answer.ok ? (answer.fieldErrors?.years ?? answer.message) : null;
  return (
    <Card size="3" style={{ maxWidth: 640 }}>
      <Heading as="h1" size="4" mb="2">
        Evidence retention
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        How long a closed case&apos;s sealed inspections and photos are kept. When the time is up, the daily clean-up removes them and their verify links stop
        working; the case, its history and its signed decisions stay. Removed evidence cannot be brought back.
      </Text>
      {answer?.ok ? (
        <Callout.Root color="green" role="status" size="1" mb="3">
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      <RefusalCallout message={error} />
      <Form method="post">
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>
            <Text size="2" weight="medium">
              Keep closed cases&apos; evidence
            </Text>
          </legend>
          <Flex direction="column" gap="2" mt="2" mb="4">
            {CHOICES.map((c) => (
              <Text as="label" size="2" key={c.value}>
                <Flex gap="2" align="center">
                  <input type="radio" name="years" value={c.value} defaultChecked={c.years === years} />
                  {retentionLabel(c.years)}
                </Flex>
              </Text>
            ))}
          </Flex>
        </fieldset>
        <Button type="submit" disabled={busy}>
          Save retention rule
        </Button>
      </Form>
    </Card>
  );
}
