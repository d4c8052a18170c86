import { Link } from "@remix-run/react";
import { Badge, Button, Card, Flex, Heading, IconButton, Text } from "@radix-ui/themes";
import { ClockIcon, DrawingPinIcon, Pencil1Icon, TrashIcon } from "@radix-ui/react-icons";
import { isWebsite, notesPreview } from "./company-form";
import { companySite, siteText } from "./site-form";
import type { CompanyView } from "./types";
import { IdentityChecks } from "./identity/IdentityChecks";

const DETAILS: [keyof CompanyView, string][] = [
  ["cin", "CIN"],
  ["gstin", "GSTIN"],
  ["pan", "PAN"],
  ["address", "Address"],
  ["phoneNumber", "Phone"],
  ["email", "Email"],
  ["website", "Website"],
  ["contactPerson", "Contact person"],
];

/** A company of the list; its Edit, Delete and site links open their forms over the list, keeping its query (`search`). */
export function CompanyCard({ company, search }: { company: CompanyView; search: string }) {
  const form = (name: "edit" | "delete" | "site") => `/app/database/${encodeURIComponent(company.id)}/${name}${search}`;
  const site = companySite(company);
  const history = `/app/history?company=${encodeURIComponent(company.id)}&companyName=${encodeURIComponent(company.name)}`;
  return (
    <Card asChild size="2">
      <article aria-label={company.name} className="sp-company-card">
        <Flex justify="between" align="start" gap="2">
          <Heading as="h2" size="4" style={{ overflowWrap: "anywhere" }}>
            {company.name}
          </Heading>
          {company.isGlobal ? (
            <Badge color="indigo" variant="soft">
              Directory
            </Badge>
          ) : null}
        </Flex>
        <dl className="sp-details">
          {DETAILS.filter(([key]) => company[key]).map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                {key === "website" && isWebsite(String(company[key])) ? (
                  <a href={String(company[key])} target="_blank" rel="noreferrer noopener">
                    {String(company[key])}
                  </a>
                ) : (
                  String(company[key])
                )}
              </dd>
            </div>
          ))}
        </dl>
        {company.identity ? <IdentityChecks results={company.identity} brief /> : null}
        {company.notes ? (
          <Text as="p" size="2" color="gray" className="sp-notes">
            {notesPreview(company.notes)}
          </Text>
        ) : null}
        <Flex align="center" justify="between" gap="2" wrap="wrap">
          <Text size="2" color={site ? undefined : "gray"}>
            {siteText(site)}
          </Text>
          {company.isGlobal ? null : (
            <Button size="1" variant="soft" asChild>
              <Link to={form("site")} preventScrollReset aria-label={`Set site location for ${company.name}`}>
                <DrawingPinIcon aria-hidden="true" /> Set site location
              </Link>
            </Button>
          )}
        </Flex>
        <Text as="p" size="1" color="gray">
          Added {new Date(company.createdAt).toLocaleDateString("en-GB")}
        </Text>
        <Flex gap="2" mt="auto" pt="2" wrap="wrap">
          {company.isGlobal ? null : (
            <Button size="2" variant="soft" asChild>
              <Link to={form("edit")} preventScrollReset>
                <Pencil1Icon aria-hidden="true" /> Edit
              </Link>
            </Button>
          )}
          <Button size="2" variant="soft" color="gray" asChild>
            <Link to={history}>
              <ClockIcon aria-hidden="true" /> History
            </Link>
          </Button>
          {company.isGlobal ? null : (
            <IconButton size="2" variant="soft" color="red" asChild ml="auto">
              <Link to={form("delete")} preventScrollReset aria-label={`Delete ${company.name}`}>
                <TrashIcon />
              </Link>
            </IconButton>
          )}
        </Flex>
      </article>
    </Card>
  );
}
