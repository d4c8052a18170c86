import { Link, useFetcher } from "@remix-run/react";
import { Badge, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { CameraIcon, CheckIcon, Pencil1Icon, Cross2Icon } from "@radix-ui/react-icons";
import { displayDate } from "./calendar";
import { canMarkComplete, visitStatusColor, visitStatusText } from "./rules";
import type { VisitView } from "./types";
import { notifyResult } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";

/** A visit; Mark Complete is a form of its own, Edit and Cancel open their forms over the list. */
export function VisitCard({ visit, today, now, showDate }: { visit: VisitView; today: string; now: Date; showDate: boolean }) {
  const status = visitStatusText(visit, today);
  const complete = useFetcher<{ ok: boolean; message: string }>();
  const busy = complete.state !== "idle";
  useFetcherResult(complete, notifyResult);
  return (
    <Card asChild size="2">
      <article aria-label={`${visit.companyName} visit`} className="sp-company-card">
        <Flex justify="between" align="start" gap="2">
          <Heading as="h3" size="4">
            {visit.companyName}
          </Heading>
          <Badge color={visitStatusColor(status)} variant="solid">
            {status}
          </Badge>
        </Flex>
        <Text size="2">{visit.purpose}</Text>
        <Text size="2" color="gray">
          {showDate ? `${displayDate(visit.scheduledDate)} · ` : ""}
          {visit.scheduledTime}
        </Text>
        {visit.notes ? (
          <Text size="2" color="gray" className="sp-notes">
            {visit.notes}
          </Text>
        ) : null}
        {visit.isCompleted ? null : (
          <Flex gap="2" wrap="wrap" mt="2">
            <Button size="2" asChild>
              <Link to={`/app/camera?visit=${visit.id}`}>
                <CameraIcon aria-hidden="true" /> Start Inspection
              </Link>
            </Button>
            {canMarkComplete(visit, now, today) ? (
              <complete.Form method="post" action="/app/scheduling" style={{ display: "contents" }}>
                <input type="hidden" name="intent" value="complete" />
                <input type="hidden" name="id" value={visit.id} />
                <Button type="submit" size="2" variant="soft" color="green" disabled={busy}>
                  <CheckIcon aria-hidden="true" /> Mark Complete
                </Button>
              </complete.Form>
            ) : null}
            <Button size="2" variant="soft" asChild>
              <Link to={`/app/scheduling/${visit.id}/edit`} preventScrollReset>
                <Pencil1Icon aria-hidden="true" /> Edit
              </Link>
            </Button>
            <Button size="2" variant="soft" color="red" asChild>
              <Link to={`/app/scheduling/${visit.id}/cancel`} preventScrollReset>
                <Cross2Icon aria-hidden="true" /> Cancel
              </Link>
            </Button>
          </Flex>
        )}
      </article>
    </Card>
  );
}
