import type { SerializeFrom } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { Button, Callout, Flex, Text } from "@radix-ui/themes";
import { ArchiveIcon, PlusIcon } from "@radix-ui/react-icons";
import { type CompanyQuery, companyQueryString, countLabel } from "./query";
import { PageHeader } from "../../ui/PageHeader";
import { Pagination } from "../../ui/Pagination";
import { CompanyCard } from "./CompanyCard";
import { CompanyToolbar } from "./CompanyToolbar";
import type { CompanyActionData, CompanyView } from "./types";

interface Props {
  companies: CompanyView[];
  total: number;
  pageCount: number;
  query: SerializeFrom<CompanyQuery>;
  /** The form route open over the list (new, edit, delete, site, import). */
  children?: React.ReactNode;
}

/** The list; its forms are routes under /app/database that open over it, so each works before the scripts run. */
export function CompanyDatabase({ companies, total, pageCount, query, children }: Props) {
  const q = query as CompanyQuery;
  const search = companyQueryString(q, { page: q.page });
  // Only a form posted to the list before the scripts ran (Delete) answers here; with them it is a toast.
  const answer = useActionData<CompanyActionData>();

  return (
    <>
      <PageHeader title="Company Database">
        <Text as="p" color="gray" mt="1" role="status">
          {countLabel(total)}
        </Text>
      </PageHeader>
      {answer?.message ? (
        <Callout.Root color={answer.ok ? "green" : "red"} role={answer.ok ? "status" : "alert"} mb="4" size="1">
          <Callout.Text>{answer.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      {children}
      <CompanyToolbar query={q} search={search} />
      {companies.length === 0 ? (
        <Flex direction="column" align="center" gap="3" py="9">
          <ArchiveIcon width={40} height={40} color="var(--gray-9)" aria-hidden="true" />
          <Text size="5" weight="bold">
            No companies found
          </Text>
          {q.q || q.state || q.warnings ? <Text color="gray">Try adjusting your search criteria</Text> : null}
          <Button size="3" asChild>
            <Link to={`/app/database/new${search}`} preventScrollReset>
              <PlusIcon aria-hidden="true" /> Add First Company
            </Link>
          </Button>
        </Flex>
      ) : (
        <div className="sp-card-grid">
          {companies.map((c) => (
            <CompanyCard key={c.id} company={c} search={search} />
          ))}
        </div>
      )}
      <Pagination page={q.page} count={pageCount} href={(n) => `/app/database${companyQueryString(q, { page: n })}`} />
    </>
  );
}
