import { Link } from "@remix-run/react";
import { Badge, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { CameraIcon, CheckIcon, Pencil1Icon, Cross2Icon } from "@radix-ui/react-icons";
import { displayDate } from "./calendar";
import { canMarkComplete, visitStatusColor, visitStatusText } from "./rules";
import type { VisitView } from "./types";

export function VisitCard({
  visit,
  today,
  now,
  showDate,
  onComplete,
  onEdit,
  onCancel,
  busy,
}: {
  visit: VisitView;
  today: string;
  now: Date;
  showDate: boolean;
  onComplete: () => void;
  onEdit: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const status = visitStatusText(visit, today);
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
              <Button size="2" variant="soft" color="green" onClick={onComplete} disabled={busy}>
                <CheckIcon aria-hidden="true" /> Mark Complete
              </Button>
            ) : null}
            <Button size="2" variant="soft" onClick={onEdit} disabled={busy}>
              <Pencil1Icon aria-hidden="true" /> Edit
            </Button>
            <Button size="2" variant="soft" color="red" onClick={onCancel} disabled={busy}>
              <Cross2Icon aria-hidden="true" /> Cancel
            </Button>
          </Flex>
        )}
      </article>
    </Card>
  );
}
