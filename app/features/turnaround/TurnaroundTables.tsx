import { Card, Heading, Table, Text } from "@radix-ui/themes";
import type { InspectorFigures, ReviewerFigures } from "./figures";
import { OUTCOME_LABELS, OUTCOMES } from "../evidence/disposition";
import { HBars } from "../analytics/Charts";

export const hoursText = (h: number | null) => (h === null ? "—" : `${h} h`);

export function InspectorTable({ inspectors }: { inspectors: InspectorFigures[] }) {
  const overdue = inspectors.filter((i) => i.overdue > 0).slice(0, 10);
  return (
    <Card>
      <Heading as="h2" size="4" mb="3">
        Inspectors
      </Heading>
      {inspectors.length === 0 ? (
        <Text color="gray">No case of this range is assigned yet.</Text>
      ) : (
        <>
          {overdue.length ? (
            <HBars title="Overdue by inspector" rows={overdue.map((i) => ({ label: i.name, value: i.overdue, color: "var(--red-9)" }))} />
          ) : null}
          <Table.Root variant="surface" aria-label="Inspectors" mt="3" size="1" className="sp-figures">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Inspector</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Assigned</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Submitted</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Overdue</Table.ColumnHeaderCell>
                {OUTCOMES.map((o) => (
                  <Table.ColumnHeaderCell key={o} justify="end">
                    {OUTCOME_LABELS[o]}
                  </Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {inspectors.map((i) => (
                <Table.Row key={i.id}>
                  <Table.RowHeaderCell>{i.name}</Table.RowHeaderCell>
                  <Table.Cell justify="end">{i.assigned}</Table.Cell>
                  <Table.Cell justify="end">{i.submitted}</Table.Cell>
                  <Table.Cell justify="end">{i.overdue}</Table.Cell>
                  {OUTCOMES.map((o) => (
                    <Table.Cell key={o} justify="end">
                      {i.outcomes[o]}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </Card>
  );
}

export function ReviewerTable({ reviewers }: { reviewers: ReviewerFigures[] }) {
  return (
    <Card>
      <Heading as="h2" size="4" mb="1">
        Reviewers
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        Dispositions signed in this range, and the median time from submission to disposition.
      </Text>
      {reviewers.length === 0 ? (
        <Text color="gray">No disposition was signed in this range.</Text>
      ) : (
        <>
          <HBars title="Dispositions by reviewer" rows={reviewers.slice(0, 10).map((r) => ({ label: r.name, value: r.disposed }))} />
          <Table.Root variant="surface" aria-label="Reviewers" mt="3" size="1" className="sp-figures">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Reviewer</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Disposed</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Median time to dispose</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reviewers.map((r) => (
                <Table.Row key={r.id}>
                  <Table.RowHeaderCell>{r.name}</Table.RowHeaderCell>
                  <Table.Cell justify="end">{r.disposed}</Table.Cell>
                  <Table.Cell justify="end">{hoursText(r.median)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </Card>
  );
}
