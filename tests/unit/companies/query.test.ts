import { describe, expect, it } from "vitest";
import { companyQueryString, countLabel, parseCompanyQuery, sortChoice } from "../../../app/features/companies/query";

/** Follows the menu's link for a sort, as the browser does, and reads the query back from the URL. */
const choose = (search: string, sort: "name" | "date") => {
  const q = parseCompanyQuery(new URLSearchParams(search));
  return companyQueryString(q, sortChoice(q, sort));
};
const badge = (search: string) => {
  const q = parseCompanyQuery(new URLSearchParams(search));
  return `${q.sort} ${q.dir}`;
};

describe("company list query", () => {
  it("reads the URL with safe defaults", () => {
    expect(parseCompanyQuery(new URLSearchParams("page=-3&state=Nowhere&sort=zzz"))).toEqual({
      q: "",
      sort: "name",
      dir: "asc",
      sortChosen: false,
      state: null,
      directory: false,
      warnings: false,
      page: 1,
    });
    expect(parseCompanyQuery(new URLSearchParams("warnings=1")).warnings).toBe(true);
    expect(companyQueryString(parseCompanyQuery(new URLSearchParams("warnings=1&page=3")), { q: "acme" })).toBe("?q=acme&warnings=1");
    expect(parseCompanyQuery(new URLSearchParams("sort=date&state=Bihar&page=2&q=%20acme%20"))).toMatchObject({
      q: "acme",
      sort: "date",
      dir: "desc",
      state: "Bihar",
      page: 2,
    });
  });

  it("writes short URLs and goes back to page 1 when anything but the page changes", () => {
    const q = parseCompanyQuery(new URLSearchParams("q=acme&page=3&state=Bihar"));
    expect(companyQueryString(q, { page: 4 })).toBe("?q=acme&state=Bihar&page=4");
    expect(companyQueryString(q, { sort: "date", dir: "desc" })).toBe("?q=acme&sort=date&state=Bihar");
    expect(companyQueryString(q, { q: "", state: null })).toBe("");
  });

  it("says company or companies", () => {
    expect(countLabel(1)).toBe("1 company found");
    expect(countLabel(0)).toBe("0 companies found");
    expect(countLabel(12)).toBe("12 companies found");
  });
});

describe("choosing a sort from the companies menu", () => {
  it("keeps the default order the badge shows the first time the active sort is chosen", () => {
    expect(badge("")).toBe("name asc");
    const first = choose("", "name");
    expect(first).toBe("?sort=name");
    expect(badge(first)).toBe("name asc");
  });

  it("turns the order around each time the chosen sort is chosen again", () => {
    const second = choose("?sort=name", "name");
    expect(second).toBe("?sort=name&dir=desc");
    expect(badge(second)).toBe("name desc");
    expect(badge(choose(second, "name"))).toBe("name asc");
  });

  it("starts another sort in its own default direction, then turns it on the next choice", () => {
    const date = choose("?sort=name&dir=desc", "date");
    expect(date).toBe("?sort=date");
    expect(badge(date)).toBe("date desc");
    expect(badge(choose(date, "date"))).toBe("date asc");
    expect(badge(choose("?sort=date&dir=asc", "name"))).toBe("name asc");
  });

  it("keeps the other filters and starts again at page 1", () => {
    expect(choose("?q=acme&state=Bihar&page=3", "name")).toBe("?q=acme&sort=name&state=Bihar");
  });

  it("a hand-written sort the page does not know is not a choice", () => {
    expect(parseCompanyQuery(new URLSearchParams("sort=zzz")).sortChosen).toBe(false);
  });
});
