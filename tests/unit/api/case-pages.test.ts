import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CaseListQuery, casePageRequest, decodeCursor, encodeCursor, nextCursor, SETTLE_MS } from "../../../app/features/api/case-pages";

const at = "2026-11-29T01:02:03.456Z";

describe("case page cursors", () => {
  it("round-trips a position and is URL-safe", () => {
    const cursor = encodeCursor({ updatedAt: at, id: "c-abc/+=" });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ updatedAt: at, id: "c-abc/+=" });
  });

  it("refuses anything it did not give out", () => {
    const b64 = (s: string) => btoa(s).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    for (const text of ["", "not base64!", b64("{}"), b64('["2026-11-29", "x"]'), b64(`["${at}", 5]`), b64(`["${at}", ""]`), b64(`["${at}","a","b"]`)])
      expect(decodeCursor(text), text).toBeNull();
  });

  it("gives the next cursor only for a full page", () => {
    const rows = [
      { updatedAt: at, id: "a" },
      { updatedAt: at, id: "b" },
    ];
    expect(decodeCursor(nextCursor(rows, 2)!)).toEqual(rows[1]);
    expect(nextCursor(rows, 3)).toBeNull();
    expect(nextCursor([], 1)).toBeNull();
  });
});

describe("the list's query", () => {
  const parse = (q: Record<string, string>) => v.safeParse(CaseListQuery, q);

  it("reads updated_since as a UTC instant, the limit as a number, and the cursor as a position", () => {
    const cursor = encodeCursor({ updatedAt: at, id: "x" });
    const ok = parse({ updated_since: "2026-11-29T06:30:00+05:30", limit: "500", cursor });
    expect(ok.success && ok.output).toEqual({ updated_since: "2026-11-29T01:00:00.000Z", limit: 500, cursor: { updatedAt: at, id: "x" } });
  });

  it("refuses a bad instant, cursor or limit by its field", () => {
    for (const [field, value] of [
      ["updated_since", "yesterday"],
      ["updated_since", "2026-13-01T00:00:00Z"],
      ["cursor", "abc"],
      ["limit", "0"],
      ["limit", "501"],
      ["limit", "1.5"],
    ]) {
      const result = parse({ [field]: value });
      expect(result.success, `${field}=${value}`).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe(field);
    }
  });

  it("starts after the cursor (updated_since then ignored), else from updated_since, and lists only settled rows", () => {
    const now = new Date("2026-11-29T02:00:00.000Z");
    const after = { updatedAt: at, id: "x" };
    expect(casePageRequest({ cursor: after, updated_since: "2020-01-01T00:00:00.000Z" }, now)).toEqual({
      after,
      since: null,
      limit: 100,
      horizon: new Date(now.getTime() - SETTLE_MS).toISOString(),
    });
    expect(casePageRequest({ updated_since: at, limit: 5 }, now)).toMatchObject({ after: null, since: at, limit: 5 });
  });
});
