import { Button, Card, Flex, Heading, Link as RadixLink, Table, Text } from "@radix-ui/themes";
import { DownloadIcon } from "@radix-ui/react-icons";
import { Link } from "@remix-run/react";
import type { CaseYear, EvidencePart } from "./evidence-export.server";

/**
 * The owner's export of everything the organization keeps: its cases a year at a time (the MIS export),
 * and its inspections with their reports, signed evidence and photos in ZIP parts. Plain links: they
 * download before the scripts run.
 */
export function EvidenceExportPage({ code, name, years, parts }: { code: string; name: string; years: CaseYear[]; parts: EvidencePart[] }) {
  const base = `/app/org/${code}`;
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="5">
        Export
      </Heading>
      <Text as="p" size="2" color="gray">
        {`${name} keeps its cases and the inspections captured for them; inspectors keep none of it in their personal space. As its owner you can download all of it here.`}
      </Text>
      <Card>
        <Heading as="h2" size="4" mb="2">
          Cases (MIS export)
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          One CSV per year of case creation: reference, company, address, type, inspector, times, outcome, remark and verify link.
        </Text>
        <Table.Root size="1" aria-label="Cases by year">
          <Table.Body>
            {years.map((y) => (
              <Table.Row key={y.year}>
                <Table.RowHeaderCell>{y.year}</Table.RowHeaderCell>
                <Table.Cell>{`${y.cases} cases`}</Table.Cell>
                <Table.Cell>
                  {y.cases === 0 ? null : y.direct ? (
                    <RadixLink asChild>
                      <a href={`${base}/turnaround/export?${y.search}`} download>
                        {`Download ${y.year} cases (CSV)`}
                      </a>
                    </RadixLink>
                  ) : (
                    <RadixLink asChild>
                      <Link to={`${base}/turnaround?${y.search}`}>{`Prepare ${y.year} on the Turnaround page`}</Link>
                    </RadixLink>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card>
      <Card>
        <Heading as="h2" size="4" mb="2">
          Inspections, reports and photos (ZIP)
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          Each part holds the inspections' table, a PDF report and the signed evidence of each inspection, and its photos with their Content Credentials, oldest
          first.
        </Text>
        {parts.length === 0 ? (
          <Text as="p" size="2">
            No inspections have been captured for this organization&apos;s cases yet.
          </Text>
        ) : (
          <Flex direction="column" gap="2">
            {parts.map((p) => (
              <Flex key={p.part} gap="3" align="center" wrap="wrap">
                <Button asChild variant="soft">
                  <a href={`${base}/evidence/export?part=${p.part}`} download>
                    <DownloadIcon aria-hidden="true" /> {`Download part ${p.part} of ${parts.length}`}
                  </a>
                </Button>
                <Text size="2">{`${p.inspections} inspections, ${p.photos} photos, ${p.from.slice(0, 10)} to ${p.to.slice(0, 10)}`}</Text>
              </Flex>
            ))}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
