import type { SerializeFrom } from "@remix-run/cloudflare";
import { Button, Flex, Text } from "@radix-ui/themes";
import { ArchiveIcon, PlusIcon } from "@radix-ui/react-icons";
import { Suspense, useState, lazy } from "react";
import { type CompanyQuery, companyQueryString, countLabel } from "./query";
import { PageHeader } from "../../ui/PageHeader";
import { Pagination } from "../../ui/Pagination";
import { CompanyCard } from "./CompanyCard";
import { CompanyToolbar } from "./CompanyToolbar";
import type { CompanyView } from "./types";
import { useOnceTrue } from "../../ui/useOnceTrue";

// The dialogs load when first opened: Radix's dialog and the forms are a sixth of the page's code.
const CompanyFormDialog = lazy(() => import("./CompanyFormDialog").then((m) => ({ default: m.CompanyFormDialog })));
const DeleteCompanyDialog = lazy(() => import("./DeleteCompanyDialog").then((m) => ({ default: m.DeleteCompanyDialog })));
const ImportCompaniesDialog = lazy(() => import("./ImportCompaniesDialog").then((m) => ({ default: m.ImportCompaniesDialog })));
const SiteLocationDialog = lazy(() => import("./SiteLocationDialog").then((m) => ({ default: m.SiteLocationDialog })));

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
  const editUsed = useOnceTrue(editing !== null);
  const deleteUsed = useOnceTrue(deleting !== null);
  const siteUsed = useOnceTrue(siting !== null);
  const importUsed = useOnceTrue(importing);
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
      <Suspense>
        {editUsed ? (
          <CompanyFormDialog open={editing !== null} company={editing === "new" || editing === null ? undefined : editing} onClose={() => setEditing(null)} />
        ) : null}
        {deleteUsed ? <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} /> : null}
        {siteUsed ? <SiteLocationDialog company={siting} onClose={() => setSiting(null)} /> : null}
        {importUsed ? <ImportCompaniesDialog open={importing} onClose={() => setImporting(false)} /> : null}
      </Suspense>
    </>
  );
}
