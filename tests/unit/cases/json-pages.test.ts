import { describe, expect, it } from "vitest";
import { JSON_PAGE_CHARS, JSON_PAGE_ROWS, jsonInsertSql, jsonPages } from "../../../app/features/companies/directory-bulk.server";

describe("bulk pages of JSON rows", () => {
  it("holds at most JSON_PAGE_ROWS rows, every row once and in order", () => {
    const rows = Array.from({ length: 2 * JSON_PAGE_ROWS + 3 }, (_, i) => ({ i }));
    const pages = jsonPages(rows);
    expect(pages.map((p) => p.length)).toEqual([JSON_PAGE_ROWS, JSON_PAGE_ROWS, 3]);
    expect(pages.flat()).toEqual(rows);
  });

  it("starts a new page before its JSON would pass JSON_PAGE_CHARS", () => {
    const rows = Array.from({ length: 10 }, () => ({ notes: "x".repeat(JSON_PAGE_CHARS / 4) }));
    const pages = jsonPages(rows);
    for (const p of pages) expect(JSON.stringify(p).length).toBeLessThanOrEqual(JSON_PAGE_CHARS);
    expect(pages.flat()).toHaveLength(10);
  });

  it("writes one INSERT OR IGNORE ... SELECT over json_each", () => {
    expect(jsonInsertSql("t", ["a", "b"], { org: "?2" })).toBe(
      "INSERT OR IGNORE INTO t (a, b, org) SELECT json_extract(j.value, '$.a'), json_extract(j.value, '$.b'), ?2 FROM json_each(?1) AS j ",
    );
  });
});
