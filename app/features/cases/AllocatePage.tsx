// "Nearest available": gives the organization's unassigned cases (with a site) to the nearest
// inspectors, a batch per press, and says what is left.
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";

interface Props {
  withSite: number;
  withoutSite: number;
  locatedInspectors: number;
  batch: number;
}

export function AllocatePage({ withSite, withoutSite, locatedInspectors, batch }: Props) {
  const answer = useActionData<{ ok: boolean; message?: string }>();
  const busy = useNavigation().state === "submitting";
  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 640 }}>
      <Heading as="h1" size="6">
        Nearest available
      </Heading>
      {answer?.message ? (
        <Callout.Root color={answer.ok ? "green" : "red"} role={answer.ok ? "status" : "alert"} size="1">
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Card>
        <Text as="p">
          {withSite} unassigned {withSite === 1 ? "case has" : "cases have"} a site location
          {withoutSite > 0 ? `; ${withoutSite} without one must be assigned by hand` : ""}.
        </Text>
        <Text as="p" size="2" color="gray" mt="1">
          Each case goes to the inspector nearest its site (where they last sealed an inspection for this organization); between equally near inspectors, to the
          one with fewer open cases. {locatedInspectors} {locatedInspectors === 1 ? "inspector has" : "inspectors have"} a known position. Up to {batch} cases
          per press, soonest due first.
        </Text>
        <Form method="post">
          <input type="hidden" name="intent" value="allocate" />
          <Button type="submit" mt="3" disabled={busy || withSite === 0 || locatedInspectors === 0}>
            {busy ? "Allocating..." : "Allocate nearest available"}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
