// Issue 45: POST /api/v1/cases/bulk through the real Queue and R2, and GET /api/v1/jobs/{id}.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, caseBody, casesOf, expectProblem, keyed } from "./api-factories";

type JobReport = { state: string; total: number; processed: number; created: number; refused_count: number; refused: { index: number; reason: string }[] };

/** Polls the job's URL until the queue's consumer (run by Miniflare) finishes it. */
async function finished(key: string, url: string, timeoutMs = 120_000): Promise<JobReport> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api("GET", url, key);
    expect(res.status).toBe(200);
    const job = (await res.json()) as JobReport;
    if (job.state === "done" || job.state === "failed" || Date.now() > until) return job;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Item i is bad when i % 200 === 7: five kinds of fault in turn, 50 in 10,000. */
const BAD: [(i: number) => Record<string, unknown>, RegExp][] = [
  [(i) => caseBody(`B-${i}`, { verification_type: "castle" }), /^verification_type: /],
  [(i) => caseBody(`B-${i}`, { due_at: "2020-01-01T10:00:00Z" }), /^due_at: /],
  [() => caseBody("B-0"), /^reference: also used by item 0/],
  [(i) => caseBody(`B-${i}`, { colour: "red" }), /colour/],
  [(i) => caseBody(`B-${i}`, { site_address: "", company_id: "no-such-company" }), /^company_id: /],
];

describe("POST /api/v1/cases/bulk", () => {
  it("creates 9,950 of 10,000 cases through the queue and reports the 50 bad items by index", async () => {
    const { org, key } = await keyed(["cases:write"]);
    const bad = new Map<number, RegExp>();
    const cases = Array.from({ length: 10_000 }, (_, i) => {
      if (i % 200 !== 7) return caseBody(`B-${i}`, i % 2 ? { site_latitude: undefined, site_longitude: undefined } : {});
      const [make, reason] = BAD[bad.size % BAD.length];
      bad.set(i, reason);
      return make(i);
    });
    const started = Date.now();
    const res = await api("POST", "/api/v1/cases/bulk", key, { cases });
    expect(res.status).toBe(202);
    const { job_id, job_url } = (await res.json()) as { job_id: string; job_url: string };
    expect(job_url).toBe(`/api/v1/jobs/${job_id}`);
    expect(res.headers.get("Location")).toBe(job_url);
    // Each item counts against the key's rate: its next request in this window is refused.
    expect(await env.DB.prepare("SELECT rate_count FROM api_keys WHERE organization_id = ?").bind(org.id).first("rate_count")).toBe(10_000);

    const reader = await keyed(["cases:read"]);
    await expectProblem(await api("GET", job_url, reader.key), 404, "not-found");
    await env.DB.prepare("UPDATE api_keys SET rate_count = 0 WHERE organization_id = ?").bind(org.id).run();
    const job = await finished(key, job_url);
    console.log(`bulk API: 10,000 items in ${Date.now() - started} ms (queue and polling included)`);
    expect(job).toMatchObject({ state: "done", total: 10_000, processed: 10_000, created: 9_950, refused_count: 50 });
    expect(job.refused.map((r) => r.index)).toEqual([...bad.keys()]);
    for (const r of job.refused) expect(r.reason, String(r.index)).toMatch(bad.get(r.index)!);
    expect(await casesOf(org.id)).toBe(9_950);
    const made = await env.DB.prepare(
      "SELECT c.site_latitude AS lat, e.actor_name AS actor, e.detail FROM cases c JOIN case_events e ON e.case_id = c.id WHERE c.reference = 'B-0'",
    ).first();
    expect(made).toMatchObject({
      lat: 18.62,
      actor: "api (Loan system)",
      detail: expect.stringContaining("Created through the API (bulk item 0, Business premises"),
    });
  });

  it("refuses an empty or over-long list (422), a body over 5 MB (413), a read key (403), and queues nothing", async () => {
    const { key } = await keyed(["cases:write"]);
    await expectProblem(await api("POST", "/api/v1/cases/bulk", key, { cases: [] }), 422, "validation-failed");
    await expectProblem(await api("POST", "/api/v1/cases/bulk", key, { cases: Array.from({ length: 10_001 }, () => ({})) }), 422, "validation-failed");
    await expectProblem(
      await api("POST", "/api/v1/cases/bulk", key, { cases: [caseBody("X", { instructions: "x".repeat(5_300_000) })] }),
      413,
      "body-too-large",
    );
    const reader = await keyed(["cases:read"]);
    await expectProblem(await api("POST", "/api/v1/cases/bulk", reader.key, { cases: [caseBody("Y")] }), 403, "insufficient-scope");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM jobs WHERE kind = 'api-cases-bulk'").first("n")).toBe(0);
  });
});
