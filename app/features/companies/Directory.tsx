import { Badge, Button, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import type { Company } from "../../platform/db/schema";
import { SearchForm } from "../../ui/SearchForm";
import { IdentityChecks } from "./identity/IdentityChecks";
import type { IdentityResult } from "./identity/result";

interface Props {
  code: string;
  companies: (SerializeFrom<Company> & { identity?: IdentityResult[] })[];
  next: string | null;
  q: string;
  mayManage: boolean;
  /** The form route open over the list (new, edit, import). */
  children?: React.ReactNode;
}

/** The organization's company directory: every member searches it; managers add, edit and import. */
export function Directory({ code, companies, next, q, mayManage, children }: Props) {
  const base = `/app/org/${code}/companies`;
  const search = q ? `?q=${encodeURIComponent(q)}` : "";
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="4">
          Company directory
        </Heading>
        {mayManage ? (
          <Flex gap="2">
            <Button asChild>
              <Link to={`${base}/new${search}`}>Add company</Link>
            </Button>
            <Button asChild variant="soft">
              <Link to={`${base}/import${search}`}>Import companies</Link>
            </Button>
          </Flex>
        ) : null}
      </Flex>
      {children}
      <SearchForm label="Search the directory" placeholder="Name, CIN, GSTIN or address" value={q} keep={{}} />
      {companies.length === 0 ? (
        <Text color="gray">{q ? "No company matches this search." : "No companies in the directory yet."}</Text>
      ) : (
        <Flex direction="column" gap="2" asChild>
          <ul aria-label="Directory companies" className="sp-plain-list">
            {companies.map((c) => (
              <li key={c.id}>
                <Card>
                  <Flex justify="between" gap="3" wrap="wrap">
                    <Flex direction="column" gap="1">
                      <Text weight="bold">{c.name}</Text>
                      <Text size="2" color="gray">
                        {c.address}
                      </Text>
                      <Flex gap="2" wrap="wrap">
                        {c.cin ? <Badge color="gray">CIN {c.cin}</Badge> : null}
                        {c.gstin ? <Badge color="gray">GSTIN {c.gstin}</Badge> : null}
                      </Flex>
                      {c.identity ? <IdentityChecks results={c.identity} brief /> : null}
                    </Flex>
                    {mayManage ? (
                      <RadixLink asChild size="2">
                        <Link to={`${base}/${c.id}/edit${search}`} aria-label={`Edit ${c.name}`}>
                          Edit
                        </Link>
                      </RadixLink>
                    ) : null}
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        </Flex>
      )}
      {next ? (
        <Button asChild variant="soft" style={{ alignSelf: "start" }}>
          <Link to={`${base}?${new URLSearchParams({ ...(q ? { q } : {}), after: next })}`}>Next page</Link>
        </Button>
      ) : null}
    </Flex>
  );
}
