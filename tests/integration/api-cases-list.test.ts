// Issue 45: GET /api/v1/cases?updated_since=…&cursor=…: keyset pages of the key's organization's cases by last
// change, stable under writes made while a client pages.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedCases } from "./team-factories";
import { api, expectProblem, keyed } from "./api-factories";

type Page = { cases: { id: string; updated_at: string }[]; next_cursor: string | null };
const page = async (key: string, query: string) => {
  const res = await api("GET", `/api/v1/cases?${query}`, key);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};
/** updated_at an hour before the tests plus `ms`, as a write then would have stamped it. */
const start = Date.now();
const ago = (ms: number) => new Date(start - 3_600_000 + ms).toISOString();

describe("GET /api/v1/cases by last change", () => {
  it("walks every case once in (updated_at, id) order, and meets a case changed meanwhile again on a later page", async () => {
    const { org, key } = await keyed(["cases:read"]);
    const other = await keyed(["cases:read"]);
    const ids = await seedCases(org.id, 250);
    await seedCases(other.org.id, 3);
    // Pairs share an updated_at, so the id breaks ties across a page's edge.
    await env.DB.batch(ids.map((id, i) => env.DB.prepare("UPDATE cases SET updated_at = ? WHERE id = ?").bind(ago(Math.floor(i / 2)), id)));

    const first = await page(key, "limit=100");
    expect(first.cases).toHaveLength(100);
    const seen = [...first.cases];
    // A case of the first page changes while the client pages (a write stamped now, settled).
    const changed = first.cases[10].id;
    await env.DB.prepare("UPDATE cases SET status = 'in_progress', updated_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 10_000).toISOString(), changed)
      .run();
    let cursor = first.next_cursor;
    while (cursor) {
      const next = await page(key, `limit=100&cursor=${cursor}`);
      seen.push(...next.cases);
      cursor = next.next_cursor;
    }
    expect(seen).toHaveLength(251);
    expect(new Set(seen.map((c) => c.id))).toEqual(new Set(ids));
    expect(seen.at(-1)).toMatchObject({ id: changed, status: "in_progress" });
    const keys = seen.map((c) => `${c.updated_at}|${c.id}`);
    expect(keys).toEqual([...keys].sort());

    // updated_since starts the walk there; the other organization's cases never show.
    const since = await page(key, `updated_since=${encodeURIComponent(ago(100))}&limit=500`);
    expect(since.cases.map((c) => c.id)).toEqual(seen.slice(200).map((c) => c.id));
    expect(since.next_cursor).toBeNull();
  });

  it("lists a case only once its write has settled (2 s), and keeps ?reference=", async () => {
    const { org, key } = await keyed(["cases:read"]);
    const [id] = await seedCases(org.id, 1);
    await env.DB.prepare("UPDATE cases SET updated_at = ? WHERE id = ?").bind(new Date().toISOString(), id).run();
    expect((await page(key, "")).cases).toEqual([]);
    expect((await page(key, `reference=SEED-${id}`)).cases).toMatchObject([{ id }]);
    await env.DB.prepare("UPDATE cases SET updated_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 2_500).toISOString(), id)
      .run();
    expect((await page(key, "")).cases).toMatchObject([{ id }]);
  });

  it("refuses bad parameters with a 400 problem naming the field, and a key without cases:read", async () => {
    const { key } = await keyed(["cases:read"]);
    for (const [field, value] of [
      ["updated_since", "last-week"],
      ["cursor", "bm90LWEtY3Vyc29y"],
      ["limit", "0"],
      ["limit", "501"],
    ]) {
      const body = await expectProblem(await api("GET", `/api/v1/cases?${field}=${value}`, key), 400, "malformed-request");
      expect(Object.keys(body.errors as object), field).toEqual([field]);
    }
    const writer = await keyed(["cases:write"]);
    await expectProblem(await api("GET", "/api/v1/cases?limit=5", writer.key), 403, "insufficient-scope");
  });
});
