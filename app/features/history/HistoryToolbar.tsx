import { Link, useNavigation, useRevalidator } from "@remix-run/react";
import { Button, Flex, IconButton } from "@radix-ui/themes";
import { LazyMenu } from "../../ui/LazyMenu";
import { FilterChip } from "../../ui/FilterChip";
import { SearchForm } from "../../ui/SearchForm";
import { DownloadIcon, MixerHorizontalIcon, ReloadIcon } from "@radix-ui/react-icons";
import { type HistoryQuery, historyQueryString } from "./history-query";

const SOURCES: [HistoryQuery["source"], string][] = [
  ["all", "All Sources"],
  ["mobile", "Mobile App Only"],
  ["web", "Web App Only"],
];

export function HistoryToolbar({ query, onBulkReport }: { query: HistoryQuery; onBulkReport: () => void }) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const href = (change: Partial<HistoryQuery>) => `/app/history${historyQueryString(query, change)}`;
  const exportHref = (format: string) => {
    const params = new URLSearchParams(historyQueryString(query, { page: 1 }).slice(1));
    params.set("format", format);
    return `/app/history/export?${params}`;
  };

  return (
    <Flex direction="column" gap="3" mb="4">
      <Flex gap="2" wrap="wrap" align="center">
        <SearchForm
          label="Search inspections"
          placeholder="Search by company name, CIN, GSTIN, or location"
          value={query.q}
          keep={{ source: query.source !== "all" ? query.source : null, company: query.company, companyName: query.company ? query.companyName : null }}
        />
        <LazyMenu
          trigger={
            <IconButton variant="soft" size="3" aria-label="Filter by source">
              <MixerHorizontalIcon />
            </IconButton>
          }
        >
          {(M) => (
            <>
              {SOURCES.map(([value, label]) => (
                <M.Item key={value} asChild>
                  <Link to={href({ source: value })} aria-current={query.source === value ? "true" : undefined}>
                    {label}
                  </Link>
                </M.Item>
              ))}
            </>
          )}
        </LazyMenu>
        <IconButton
          variant="soft"
          size="3"
          aria-label="Refresh"
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state !== "idle" || navigation.state !== "idle"}
        >
          <ReloadIcon />
        </IconButton>
        <LazyMenu
          trigger={
            <Button variant="soft" size="3">
              <DownloadIcon aria-hidden="true" /> Export
            </Button>
          }
        >
          {(M) => (
            <>
              <M.Item onSelect={onBulkReport}>Bulk Report (PDF)</M.Item>
              <M.Item asChild>
                <a href={exportHref("csv")} download>
                  Download CSV
                </a>
              </M.Item>
              <M.Item asChild>
                <a href={exportHref("json")} download>
                  Download JSON
                </a>
              </M.Item>
              <M.Separator />
              <M.Item asChild>
                <a href={exportHref("zip")} download>
                  Photos (ZIP)
                </a>
              </M.Item>
              <M.Item asChild>
                <a href={exportHref("geojson")} download>
                  GeoJSON
                </a>
              </M.Item>
              <M.Item asChild>
                <a href={exportHref("kml")} download>
                  KML
                </a>
              </M.Item>
            </>
          )}
        </LazyMenu>
      </Flex>
      {query.source !== "all" || query.q ? (
        <Flex gap="2" wrap="wrap" aria-label="Active filters">
          {query.source !== "all" ? <FilterChip label={SOURCES.find(([v]) => v === query.source)![1]} to={href({ source: "all" })} /> : null}
          {query.q ? <FilterChip label={`Search: ${query.q}`} to={href({ q: "" })} /> : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
