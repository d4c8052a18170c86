// The company list's state in the URL: search, sort, direction, state filter, directory, page.
import { STATES, type State } from "../states";

export const COMPANY_PAGE_SIZE = 9;

export interface CompanyQuery {
  q: string;
  sort: "name" | "date";
  dir: "asc" | "desc";
  state: State | null;
  directory: boolean;
  page: number;
}

/** The parameters parseCompanyQuery reads. */
export const COMPANY_QUERY_PARAMS = ["q", "sort", "dir", "state", "directory", "page"] as const;

export function parseCompanyQuery(params: URLSearchParams): CompanyQuery {
  const sort = params.get("sort") === "date" ? "date" : "name";
  const dirParam = params.get("dir");
  const dir = dirParam === "asc" || dirParam === "desc" ? dirParam : sort === "date" ? "desc" : "asc";
  const state = STATES.find((s) => s === params.get("state")) ?? null;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return { q: (params.get("q") ?? "").trim().slice(0, 100), sort, dir, state, directory: params.get("directory") === "1", page };
}

/** The URL search string for a query; defaults are left out so links stay short. */
export function companyQueryString(query: CompanyQuery, change: Partial<CompanyQuery> = {}): string {
  const next = { ...query, ...change };
  // Any change other than the page itself starts again at page 1.
  if (!("page" in change)) next.page = 1;
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sort !== "name") params.set("sort", next.sort);
  if (next.dir !== (next.sort === "date" ? "desc" : "asc")) params.set("dir", next.dir);
  if (next.state) params.set("state", next.state);
  if (next.directory) params.set("directory", "1");
  if (next.page > 1) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export function countLabel(n: number): string {
  return `${n} ${n === 1 ? "company" : "companies"} found`;
}
