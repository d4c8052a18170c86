// Scheduling's list of my open cases (their due times), beside the visits; each opens My cases.
import { Link } from "@remix-run/react";
import { Badge, Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { CaseDue } from "./my-cases.server";
import { CASE_STATUS_LABELS, isOverdue } from "./status";

export function CasesDue({ cases, timeZone, now }: { cases: CaseDue[]; timeZone: string; now: Date }) {
  if (cases.length === 0) return null;
  return (
    <section aria-label="Cases due">
      <Flex align="center" gap="2" my="3">
        <Heading as="h2" size="4">
          Cases due
        </Heading>
        <Badge size="2">{cases.length}</Badge>
      </Flex>
      <Flex direction="column" gap="3">
        {cases.map((c) => (
          <Card key={c.id}>
            <Flex justify="between" gap="2" wrap="wrap">
              <Text weight="bold">{c.companyName}</Text>
              <Badge color={isOverdue(c, now) ? "red" : "blue"}>{isOverdue(c, now) ? "Overdue" : CASE_STATUS_LABELS[c.status]}</Badge>
            </Flex>
            <Text as="p" size="2">
              Case {c.reference} ({c.orgName}) due {new Date(c.dueAt).toLocaleString("en-GB", { timeZone, dateStyle: "medium", timeStyle: "short" })}
            </Text>
            <Text as="p" size="2" color="gray">
              {c.siteAddress} · <Link to={`/app/org/${c.orgCode}/my-cases`}>My cases</Link>
            </Text>
          </Card>
        ))}
      </Flex>
    </section>
  );
}
