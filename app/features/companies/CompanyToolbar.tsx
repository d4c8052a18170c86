import { Link } from "@remix-run/react";
import { Badge, Button, Flex, IconButton } from "@radix-ui/themes";
import { FilterChip } from "../../ui/FilterChip";
import { LazyMenu, type MenuParts } from "../../ui/LazyMenu";
import { SearchForm } from "../../ui/SearchForm";
import { ArrowDownIcon, ArrowUpIcon, MixerHorizontalIcon, PlusIcon, UploadIcon } from "@radix-ui/react-icons";
import { type CompanyQuery, companyQueryString, sortChoice } from "./query";
import { STATES } from "../../platform/states";

export function CompanyToolbar({ query, search }: { query: CompanyQuery; search: string }) {
  const href = (change: Partial<CompanyQuery>) => `/app/database${companyQueryString(query, change)}`;
  const sortItem = (M: MenuParts, sort: CompanyQuery["sort"], label: string) => {
    const active = query.sort === sort;
    return (
      <M.Item asChild>
        <Link to={href(sortChoice(query, sort))} aria-current={active ? "true" : undefined}>
          {label}
          {active ? query.dir === "asc" ? <ArrowUpIcon aria-label="ascending" /> : <ArrowDownIcon aria-label="descending" /> : null}
        </Link>
      </M.Item>
    );
  };

  return (
    <Flex direction="column" gap="3" mb="4">
      <Flex gap="2" wrap="wrap" align="center">
        <SearchForm
          label="Search companies"
          placeholder="Search by name, CIN, GSTIN, address or contact person"
          value={query.q}
          keep={{
            sort: query.sortChosen || query.sort !== "name" ? query.sort : null,
            dir: query.dir,
            state: query.state,
            directory: query.directory ? "1" : null,
            warnings: query.warnings ? "1" : null,
          }}
        />
        <LazyMenu
          trigger={
            <IconButton variant="soft" size="3" aria-label="Sort and filter">
              <MixerHorizontalIcon />
            </IconButton>
          }
        >
          {(M) => (
            <>
              {sortItem(M, "name", "Sort by Name")}
              {sortItem(M, "date", "Sort by Date Added")}
              <M.Sub>
                <M.SubTrigger>Filter by State</M.SubTrigger>
                <M.SubContent>
                  <M.Item asChild>
                    <Link to={href({ state: null })}>All States</Link>
                  </M.Item>
                  {STATES.map((s) => (
                    <M.Item key={s} asChild>
                      <Link to={href({ state: s })} aria-current={query.state === s ? "true" : undefined}>
                        {s}
                      </Link>
                    </M.Item>
                  ))}
                </M.SubContent>
              </M.Sub>
              <M.Separator />
              <M.Item asChild>
                <Link to={href({ directory: !query.directory })}>{query.directory ? "Hide directory companies" : "Show directory companies"}</Link>
              </M.Item>
            </>
          )}
        </LazyMenu>
        <Button size="3" variant="soft" asChild>
          <Link to={`/app/database/import${search}`} preventScrollReset>
            <UploadIcon aria-hidden="true" /> Import CSV
          </Link>
        </Button>
        <Button size="3" asChild>
          <Link to={`/app/database/new${search}`} preventScrollReset>
            <PlusIcon aria-hidden="true" /> Add Company
          </Link>
        </Button>
      </Flex>
      <Flex gap="2" wrap="wrap" aria-label="Active filters">
        <Badge size="2" variant="soft" color="gray">
          Sorted by {query.sort === "name" ? "name" : "date added"}, {query.dir === "asc" ? "ascending" : "descending"}
        </Badge>
        {query.state ? <FilterChip label={`State: ${query.state}`} to={href({ state: null })} /> : null}
        {query.directory ? <FilterChip label="Including directory" to={href({ directory: false })} /> : null}
        {query.q ? <FilterChip label={`Search: ${query.q}`} to={href({ q: "" })} /> : null}
        {query.warnings ? (
          <FilterChip label="Companies with warnings" to={href({ warnings: false })} />
        ) : (
          <Badge size="2" variant="outline" color="amber" asChild>
            <Link to={href({ warnings: true })}>Show companies with warnings</Link>
          </Badge>
        )}
      </Flex>
    </Flex>
  );
}
