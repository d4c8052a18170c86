// "Assign case": the organization's inspectors nearest the site first, each with distance, open and
// overdue cases and an Assign button (a real form each, so it works before the scripts run).
import { Form } from "@remix-run/react";
import { Badge, Button, Flex, Table, Text } from "@radix-ui/themes";
import { DoneCallout, RefusalCallout, RouteDialog } from "../../ui/RouteDialog";
import { useRouteForm } from "../../ui/useRouteForm";
import { formatDistance, type RankedInspector } from "./allocation";

interface Props {
  caseRef: { reference: string; companyName: string; siteAddress: string; assigneeId: string | null; hasSite: boolean };
  inspectors: RankedInspector[];
  back: string;
}

type Answer = { ok: boolean; message?: string };

export function AssignDialog({ caseRef, inspectors, back }: Props) {
  const { hydrated, data, busy } = useRouteForm<Answer>(back, "Failed to assign the case");
  const refused = data && !data.ok ? data : undefined;
  return (
    <RouteDialog title={`Assign case ${caseRef.reference}`} back={back} hydrated={hydrated} busy={busy} maxWidth="720px">
      {data?.ok && !hydrated ? (
        <DoneCallout message={data.message} back={back} />
      ) : (
        <Flex direction="column" gap="3">
          {hydrated ? null : <RefusalCallout message={refused?.message} />}
          <Text size="2" color="gray">
            {caseRef.companyName}, {caseRef.siteAddress}
            {caseRef.hasSite ? "" : " (no site location: inspectors are listed by name)"}
          </Text>
          {inspectors.length === 0 ? (
            <Text>This organization has no inspectors yet.</Text>
          ) : (
            <Table.Root size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Inspector</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Distance</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Open</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Overdue</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>
                    <span className="sp-visually-hidden">Action</span>
                  </Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {inspectors.map((i) => {
                  const current = i.userId === caseRef.assigneeId;
                  return (
                    <Table.Row key={i.userId}>
                      <Table.RowHeaderCell>
                        {i.name} {current ? <Badge color="green">Assigned</Badge> : null}
                      </Table.RowHeaderCell>
                      <Table.Cell>{i.distanceKm === null ? "Position unknown" : formatDistance(i.distanceKm)}</Table.Cell>
                      <Table.Cell>{i.openCases}</Table.Cell>
                      <Table.Cell>{i.overdueCases > 0 ? <Text color="red">{i.overdueCases}</Text> : 0}</Table.Cell>
                      <Table.Cell>
                        <Form method="post" preventScrollReset>
                          <input type="hidden" name="intent" value={current ? "unassign" : "assign"} />
                          {current ? null : <input type="hidden" name="assigneeId" value={i.userId} />}
                          <Button
                            type="submit"
                            size="1"
                            variant={current ? "soft" : "solid"}
                            color={current ? "gray" : undefined}
                            disabled={busy}
                            aria-label={`${current ? "Unassign" : "Assign to"} ${i.name}`}
                          >
                            {current ? "Unassign" : "Assign"}
                          </Button>
                        </Form>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          )}
        </Flex>
      )}
    </RouteDialog>
  );
}
