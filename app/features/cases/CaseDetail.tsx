import { Badge, Button, Card, DataList, Flex, Heading, Link as RadixLink } from "@radix-ui/themes";
import { CaseHistory } from "./CaseHistory";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { formatInstant } from "../../platform/time/zones";
import type { caseDetail } from "./cases.server";
import { isOpen } from "../../platform/db/case-status";
import { CASE_STATUS_LABELS, isOverdue, VERIFICATION_TYPE_LABELS } from "./status";

type Props = SerializeFrom<Awaited<ReturnType<typeof caseDetail>>> & {
  now: string;
  timeZone: string;
  mayAssign: boolean;
  /** Reviewers read the inspection on the review screen; its inspector on their own evidence page. */
  mayReview: boolean;
  /** A manager may reopen the case for a new visit (the review's rule, applied by the route). */
  reopenable: boolean;
  /** The nested route (assign) shown over the page. */
  children?: React.ReactNode;
};

/** The checklist its capture asks, and whether the case named it or takes its type's. */
const checklistText = (checklist: { title: string; version: number } | null, named: boolean) =>
  checklist
    ? `${checklist.title}, version ${checklist.version} (${named ? "chosen for this case" : "the verification type's"})`
    : "None: the seven standard questions";

/** One case: its fields, status, assignee, linked inspection and history (who, what, when). */
export function CaseDetail({ case: c, assignee, checklist, history, now, timeZone, mayAssign, mayReview, reopenable, children }: Props) {
  const overdue = isOverdue(c, new Date(now));
  return (
    <Flex direction="column" gap="4">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="5">
          Case {c.reference}
        </Heading>
        <Badge size="2">{CASE_STATUS_LABELS[c.status]}</Badge>
        {overdue ? <Badge color="red">Overdue</Badge> : null}
        {mayAssign && isOpen(c.status) ? (
          <Button asChild variant="soft" size="2">
            <Link to="assign">Assign</Link>
          </Button>
        ) : null}
        {mayAssign && reopenable ? (
          <Button asChild variant="soft" size="2">
            <Link to="reopen">Reopen for a new visit</Link>
          </Button>
        ) : null}
      </Flex>
      {children}
      <Card>
        <DataList.Root>
          {[
            ["Company", c.companyName],
            ["Site address", c.siteAddress],
            ["Verification type", VERIFICATION_TYPE_LABELS[c.verificationType]],
            ["Checklist", checklistText(checklist, c.checklistId !== null)],
            ["Due", formatInstant(c.dueAt, timeZone)],
            ["Assignee", assignee ?? "Unassigned"],
            ["Instructions", c.instructions ?? "—"],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label>{label}</DataList.Label>
              <DataList.Value>{value}</DataList.Value>
            </DataList.Item>
          ))}
          <DataList.Item>
            <DataList.Label>Inspection</DataList.Label>
            <DataList.Value>
              {c.inspectionId ? (
                <RadixLink asChild>
                  <Link to={mayReview ? `../../review/${c.id}` : `/app/history?evidence=${c.inspectionId}`} relative="path">
                    Open the inspection
                  </Link>
                </RadixLink>
              ) : (
                "Not yet captured"
              )}
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
      <CaseHistory history={history} timeZone={timeZone} headingId="case-history" size="3" />
    </Flex>
  );
}
