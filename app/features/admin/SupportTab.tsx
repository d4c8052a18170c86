// The admin dashboard's Support tab: every support message with its sender, plan, category, priority,
// receipt and answer-by time; open ones first, overdue ones marked. The filters are a GET form on the
// dashboard's own URL (?tab=support&status=...), so they work before the scripts arrive too; each
// subject links to the message's page, where it is answered.
import { Form, Link, useFetcher, useSearchParams } from "@remix-run/react";
import { Badge, Button, Flex, Grid, Table, Text } from "@radix-ui/themes";
import { useEffect } from "react";
import { StatCard } from "../../ui/StatCard";
import { formatInstant } from "../../platform/time/zones";
import { categoryLabel, inboxFilters, SUPPORT_STATUS_LABELS, SUPPORT_STATUSES } from "../support/inbox";
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from "../support/support-form";
import { StatusBadges } from "../support/SupportThreadPage";
import type { loader } from "../../routes/app.admin.support";

function Select({ name, label, value, options }: { name: string; label: string; value: string; options: readonly (readonly [string, string])[] }) {
  return (
    <label style={{ display: "flex", flexDirection: "column", gap: 4 }}>
      <Text size="1" weight="medium">
        {label}
      </Text>
      <select name={name} defaultValue={value} className="sp-select">
        <option value="">All</option>
        {options.map(([k, l]) => (
          <option key={k} value={k}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SupportTab() {
  const [params] = useSearchParams();
  const filters = inboxFilters(params);
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v)).toString();
  const inbox = useFetcher<typeof loader>();
  const { load } = inbox;
  useEffect(() => load(`/app/admin/support${query ? `?${query}` : ""}`), [load, query]);
  const data = inbox.data;
  return (
    <Flex direction="column" gap="3" pt="3">
      <Form method="get" action="/app/admin" aria-label="Filter support messages">
        <input type="hidden" name="tab" value="support" />
        <Flex gap="3" wrap="wrap" align="end">
          <Select name="status" label="Status" value={filters.status} options={SUPPORT_STATUSES.map((s) => [s, SUPPORT_STATUS_LABELS[s]] as const)} />
          <Select name="category" label="Category" value={filters.category} options={SUPPORT_CATEGORIES} />
          <Select name="priority" label="Priority" value={filters.priority} options={SUPPORT_PRIORITIES.map((p) => [p, p] as const)} />
          <Button type="submit" variant="soft">
            Filter
          </Button>
        </Flex>
      </Form>
      {!data ? (
        <Text role="status">Loading support messages...</Text>
      ) : (
        <>
          <Grid columns="2" gap="3">
            <StatCard label="Open" value={data.counts.open} />
            <StatCard label="Overdue" value={data.counts.overdue} />
          </Grid>
          {data.rows.length === 0 ? (
            <Text>{query ? "No support message matches these filters." : "No support messages yet."}</Text>
          ) : (
            <Table.Root aria-label="Support messages" variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Subject</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Sender</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Priority</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Received</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Answer by</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.rows.map((r) => (
                  <Table.Row key={r.id}>
                    <Table.RowHeaderCell>
                      <Link to={`/app/admin/support/${r.id}`}>{r.subject}</Link>
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      {r.name}
                      <Text as="div" size="1" color="gray">
                        {r.email} · <Badge color={r.accountType === "premium" ? "amber" : "gray"}>{r.accountType === "premium" ? "Premium" : "Free"}</Badge>
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{categoryLabel(r.category)}</Table.Cell>
                    <Table.Cell>{r.priority}</Table.Cell>
                    <Table.Cell>{formatInstant(r.createdAt, data.timeZone)}</Table.Cell>
                    <Table.Cell>{formatInstant(r.answerBy, data.timeZone)}</Table.Cell>
                    <Table.Cell>
                      <StatusBadges status={r.status} answerBy={r.answerBy} now={new Date(data.now)} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </>
      )}
    </Flex>
  );
}
