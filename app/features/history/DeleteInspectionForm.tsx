import { Form, Link } from "@remix-run/react";
import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { HistoryInspection } from "./types";

/** What "Delete Inspection" asks, with the names of who and when. */
export const deleteQuestion = (i: Pick<HistoryInspection, "companyName" | "date" | "photoCount">) =>
  `Delete the inspection of ${i.companyName} on ${i.date}, with its ${i.photoCount} photos? This cannot be undone.`;

/**
 * "Delete Inspection" on the server's page (`/app/history?delete=<id>`), before the scripts run and
 * the alert dialog can open: a real form posting to the list, whose answer the page shows.
 */
export function DeleteInspectionForm({ inspection, back }: { inspection: HistoryInspection; back: string }) {
  return (
    <Card asChild size="3" mb="5">
      <section aria-labelledby="sp-delete-inspection" style={{ maxWidth: 440 }}>
        <Heading as="h2" size="5" id="sp-delete-inspection" mb="3">
          Delete Inspection
        </Heading>
        <Text as="p" size="2" mb="3">
          {deleteQuestion(inspection)}
        </Text>
        <Form method="post" action={back}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={inspection.id} />
          <Flex gap="3" justify="end" wrap="wrap">
            <Button asChild variant="soft" color="gray">
              <Link to={back}>Cancel</Link>
            </Button>
            <Button type="submit" color="red">
              Delete
            </Button>
          </Flex>
        </Form>
      </section>
    </Card>
  );
}
