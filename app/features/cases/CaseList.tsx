import { Badge, Button, Flex, Heading, Link as RadixLink, Table, Text } from "@radix-ui/themes";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import type { CaseStatus } from "../../platform/db/schema";
import { SearchForm } from "../../ui/SearchForm";
import { formatInstant } from "../../platform/time/zones";
import type { listCases } from "./cases.server";
import { CASE_STATUS_LABELS, isOverdue, VERIFICATION_TYPE_LABELS } from "./status";

type Props = SerializeFrom<Awaited<ReturnType<typeof listCases>>> & {
  code: string;
  query: { status: string; q: string };
  now: string;
  timeZone: string;
  mayCreate: boolean;
};

/** Every case of the organization by due time, filtered by status and searched by reference or company. */
export function CaseList({ code, cases, next, query, now, timeZone, mayCreate }: Props) {
  const base = `/app/org/${code}/cases`;
  const at = new Date(now);
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="4">
          Cases
        </Heading>
        {mayCreate ? (
          <Flex gap="2">
            <Button asChild>
              <Link to={`${base}/new`}>New case</Link>
            </Button>
            <Button asChild variant="soft">
              <Link to={`${base}/import`}>Import cases</Link>
            </Button>
            <Button asChild variant="soft">
              <Link to={`${base}/allocate`}>Nearest available</Link>
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <Flex gap="2" wrap="wrap" align="end">
        <SearchForm label="Search cases" placeholder="Reference or company" value={query.q} keep={{ status: query.status }} />
        <Form method="get" aria-label="Filter by status">
          {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
          <Flex gap="2" align="center">
            <select name="status" aria-label="Status" className="sp-select" defaultValue={query.status}>
              <option value="">All statuses</option>
              {Object.entries(CASE_STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            <Button type="submit" variant="soft" size="3">
              Filter
            </Button>
          </Flex>
        </Form>
      </Flex>
      {cases.length === 0 ? (
        <Text color="gray">No cases match.</Text>
      ) : (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Reference</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Company</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Due</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Assignee</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {cases.map((c) => (
              <Table.Row key={c.id}>
                <Table.RowHeaderCell>
                  <RadixLink asChild>
                    <Link to={`${base}/${c.id}`}>{c.reference}</Link>
                  </RadixLink>
                </Table.RowHeaderCell>
                <Table.Cell>{c.companyName}</Table.Cell>
                <Table.Cell>{VERIFICATION_TYPE_LABELS[c.verificationType]}</Table.Cell>
                <Table.Cell>
                  {formatInstant(c.dueAt, timeZone)}{" "}
                  {isOverdue({ status: c.status as CaseStatus, dueAt: c.dueAt }, at) ? <Badge color="red">Overdue</Badge> : null}
                </Table.Cell>
                <Table.Cell>
                  <Badge>{CASE_STATUS_LABELS[c.status]}</Badge>
                </Table.Cell>
                <Table.Cell>{c.assignee ?? "—"}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {next ? (
        <Button asChild variant="soft" style={{ alignSelf: "start" }}>
          <Link to={`${base}?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...(query.status ? { status: query.status } : {}), after: next })}`}>
            Next page
          </Link>
        </Button>
      ) : null}
    </Flex>
  );
}
