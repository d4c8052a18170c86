import { Form, Link, useNavigation, useRevalidator, useSubmit } from "@remix-run/react";
import { Button, DropdownMenu, Flex, IconButton, TextField } from "@radix-ui/themes";
import { FilterChip } from "../FilterChip";
import { DownloadIcon, MagnifyingGlassIcon, MixerHorizontalIcon, ReloadIcon } from "@radix-ui/react-icons";
import { useEffect, useRef } from "react";
import { type HistoryQuery, historyQueryString } from "../../lib/inspections/history-query";

const SOURCES: [HistoryQuery["source"], string][] = [
  ["all", "All Sources"],
  ["mobile", "Mobile App Only"],
  ["web", "Web App Only"],
];

export function HistoryToolbar({ query, onBulkReport }: { query: HistoryQuery; onBulkReport: () => void }) {
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const href = (change: Partial<HistoryQuery>) => `/app/history${historyQueryString(query, change)}`;
  const exportHref = (format: string) => {
    const params = new URLSearchParams(historyQueryString(query, { page: 1 }).slice(1));
    params.set("format", format);
    return `/app/history/export?${params}`;
  };

  useEffect(() => {
    if (searchRef.current && searchRef.current !== document.activeElement) searchRef.current.value = query.q;
  }, [query.q]);

  return (
    <Flex direction="column" gap="3" mb="4">
      <Flex gap="2" wrap="wrap" align="center">
        <Form method="get" role="search" style={{ flex: "1 1 240px" }} onSubmit={(e) => { e.preventDefault(); submit(e.currentTarget, { replace: true }); }}>
          {query.source !== "all" ? <input type="hidden" name="source" value={query.source} /> : null}
          {query.company ? <input type="hidden" name="company" value={query.company} /> : null}
          {query.company && query.companyName ? <input type="hidden" name="companyName" value={query.companyName} /> : null}
          <TextField.Root
            ref={searchRef}
            name="q"
            type="search"
            size="3"
            defaultValue={query.q}
            placeholder="Search by company name, CIN, GSTIN, or location"
            aria-label="Search inspections"
            onChange={(e) => {
              const form = e.currentTarget.form;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => form && submit(form, { replace: true }), 300);
            }}
          >
            <TextField.Slot>
              <MagnifyingGlassIcon aria-hidden="true" />
            </TextField.Slot>
          </TextField.Root>
        </Form>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <IconButton variant="soft" size="3" aria-label="Filter by source">
              <MixerHorizontalIcon />
            </IconButton>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content>
            {SOURCES.map(([value, label]) => (
              <DropdownMenu.Item key={value} asChild>
                <Link to={href({ source: value })} aria-current={query.source === value ? "true" : undefined}>
                  {label}
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
        <IconButton variant="soft" size="3" aria-label="Refresh" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle" || navigation.state !== "idle"}>
          <ReloadIcon />
        </IconButton>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <Button variant="soft" size="3">
              <DownloadIcon aria-hidden="true" /> Export
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content>
            <DropdownMenu.Item onSelect={onBulkReport}>Bulk Report (PDF)</DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <a href={exportHref("csv")} download>
                Download CSV
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <a href={exportHref("json")} download>
                Download JSON
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Separator />
            <DropdownMenu.Item asChild>
              <a href={exportHref("zip")} download>
                Photos (ZIP)
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <a href={exportHref("geojson")} download>
                GeoJSON
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <a href={exportHref("kml")} download>
                KML
              </a>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
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
