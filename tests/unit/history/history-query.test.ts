import { describe, expect, it } from "vitest";
import { historyQueryString, inspectionCountLabel, parseHistoryQuery } from "../../../app/features/history/history-query";

describe("history query", () => {
  it("reads and writes the URL, resetting the page on any other change", () => {
    const q = parseHistoryQuery(new URLSearchParams("q=acme&source=web&company=c1&companyName=Acme&page=4"));
    expect(q).toEqual({ q: "acme", source: "web", company: "c1", companyName: "Acme", page: 4 });
    expect(historyQueryString(q, { source: "all" })).toBe("?q=acme&company=c1&companyName=Acme");
    expect(historyQueryString(q, { page: 5 })).toBe("?q=acme&source=web&company=c1&companyName=Acme&page=5");
    expect(parseHistoryQuery(new URLSearchParams("source=fax")).source).toBe("all");
    expect(inspectionCountLabel(1)).toBe("1 inspection(s) found");
  });

  it("drops control characters from a search: the searched columns are joined by one", () => {
    expect(parseHistoryQuery(new URLSearchParams("q=%1F")).q).toBe("");
    expect(parseHistoryQuery(new URLSearchParams("q=a%1F%0A%20b")).q).toBe("a b");
  });
});
