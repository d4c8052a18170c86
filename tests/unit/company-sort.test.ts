import { describe, expect, it } from "vitest";
import { companyQueryString, parseCompanyQuery, sortChoice } from "../../app/features/companies/query";
import { SUPPORT_CATEGORIES } from "../../app/features/support/support-form";

/** Follows the menu's link for a sort, as the browser does, and reads the query back from the URL. */
const choose = (search: string, sort: "name" | "date") => {
  const q = parseCompanyQuery(new URLSearchParams(search));
  return companyQueryString(q, sortChoice(q, sort));
};
const badge = (search: string) => {
  const q = parseCompanyQuery(new URLSearchParams(search));
  return `${q.sort} ${q.dir}`;
};

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

describe("support categories", () => {
  it("are the spec's seven, each with one label", () => {
    expect(SUPPORT_CATEGORIES.map(([k]) => k)).toEqual(["technical", "bug", "feature", "account", "billing", "security", "general"]);
    const labels = SUPPORT_CATEGORIES.map(([, l]) => l);
    expect(new Set(labels).size).toBe(7);
    // No label names two categories (today's "Account & Billing" next to "Billing").
    for (const label of labels) expect(labels.filter((l) => l.toLowerCase().includes(label.toLowerCase()))).toEqual([label]);
  });
});
