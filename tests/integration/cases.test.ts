import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CASE_FORM_MESSAGES } from "../../app/features/cases/case-form";
import { get, ORIGIN, post } from "./helpers";
import { stubGeocoder } from "../stubs/geocoder";
import { directoryCompany, member, organization, seedCases } from "./team-factories";

const NEW = (code: string) => `/app/org/${code}/cases/new?_data=routes%2Fapp.org.%24code.cases.new`;
const LIST = (code: string, search = "") => `/app/org/${code}/cases${search}${search ? "&" : "?"}_data=routes%2Fapp.org.%24code.cases._index`;
const DETAIL = (code: string, id: string) => `/app/org/${code}/cases/${id}?_data=routes%2Fapp.org.%24code.cases.%24caseId`;
const count = async (sql: string, ...bind: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...bind)
    .first<{ n: number }>())!.n;

type Answer = { ok: boolean; message: string; caseId?: string; fieldErrors?: Record<string, string> };

async function createCase(cookie: string, code: string, fields: Record<string, string>) {
  const res = await post(NEW(code), { verificationType: "business_premises", dueDate: "2030-06-01", dueTime: "10:30", ...fields }, { cookie });
  return { status: res.status, ...(await res.json<Answer>()) };
}

/** Two organizations: a manager and two inspectors in the first, another manager in the second (storage is reset between tests). */
async function team() {
  const [manager, inspector, other, outsider] = await Promise.all([member("Meera Shah"), member("Ravi Kumar"), member("Sunil Das"), member("Olga Out")]);
  const org = await organization([
    [manager, "manager"],
    [inspector, "inspector"],
    [other, "inspector"],
  ]);
  const org2 = await organization([[outsider, "manager"]]);
  return { manager, inspector, other, outsider, org, org2 };
}

// No test reaches the real geocoder: it finds nothing unless a test says otherwise (geocoder.answer).
const geocoder: { answer: () => Response; asked: Request[] } = { answer: () => Response.json([]), asked: [] };
beforeEach(() => {
  geocoder.answer = () => Response.json([]);
  geocoder.asked = stubGeocoder(() => geocoder.answer());
});
afterEach(() => vi.restoreAllMocks());

describe("creating a case", () => {
  it("takes the directory company's site, stores the due time in UTC, assigns, and writes its history in the same batch", async () => {
    const { manager, inspector, org } = await team();
    const companyId = await directoryCompany(org.id, { name: "Deccan Foods", lat: 18.52, lon: 73.85 });
    const r = await createCase(manager.cookie, org.code, { companyId, reference: "LN-1001", assigneeId: inspector.id, instructions: "Meet the owner" });
    expect(r).toMatchObject({ status: 200, ok: true, message: CASE_FORM_MESSAGES.created });
    const row = await env.DB.prepare("SELECT * FROM cases WHERE id = ?").bind(r.caseId).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      organization_id: org.id,
      company_id: companyId,
      company_name: "Deccan Foods",
      site_address: "Plot 4, MIDC, Pune, Maharashtra",
      site_latitude: 18.52,
      site_longitude: 73.85,
      due_at: "2030-06-01T05:00:00.000Z",
      status: "assigned",
      assignee_id: inspector.id,
      created_by: manager.id,
    });
    const detail = await (
      await get(DETAIL(org.code, r.caseId!), manager.cookie)
    ).json<{ history: { actorName: string; kind: string; detail: string }[]; assignee: string }>();
    expect(detail.assignee).toBe("Ravi Kumar");
    expect(detail.history).toEqual([
      expect.objectContaining({ actorName: "Meera Shah", kind: "created", detail: expect.stringContaining("assigned to Ravi Kumar") }),
    ]);
  });

  it("adds a new company to the directory, and a geocoder that fails does not refuse the case", async () => {
    const { manager, org } = await team();
    geocoder.answer = () => new Response("down", { status: 503 });
    const r = await createCase(manager.cookie, org.code, { companyName: "New Mills", siteAddress: "7 Ring Road, Surat, Gujarat", reference: "LN-1002" });
    expect(r.ok).toBe(true);
    expect(geocoder.asked.length).toBe(1);
    const row = await env.DB.prepare(
      "SELECT c.status, c.site_latitude, d.organization_id, d.user_id, d.address FROM cases c JOIN companies d ON d.id = c.company_id WHERE c.id = ?",
    )
      .bind(r.caseId)
      .first();
    expect(row).toEqual({ status: "unassigned", site_latitude: null, organization_id: org.id, user_id: null, address: "7 Ring Road, Surat, Gujarat" });
  });

  it("refuses a duplicate reference with a field error and writes nothing", async () => {
    const { manager, outsider, org, org2 } = await team();
    expect((await createCase(manager.cookie, org.code, { companyName: "First Ltd", siteAddress: "Pune", reference: "LN-1001" })).ok).toBe(true);
    const before = await count("SELECT count(*) AS n FROM cases WHERE organization_id = ?", org.id);
    const events = await count("SELECT count(*) AS n FROM case_events WHERE organization_id = ?", org.id);
    const r = await createCase(manager.cookie, org.code, { companyName: "Again Ltd", siteAddress: "Pune", reference: "LN-1001" });
    // What was typed comes back, so the form posted before the scripts ran is drawn again filled.
    expect(r).toMatchObject({
      status: 422,
      ok: false,
      fieldErrors: { reference: CASE_FORM_MESSAGES.duplicate },
      values: { companyName: "Again Ltd", siteAddress: "Pune", reference: "LN-1001" },
    });
    expect(await count("SELECT count(*) AS n FROM cases WHERE organization_id = ?", org.id)).toBe(before);
    expect(await count("SELECT count(*) AS n FROM case_events WHERE organization_id = ?", org.id)).toBe(events);
    // The same reference in another organization is its own.
    expect((await createCase(outsider.cookie, org2.code, { companyName: "Again Ltd", siteAddress: "Pune", reference: "LN-1001" })).ok).toBe(true);
  });

  it.each([
    [{ companyName: "", siteAddress: "", reference: "X1" }, "companyName", CASE_FORM_MESSAGES.company],
    [{ companyName: "A", reference: "X2", dueDate: "2020-01-01" }, "dueDate", CASE_FORM_MESSAGES.duePast],
    [{ companyName: "A", siteAddress: "P", reference: "X3", assigneeId: "nobody" }, "assigneeId", CASE_FORM_MESSAGES.assignee],
    [{ companyName: "A", siteAddress: "P", reference: "X4", verificationType: "castle" }, "verificationType", CASE_FORM_MESSAGES.type],
  ])("refuses %j on %s", async (fields, field, message) => {
    const { manager, org } = await team();
    const r = await createCase(manager.cookie, org.code, { siteAddress: "Pune", ...fields });
    expect(r.status).toBe(422);
    expect(r.fieldErrors?.[field]).toBe(message);
  });

  it("refuses inspectors (403) and non-members (404)", async () => {
    const { inspector, outsider, org } = await team();
    expect((await createCase(inspector.cookie, org.code, { companyName: "A", siteAddress: "P", reference: "Z1" })).status).toBe(403);
    expect((await createCase(outsider.cookie, org.code, { companyName: "A", siteAddress: "P", reference: "Z2" })).status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM cases WHERE reference IN ('Z1', 'Z2')")).toBe(0);
  });
});

describe("reading cases", () => {
  it("answers 404 for another organization's case, and an inspector reads only cases assigned to them", async () => {
    const { manager, inspector, other, outsider, org, org2 } = await team();
    const [mine] = await seedCases(org.id, 1, { assigneeId: inspector.id });
    const [theirs] = await seedCases(org.id, 1, { assigneeId: other.id });
    const [foreign] = await seedCases(org2.id, 1);
    expect((await get(DETAIL(org.code, foreign), manager.cookie)).status).toBe(404);
    expect((await get(DETAIL(org2.code, foreign), manager.cookie)).status).toBe(404);
    expect((await get(DETAIL(org.code, mine), inspector.cookie)).status).toBe(200);
    expect((await get(DETAIL(org.code, theirs), inspector.cookie)).status).toBe(404);
    expect((await get(LIST(org.code), inspector.cookie)).status).toBe(403);
    expect((await get(LIST(org.code), outsider.cookie)).status).toBe(404);
  });

  it("pages the list by (due_at, id) without repeats or gaps, and filters by status and reference", async () => {
    const { manager } = await team();
    const o = await organization([[manager, "owner"]]);
    const ids = await seedCases(o.id, 130);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await get(LIST(o.code, after ? `?after=${encodeURIComponent(after)}` : ""), manager.cookie);
      const body = await res.json<{ cases: { id: string; dueAt: string }[]; next: string | null }>();
      seen.push(...body.cases.map((c) => c.id));
      for (let i = 1; i < body.cases.length; i++) expect(body.cases[i].dueAt >= body.cases[i - 1].dueAt).toBe(true);
      after = body.next;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(130);
    expect(new Set(seen)).toEqual(new Set(ids));
    const filtered = await (await get(LIST(o.code, "?status=assigned"), manager.cookie)).json<{ cases: unknown[] }>();
    expect(filtered.cases).toEqual([]);
    const searched = await (await get(LIST(o.code, `?q=SEED-${ids[7]}`), manager.cookie)).json<{ cases: { id: string }[] }>();
    expect(searched.cases.map((c) => c.id)).toEqual([ids[7]]);
  });
});

/** Waits for the queue consumer (run by Miniflare for real) to finish a job. */
async function finished(cookie: string, path: string, jobId: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { job } = await (
      await get(`${path}?job=${jobId}&_data=${encodeURIComponent("routes/app.org.$code.cases.import")}`, cookie)
    ).json<{
      job: { status: string; message: string; succeeded: number; failed: number; errors: { row: number; reason: string }[] };
    }>();
    if (job.status === "done" || job.status === "failed" || Date.now() > until) return job;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const BAD_ROWS: [(cells: string[]) => string[], string][] = [
  [(c) => [...c.slice(0, 3), "Castle", ...c.slice(4)], "Unknown verification type"],
  [(c) => [...c.slice(0, 4), "31/02/2031", ...c.slice(5)], "Bad due date"],
  [(c) => ["B-3", ...c.slice(1)], "Duplicate reference: also on row 5"],
  [(c) => [...c.slice(0, 7), "stranger@example.com"], "Unknown assignee"],
  [(c) => ["TAKEN-1", "", ...c.slice(2)], "Missing company name"],
];

describe("bulk cases", () => {
  it("creates 9,950 cases from a 10,000-row file and reports the 50 bad rows with their numbers and reasons", async () => {
    const { manager, inspector } = await team();
    const o = await organization([
      [manager, "manager"],
      [inspector, "inspector"],
    ]);
    await seedCases(o.id, 1).then(() => env.DB.prepare("UPDATE cases SET reference = 'TAKEN-1' WHERE organization_id = ?").bind(o.id).run());
    const lines = ["reference,company name,address,verification type,due date,due time,instructions,assignee e-mail"];
    const bad = new Map<number, string>();
    for (let i = 0; i < 10_000; i++) {
      const row = i + 2;
      let cells = [`B-${i}`, `Company ${i % 400}`, `${i} MG Road, Pune`, "Business premises", "2031-01-15", "11:00", "", i % 10 === 0 ? inspector.email : ""];
      if (i % 200 === 7) {
        // Ten of each: unknown type, bad date, a reference repeated in the file, unknown assignee, missing fields.
        const [change, reason] = BAD_ROWS[Math.floor(i / 200) % 5];
        cells = change(cells);
        bad.set(row, reason);
      }
      lines.push(cells.map((c) => (c.includes(",") ? `"${c}"` : c)).join(","));
    }
    expect(bad.size).toBe(50);
    const form = new FormData();
    form.set("file", new File([lines.join("\n")], "cases.csv", { type: "text/csv" }));
    const path = `/app/org/${o.code}/cases/import`;
    const res = await SELF.fetch(`${ORIGIN}${path}?_data=${encodeURIComponent("routes/app.org.$code.cases.import")}`, {
      method: "POST",
      headers: { Cookie: manager.cookie, Origin: ORIGIN, Host: "localhost" },
      body: form,
    });
    expect(res.status).toBe(200);
    const { job } = await res.json<{ job: { id: string } }>();
    const started = Date.now();
    const result = await finished(manager.cookie, path, job.id);
    console.log(`bulk: 10,000 rows in ${Date.now() - started} ms (queue and polling included)`);
    expect(result).toMatchObject({ status: "done", succeeded: 9950, failed: 50 });
    expect(result.errors).toHaveLength(50);
    for (const e of result.errors) expect(e.reason).toContain(bad.get(e.row));
    expect(new Set(result.errors.map((e) => e.row))).toEqual(new Set(bad.keys()));
    expect(await count("SELECT count(*) AS n FROM cases WHERE organization_id = ? AND reference LIKE 'B-%'", o.id)).toBe(9950);
    // Every case has its one event, and a second delivery of the message adds nothing.
    expect(
      await count("SELECT count(*) AS n FROM case_events e JOIN cases c ON c.id = e.case_id WHERE c.organization_id = ? AND c.reference LIKE 'B-%'", o.id),
    ).toBe(9950);
    expect(await count("SELECT count(*) AS n FROM cases WHERE organization_id = ? AND status = 'assigned' AND assignee_id = ?", o.id, inspector.id)).toBe(1000);
    const { uploadKey } = await import("../../app/platform/storage-keys");
    await env.PHOTOS.put(uploadKey(job.id), lines.join("\n"));
    await env.DB.prepare("UPDATE jobs SET status = 'queued' WHERE id = ?").bind(job.id).run();
    const { runCaseImport } = await import("../../app/features/cases/case-import.server");
    await runCaseImport(env, job.id);
    expect(await count("SELECT count(*) AS n FROM cases WHERE organization_id = ? AND reference LIKE 'B-%'", o.id)).toBe(9950);
    expect(await count("SELECT count(*) AS n FROM case_events WHERE organization_id = ?", o.id)).toBe(9950);
    expect(await finished(manager.cookie, path, job.id)).toMatchObject({ status: "done", succeeded: 9950, failed: 50 });
  }, 180_000);
});
