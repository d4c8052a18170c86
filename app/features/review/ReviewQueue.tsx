// The review queue: submitted cases, oldest submission first, as cards that read the same on a phone
// and a desk; filters are a plain GET form, so they work before the scripts run.
import { Badge, Button, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Form, Link } from "@remix-run/react";
import { VERIFICATION_TYPE_LABELS } from "../cases/status";
import type { QueueCase } from "./review-queue.server";
import { AGES, waited } from "./review-rules";

interface Props {
  code: string;
  cases: QueueCase[];
  next: string | null;
  inspectors: { id: string; name: string }[];
  query: { inspector: string; type: string; age: string };
  now: string;
}

export function ReviewQueue({ code, cases, next, inspectors, query, now }: Props) {
  const base = `/app/org/${code}/review`;
  const filtered = Boolean(query.inspector || query.type || query.age);
  const keep = Object.fromEntries(Object.entries(query).filter(([, value]) => value));
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="4">
        Review
      </Heading>
      <Form method="get" aria-label="Filter the review queue">
        <Flex gap="2" wrap="wrap" align="center">
          <select name="inspector" aria-label="Inspector" className="sp-select" defaultValue={query.inspector}>
            <option value="">All inspectors</option>
            {inspectors.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
          <select name="type" aria-label="Verification type" className="sp-select" defaultValue={query.type}>
            <option value="">All types</option>
            {Object.entries(VERIFICATION_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <select name="age" aria-label="Waiting" className="sp-select" defaultValue={query.age}>
            {Object.entries(AGES).map(([value, label]) => (
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
      {cases.length === 0 ? (
        <Card>
          <Text as="p" weight="medium">
            {filtered ? "No submitted case matches these filters." : "Nothing to review."}
          </Text>
          <Text as="p" size="2" color="gray">
            {filtered ? "Clear a filter to see more." : "Cases appear here, oldest submission first, as inspectors submit them."}
          </Text>
        </Card>
      ) : (
        <ol className="sp-plain-list" style={{ display: "grid", gap: 12 }} aria-label="Cases waiting for review">
          {cases.map((c) => (
            <li key={c.id}>
              <Card>
                <Flex justify="between" gap="2" wrap="wrap" align="center">
                  <Heading as="h2" size="3">
                    <RadixLink asChild>
                      <Link to={`${base}/${c.id}`} aria-label={`Review case ${c.reference}`}>
                        {c.reference}
                      </Link>
                    </RadixLink>{" "}
                    · {c.companyName}
                  </Heading>
                  <Flex gap="2">
                    {c.visit > 1 ? <Badge color="orange">Visit {c.visit}</Badge> : null}
                    <Badge color="gray">Waiting {waited(c.submittedAt, new Date(now))}</Badge>
                  </Flex>
                </Flex>
                <Text as="p" size="2" color="gray">
                  {VERIFICATION_TYPE_LABELS[c.verificationType]} · {c.inspector} · {c.siteAddress}
                </Text>
              </Card>
            </li>
          ))}
        </ol>
      )}
      {next ? (
        <Button asChild variant="soft" style={{ alignSelf: "start" }}>
          <Link to={`${base}?${new URLSearchParams({ ...keep, after: next })}`}>Next page</Link>
        </Button>
      ) : null}
    </Flex>
  );
}
