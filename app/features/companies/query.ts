// The company list's state in the URL: search, sort, direction, state filter, directory, warnings, page.
import { STATES, type State } from "../../platform/states";

export const COMPANY_PAGE_SIZE = 9;

export interface CompanyQuery {
  q: string;
  sort: "name" | "date";
  dir: "asc" | "desc";
  /** The sort was chosen from the menu (the URL names it), not just the default. */
  sortChosen: boolean;
  state: State | null;
  directory: boolean;
  /** Only companies whose identity checks warn. */
  warnings: boolean;
  page: number;
}

/** The parameters parseCompanyQuery reads. */
export const COMPANY_QUERY_PARAMS = ["q", "sort", "dir", "state", "directory", "warnings", "page"] as const;

const defaultDir = (sort: CompanyQuery["sort"]) => (sort === "date" ? "desc" : "asc");

export function parseCompanyQuery(params: URLSearchParams): CompanyQuery {
  const sort = params.get("sort") === "date" ? "date" : "name";
  const dirParam = params.get("dir");
  const dir = dirParam === "asc" || dirParam === "desc" ? dirParam : defaultDir(sort);
  const state = STATES.find((s) => s === params.get("state")) ?? null;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    sort,
    dir,
    sortChosen: params.has("sort") && params.get("sort") === sort,
    state,
    directory: params.get("directory") === "1",
    warnings: params.get("warnings") === "1",
    page,
  };
}

/** The URL search string for a query; defaults are left out so links stay short. */
export function companyQueryString(query: CompanyQuery, change: Partial<CompanyQuery> = {}): string {
  const next = { ...query, ...change };
  // Any change other than the page itself starts again at page 1.
  if (!("page" in change)) next.page = 1;
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sortChosen || next.sort !== "name") params.set("sort", next.sort);
  if (next.dir !== defaultDir(next.sort)) params.set("dir", next.dir);
  if (next.state) params.set("state", next.state);
  if (next.directory) params.set("directory", "1");
  if (next.warnings) params.set("warnings", "1");
  if (next.page > 1) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * What choosing a sort from the menu changes. Another sort starts in its default direction. The
 * sort already in use keeps the order the badge shows the first time it is chosen, and turns
 * around each time it is chosen again.
 */
export function sortChoice(query: CompanyQuery, sort: CompanyQuery["sort"]): Pick<CompanyQuery, "sort" | "dir" | "sortChosen"> {
  if (query.sort !== sort) return { sort, dir: defaultDir(sort), sortChosen: true };
  const flipped = query.dir === "asc" ? "desc" : "asc";
  return { sort, dir: query.sortChosen ? flipped : query.dir, sortChosen: true };
}

export function countLabel(n: number): string {
  return `${n} ${n === 1 ? "company" : "companies"} found`;
}
