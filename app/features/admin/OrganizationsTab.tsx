// The admin dashboard's Organizations tab: how many organizations, members and cases, and the newest
// organizations with their counts. The admin sees no case: those belong to the organization.
import { Flex, Grid, Table, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { StatCard } from "../../ui/StatCard";
import type { OrganizationsOverview } from "./organizations.server";

export function OrganizationsTab() {
  const overview = useFetcher<OrganizationsOverview>();
  const { load } = overview;
  useEffect(() => load("/app/admin/organizations"), [load]);
  const data = overview.data;
  if (!data) return <Text role="status">Loading organizations...</Text>;
  return (
    <Flex direction="column" gap="3" pt="3">
      <Grid columns={{ initial: "3" }} gap="3">
        <StatCard label="Organizations" value={data.organizations} />
        <StatCard label="Members" value={data.members} />
        <StatCard label="Cases" value={data.cases} />
      </Grid>
      {data.newest.length === 0 ? (
        <Text>No organization has been created yet.</Text>
      ) : (
        <Table.Root aria-label="Organizations">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Code</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Members</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Cases</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Open</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.newest.map((r) => (
              <Table.Row key={r.id}>
                <Table.RowHeaderCell>{r.name}</Table.RowHeaderCell>
                <Table.Cell>{r.code}</Table.Cell>
                <Table.Cell justify="end">{r.members}</Table.Cell>
                <Table.Cell justify="end">{r.cases}</Table.Cell>
                <Table.Cell justify="end">{r.openCases}</Table.Cell>
                <Table.Cell>{new Date(r.createdAt).toLocaleDateString()}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Flex>
  );
}
