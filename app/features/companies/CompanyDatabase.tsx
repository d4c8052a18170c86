import type { SerializeFrom } from "@remix-run/cloudflare";
import { Button, Flex, Text } from "@radix-ui/themes";
import { ArchiveIcon, PlusIcon } from "@radix-ui/react-icons";
import { useState } from "react";
import { type CompanyQuery, companyQueryString, countLabel } from "./query";
import { PageHeader } from "../../ui/PageHeader";
import { Pagination } from "../../ui/Pagination";
import { CompanyCard } from "./CompanyCard";
import { CompanyFormDialog } from "./CompanyFormDialog";
import { CompanyToolbar } from "./CompanyToolbar";
import { DeleteCompanyDialog } from "./DeleteCompanyDialog";
import { ImportCompaniesDialog } from "./ImportCompaniesDialog";
import { SiteLocationDialog } from "./SiteLocationDialog";
import type { CompanyView } from "./types";

interface Props {
  companies: CompanyView[];
  total: number;
  pageCount: number;
  query: SerializeFrom<CompanyQuery>;
}

export function CompanyDatabase({ companies, total, pageCount, query }: Props) {
  const [editing, setEditing] = useState<CompanyView | "new" | null>(null);
  const [deleting, setDeleting] = useState<CompanyView | null>(null);
  const [importing, setImporting] = useState(false);
  const [siting, setSiting] = useState<CompanyView | null>(null);
  const q = query as CompanyQuery;

  return (
    <>
      <PageHeader title="Company Database">
        <Text as="p" color="gray" mt="1" role="status">
          {countLabel(total)}
        </Text>
      </PageHeader>
      <CompanyToolbar query={q} onAdd={() => setEditing("new")} onImport={() => setImporting(true)} />
      {companies.length === 0 ? (
        <Flex direction="column" align="center" gap="3" py="9">
          <ArchiveIcon width={40} height={40} color="var(--gray-9)" aria-hidden="true" />
          <Text size="5" weight="bold">
            No companies found
          </Text>
          {q.q || q.state ? <Text color="gray">Try adjusting your search criteria</Text> : null}
          <Button size="3" onClick={() => setEditing("new")}>
            <PlusIcon aria-hidden="true" /> Add First Company
          </Button>
        </Flex>
      ) : (
        <div className="sp-card-grid">
          {companies.map((c) => (
            <CompanyCard key={c.id} company={c} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} onSetSite={() => setSiting(c)} />
          ))}
        </div>
      )}
      <Pagination page={q.page} count={pageCount} href={(n) => `/app/database${companyQueryString(q, { page: n })}`} />
      <CompanyFormDialog open={editing !== null} company={editing === "new" || editing === null ? undefined : editing} onClose={() => setEditing(null)} />
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} />
      <SiteLocationDialog company={siting} onClose={() => setSiting(null)} />
      <ImportCompaniesDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
