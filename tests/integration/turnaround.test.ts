// Turnaround (issue 32): the dashboard's figures over seeded cases, the MIS export streamed and through
// the queue, and who may see them. Cases are written straight into D1 with fixed times in January 2026;
// the members sign up in Asia/Kolkata, so the custom range 2026-01-01..31 is [Dec 31 18:30Z, Jan 31 18:30Z).
import { env } from "cloudflare:test";
import Papa from "papaparse";
import { beforeEach, describe, expect, it } from "vitest";
import { MIS_COLUMNS } from "../../app/features/turnaround/mis-export";
import { RANGE_MESSAGES } from "../../app/features/turnaround/range";
import { runMisExport } from "../../app/features/turnaround/mis-export.server";
import { MIS_EXPORT_KEPT_DAYS, PREPARED_EXPORT_GONE } from "../../app/features/turnaround/prepared-export";
import { cleanUpExpired } from "../../workers/cleanup";
import { get, post } from "./helpers";
import { member, organization, type TestMember } from "./team-factories";

const JANUARY = "range=custom&from=2026-01-01&to=2026-01-31";
const data = (code: string, search: string) => `/app/org/${code}/turnaround?${search}&_data=${encodeURIComponent("routes/app.org.$code.turnaround")}`;
const exportPath = (code: string, search: string) => `/app/org/${code}/turnaround/export?${search}`;

interface World {
  manager: TestMember;
  reviewer: TestMember;
  a: TestMember;
  b: TestMember;
  outsider: TestMember;
  org: { id: string; code: string };
}
let w: World;

function insertCase(
  orgId: string,
  c: {
    ref: string;
    assignee?: string | null;
    status: string;
    created: string;
    due?: string;
    assigned?: string;
    submitted?: string;
    disposed?: string;
    disposition?: string;
    inspection?: string;
  },
) {
  return env.DB.prepare(
    `INSERT INTO cases (id, organization_id, reference, company_name, site_address, verification_type, due_at, assignee_id, status, created_at, updated_at,
      assigned_at, submitted_at, disposed_at, disposition_id, inspection_id) VALUES (?, ?, ?, ?, 'Plot 4, MIDC, Pune', 'office', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).bind(
    `case-${c.ref}`,
    orgId,
    c.ref,
    `${c.ref} Traders`,
    c.due ?? "2030-01-01T00:00:00.000Z",
    c.assignee ?? null,
    c.status,
    c.created,
    c.created,
    c.assigned ?? null,
    c.submitted ?? null,
    c.disposed ?? null,
    c.disposition ?? null,
    c.inspection ?? null,
  );
}

const disposition = (orgId: string, id: string, ref: string, outcome: string, remark: string, reviewer: TestMember, at: string) =>
  env.DB.prepare(
    `INSERT INTO dispositions (id, organization_id, case_id, inspection_id, visit, outcome, remark, reviewer_id, reviewer_name, body, signature, key_id, created_at)
     VALUES (?, ?, ?, 'insp-1', 1, ?, ?, ?, ?, '{}', 'sig', 'k1', ?)`,
  ).bind(id, orgId, `case-${ref}`, outcome, remark, reviewer.id, reviewer.name, at);

beforeEach(async () => {
  const [manager, reviewer, a, b, outsider] = await Promise.all([
    member("Meera Shah"),
    member("Rita Reviewer"),
    member("Asha Rao"),
    member("Bala Iyer"),
    member("Olga Out"),
  ]);
  const org = await organization([
    [manager, "manager"],
    [reviewer, "reviewer"],
    [a, "inspector"],
    [b, "inspector"],
  ]);
  const other = await organization([[outsider, "manager"]]);
  w = { manager, reviewer, a, b, outsider, org };
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO inspections (id, user_id, user_email, inspector_name, company_name, timestamp, date, time, insurance_adequacy, activity_level, signboards,
        property_valuation, inventory_level, market_enquiry, overall_position, seal) VALUES ('insp-2', ?, ?, 'Asha Rao', 'R2 Traders', ?, '2026-01-11', '10:00', 'a', 'a', 'a', 'a', 'a', 'a', 'a', 'sealed')`,
    ).bind(a.id, a.email, "2026-01-11T14:00:00.000Z"),
    env.DB.prepare(
      "INSERT INTO verify_links (id, user_id, inspection_id, expires_at) VALUES ('tok_live_link_abcdefgh', ?, 'insp-2', '2099-01-01T00:00:00.000Z')",
    ).bind(a.id),
    env.DB.prepare(
      "INSERT INTO verify_links (id, user_id, inspection_id, expires_at, revoked_at) VALUES ('tok_revoked_abcdefghij', ?, 'insp-2', '2099-06-01T00:00:00.000Z', '2026-01-12T00:00:00.000Z')",
    ).bind(a.id),
    insertCase(org.id, {
      ref: "R1",
      assignee: a.id,
      status: "verified",
      created: "2026-01-10T06:00:00.000Z",
      assigned: "2026-01-10T07:00:00.000Z",
      submitted: "2026-01-10T10:00:00.000Z",
      disposed: "2026-01-10T12:00:00.000Z",
      disposition: "d1",
    }),
    insertCase(org.id, {
      ref: "R2",
      assignee: a.id,
      status: "not_verified",
      created: "2026-01-11T06:00:00.000Z",
      submitted: "2026-01-11T14:00:00.000Z",
      disposed: "2026-01-12T02:00:00.000Z",
      disposition: "d2",
      inspection: "insp-2",
    }),
    insertCase(org.id, { ref: "R3", assignee: b.id, status: "submitted", created: "2026-01-12T06:00:00.000Z", submitted: "2026-01-13T06:00:00.000Z" }),
    insertCase(org.id, { ref: "R4", assignee: b.id, status: "assigned", created: "2026-01-14T06:00:00.000Z", due: "2026-01-15T06:00:00.000Z" }),
    insertCase(org.id, { ref: "R5", status: "unassigned", created: "2026-01-20T06:00:00.000Z", due: "2026-01-21T06:00:00.000Z" }),
    // Outside the range, and another organization's case inside it: neither counts.
    insertCase(org.id, { ref: "R0", assignee: a.id, status: "assigned", created: "2025-12-31T12:00:00.000Z", due: "2026-01-01T00:00:00.000Z" }),
    insertCase(other.id, { ref: "X1", status: "unassigned", created: "2026-01-10T06:00:00.000Z", due: "2026-01-11T00:00:00.000Z" }),
    disposition(org.id, "d1", "R1", "verified", "", reviewer, "2026-01-10T12:00:00.000Z"),
    disposition(org.id, "d2", "R2", "not_verified", '=SUM(A1) "shut", gone', reviewer, "2026-01-12T02:00:00.000Z"),
  ]);
});

describe("the turnaround dashboard", () => {
  it("gives the range's counts, overdue cases, percentiles, inspectors and reviewers", async () => {
    const res = await get(data(w.org.code, JANUARY), w.manager.cookie);
    expect(res.status).toBe(200);
    const { figures, choice } = await res.json<{ figures: Record<string, unknown>; choice: { start: string; end: string } }>();
    expect(choice).toMatchObject({ start: "2025-12-31T18:30:00.000Z", end: "2026-01-31T18:30:00.000Z" });
    expect(figures).toMatchObject({
      total: 5,
      overdue: 2,
      toSubmit: { n: 3, median: 8, p90: 20.8 },
      toDispose: { n: 2, median: 7, p90: 11 },
      reviewers: [{ id: w.reviewer.id, name: "Rita Reviewer", disposed: 2, median: 7 }],
    });
    const counts = (list: unknown) => Object.fromEntries((list as { label: string; count: number }[]).map((x) => [x.label, x.count]));
    expect(counts(figures.open)).toEqual({ Unassigned: 1, Assigned: 1, "In progress": 0, "Re-visit": 0, Submitted: 1 });
    expect(counts(figures.outcomes)).toMatchObject({ Verified: 1, "Not verified": 1 });
    expect(figures.inspectors).toEqual([
      { id: w.b.id, name: "Bala Iyer", assigned: 2, submitted: 1, overdue: 1, outcomes: { verified: 0, not_verified: 0, revisit: 0, not_found: 0 } },
      { id: w.a.id, name: "Asha Rao", assigned: 2, submitted: 2, overdue: 0, outcomes: { verified: 1, not_verified: 1, revisit: 0, not_found: 0 } },
    ]);
  });

  it("renders the page for a reviewer, and an empty range says so", async () => {
    const page = await (await get(`/app/org/${w.org.code}/turnaround?${JANUARY}`, w.reviewer.cookie)).text();
    expect(page).toContain("Open cases by status");
    expect(page).toContain("Bala Iyer");
    const empty = await (await get(`/app/org/${w.org.code}/turnaround?range=custom&from=2027-01-01&to=2027-01-02`, w.manager.cookie)).text();
    expect(empty).toContain("No cases in this range");
  });

  it("refuses a bad custom range with 422 and keeps what was typed", async () => {
    const res = await get(data(w.org.code, "range=custom&from=2026-02-10&to=2026-02-01"), w.manager.cookie);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ refused: { message: RANGE_MESSAGES.order, from: "2026-02-10", to: "2026-02-01" }, figures: null });
    expect((await get(exportPath(w.org.code, "range=custom&from=x&to=y"), w.manager.cookie)).status).toBe(422);
  });

  it("is refused to inspectors (403) and hidden from non-members (404)", async () => {
    for (const path of [data(w.org.code, JANUARY), exportPath(w.org.code, JANUARY)]) {
      expect((await get(path, w.a.cookie)).status).toBe(403);
      expect((await get(path, w.outsider.cookie)).status).toBe(404);
    }
    const before = await env.DB.prepare("SELECT count(*) AS n FROM jobs").first("n");
    const posted = await post(`/app/org/${w.org.code}/turnaround`, { intent: "export", range: "month" }, { cookie: w.a.cookie });
    expect(posted.status).toBe(403);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM jobs").first("n")).toBe(before);
  });
});

const rows = (csv: string) => Papa.parse<string[]>(csv.trim()).data;

describe("the MIS export", () => {
  it("streams one row per case of the range, escaped, with the live verify link", async () => {
    const res = await get(exportPath(w.org.code, JANUARY), w.manager.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(res.headers.get("Content-Disposition")).toContain(`SiteProof_MIS_${w.org.code}_2026-01-01_2026-01-31.csv`);
    const [header, ...body] = rows(await res.text());
    expect(header).toEqual([...MIS_COLUMNS]);
    expect(body.map((r) => r[0])).toEqual(["R1", "R2", "R3", "R4", "R5"]);
    expect(body[0]).toEqual([
      "R1",
      "R1 Traders",
      "Plot 4, MIDC, Pune",
      "Office",
      "Asha Rao",
      "2026-01-10T06:00:00.000Z",
      "2026-01-10T07:00:00.000Z",
      "2026-01-10T10:00:00.000Z",
      "2026-01-10T12:00:00.000Z",
      "6",
      "Verified",
      "",
      "",
    ]);
    expect(body[1].slice(9)).toEqual(["20", "Not verified", '\'=SUM(A1) "shut", gone', "http://localhost/verify/tok_live_link_abcdefgh"]);
    expect(body[4].slice(4, 13)).toEqual(["", "2026-01-20T06:00:00.000Z", "", "", "", "", "", "", ""]);
  });

  it("prepares a range through the queue to R2 and downloads the same file", async () => {
    const direct = await (await get(exportPath(w.org.code, JANUARY), w.reviewer.cookie)).text();
    const res = await post(
      `/app/org/${w.org.code}/turnaround`,
      { intent: "export", range: "custom", from: "2026-01-01", to: "2026-01-31" },
      { cookie: w.reviewer.cookie },
    );
    expect(res.status).toBe(302);
    const jobId = new URL(res.headers.get("Location")!, "http://localhost").searchParams.get("job")!;
    expect(res.headers.get("Location")).toContain(JANUARY);
    let job: { status: string; message: string } | null = null;
    for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      ({ job } = await (
        await get(`/app/org/${w.org.code}/turnaround?job=${jobId}&_data=${encodeURIComponent("routes/app.org.$code.turnaround")}`, w.reviewer.cookie)
      ).json<{ job: { status: string; message: string } }>());
      if (job.status === "done" || job.status === "failed") break;
    }
    expect(job).toMatchObject({ status: "done", message: "Exported 5 cases." });
    const file = await get(exportPath(w.org.code, `job=${jobId}`), w.manager.cookie);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(direct);
    // Another organization's manager cannot fetch it through theirs or this one.
    expect((await get(exportPath(w.org.code, `job=${jobId}`), w.outsider.cookie)).status).toBe(404);
    // The page says how long the file stays; the daily clean-up keeps it that long, then it is gone and the download says so.
    const ready = await (await get(`/app/org/${w.org.code}/turnaround?job=${jobId}`, w.reviewer.cookie)).text();
    expect(ready).toContain(`(kept for ${MIS_EXPORT_KEPT_DAYS} days)`);
    expect(ready).toContain("Download the prepared export");
    await cleanUpExpired(env, Date.now() + (MIS_EXPORT_KEPT_DAYS - 1) * 86_400_000);
    expect((await get(exportPath(w.org.code, `job=${jobId}`), w.manager.cookie)).status).toBe(200);
    await cleanUpExpired(env, Date.now() + (MIS_EXPORT_KEPT_DAYS + 1) * 86_400_000);
    const gone = await get(exportPath(w.org.code, `job=${jobId}`), w.manager.cookie);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain(PREPARED_EXPORT_GONE);
    // Past its days the page offers no download (a 410 would only fail in the browser's downloads) and says why.
    await env.DB.prepare("UPDATE jobs SET finished_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - (MIS_EXPORT_KEPT_DAYS + 1) * 86_400_000).toISOString(), jobId)
      .run();
    const page = await (await get(`/app/org/${w.org.code}/turnaround?job=${jobId}`, w.reviewer.cookie)).text();
    expect(page).toContain(PREPARED_EXPORT_GONE);
    expect(page).not.toContain("Download the prepared export");
  });

  it("writes a large range to R2 in equal parts and the file holds every row", async () => {
    const address = `${"Plot 4, MIDC Industrial Area, Pune ".repeat(12)}`;
    await env.DB.prepare(
      `WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < 24999)
       INSERT INTO cases (id, organization_id, reference, company_name, site_address, verification_type, due_at, status, created_at, updated_at)
       SELECT printf('big-%05d', i), ?1, printf('BIG-%05d', i), 'Big Co', ?2, 'office', '2030-01-01T00:00:00.000Z', 'unassigned',
         strftime('%Y-%m-%dT%H:%M:%fZ', '2026-03-01', '+' || i || ' seconds'), '2026-03-01T00:00:00.000Z' FROM s`,
    )
      .bind(w.org.id, address)
      .run();
    const march = { range: "custom", from: "2026-03-01", to: "2026-03-31" };
    expect((await get(exportPath(w.org.code, new URLSearchParams(march).toString()), w.manager.cookie)).status).toBe(413);
    const res = await post(`/app/org/${w.org.code}/turnaround`, { intent: "export", ...march }, { cookie: w.manager.cookie });
    const jobId = new URL(res.headers.get("Location")!, "http://localhost").searchParams.get("job")!;
    await runMisExport(env, jobId);
    const job = await env.DB.prepare("SELECT status, succeeded FROM jobs WHERE id = ?").bind(jobId).first();
    expect(job).toEqual({ status: "done", succeeded: 25_000 });
    const file = await get(exportPath(w.org.code, `job=${jobId}`), w.manager.cookie);
    const text = await file.text();
    expect(text.length).toBeGreaterThan(2 * 5 * 1_048_576);
    const lines = rows(text);
    expect(lines.length).toBe(25_001);
    expect([lines[1][0], lines[25_000][0]]).toEqual(["BIG-00000", "BIG-24999"]);
  });
});
