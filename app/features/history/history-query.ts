// The history list's state in the URL: search, source filter, company filter, page.
export const HISTORY_PAGE_SIZE = 6;

export interface HistoryQuery {
  q: string;
  source: "all" | "mobile" | "web";
  company: string | null;
  companyName: string | null;
  page: number;
}

/** The parameters parseHistoryQuery reads. */
export const HISTORY_QUERY_PARAMS = ["q", "source", "company", "companyName", "page"] as const;

export function parseHistoryQuery(params: URLSearchParams): HistoryQuery {
  const s = params.get("source");
  return {
    // No control characters: the searched text joins its columns with one (SEARCHED_TEXT).
    q: (params.get("q") ?? "")
      .replace(/\p{Cc}/gu, "")
      .trim()
      .slice(0, 100),
    source: s === "mobile" || s === "web" ? s : "all",
    company: params.get("company")?.slice(0, 64) || null,
    companyName: params.get("companyName")?.slice(0, 200) || null,
    page: Math.max(1, Math.min(100_000, Number.parseInt(params.get("page") ?? "1", 10) || 1)),
  };
}

/** Any change other than the page itself starts again at page 1 (spec 2 §4). */
export function historyQueryString(query: HistoryQuery, change: Partial<HistoryQuery> = {}): string {
  const next = { ...query, ...change };
  if (!("page" in change)) next.page = 1;
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.source !== "all") params.set("source", next.source);
  if (next.company) params.set("company", next.company);
  if (next.company && next.companyName) params.set("companyName", next.companyName);
  if (next.page > 1) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export const inspectionCountLabel = (n: number) => `${n} inspection(s) found`;
