// Issue 44: a new case may name another published checklist of its organization than its type's, on the
// form and in the CSV import; another organization's, an archived or an unpublished checklist is refused
// with 422 and nothing is created. The case page says which checklist the case gets.
import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CASE_CSV_MESSAGES } from "../../app/features/cases/case-csv";
import { CHECKLIST_MESSAGES } from "../../app/features/checklists/checklist-text";
import { stubGeocoder } from "../stubs/geocoder";
import { get, ORIGIN, post } from "./helpers";
import { member, organization } from "./team-factories";

const data = (route: string) => `_data=${encodeURIComponent(route)}`;
const NEW = (code: string) => `/app/org/${code}/cases/new?${data("routes/app.org.$code.cases.new")}`;
const DETAIL = (code: string, id: string) => `/app/org/${code}/cases/${id}?${data("routes/app.org.$code.cases.$caseId")}`;
const IMPORT = (code: string) => `/app/org/${code}/cases/import`;
const count = async (sql: string, ...bind: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...bind)
    .first<{ n: number }>())!.n;

type Answer = { ok: boolean; message: string; caseId?: string; fieldErrors?: Record<string, string> };
type Choices = { checklists: { id: string; title: string; version: number }[]; typeChecklists: Record<string, string> };

async function createCase(cookie: string, code: string, fields: Record<string, string>) {
  const base = { verificationType: "residence", companyName: "Asha Rao", siteAddress: "12 Hill Road, Pune", dueDate: "2030-06-01", dueTime: "10:30" };
  const res = await post(NEW(code), { ...base, ...fields }, { cookie });
  return { status: res.status, ...(await res.json<Answer>()) };
}

/** A manager's organization with its built-in checklists installed (the form's loader installs them), and another organization. */
async function team() {
  const [manager, outsider] = await Promise.all([member("Meera Shah"), member("Olga Out")]);
  const org = await organization([[manager, "manager"]]);
  const org2 = await organization([[outsider, "manager"]]);
  const form = await (await get(NEW(org.code), manager.cookie)).json<Choices>();
  await get(NEW(org2.code), outsider.cookie);
  const byTitle = (title: string) => form.checklists.find((c) => c.title === title)!.id;
  return { manager, outsider, org, org2, form, byTitle };
}

beforeEach(() => void stubGeocoder(() => Response.json([])));
afterEach(() => vi.restoreAllMocks());

describe("a new case's checklist", () => {
  it("offers the type's checklist by default and every published checklist, in a plain form", async () => {
    const { manager, org, form } = await team();
    expect(form.checklists.map((c) => c.title).sort()).toEqual([
      "Business premises verification",
      "Office verification",
      "Property visit",
      "Residence verification",
    ]);
    expect(form.typeChecklists).toMatchObject({ residence: "Residence verification", office: "Office verification" });
    const html = await (await get(`/app/org/${org.code}/cases/new`, manager.cookie)).text();
    expect(html).toContain('name="checklistId"');
    expect(html).toContain("The type&#x27;s checklist (Business premises verification)");
  });

  it("creates a case naming another checklist, and the case page says which one it gets", async () => {
    const { manager, org, byTitle } = await team();
    const office = byTitle("Office verification");
    const named = await createCase(manager.cookie, org.code, { reference: "R-1", checklistId: office });
    expect(named).toMatchObject({ status: 200, ok: true });
    expect(await env.DB.prepare("SELECT checklist_id FROM cases WHERE id = ?").bind(named.caseId).first()).toEqual({ checklist_id: office });
    const page = await (
      await get(DETAIL(org.code, named.caseId!), manager.cookie)
    ).json<{
      checklist: { title: string; version: number };
      history: { detail: string }[];
    }>();
    expect(page.checklist).toEqual({ title: "Office verification", version: 1 });
    expect(page.history[0].detail).toBe("Created (Residence, checklist Office verification)");

    const byType = await createCase(manager.cookie, org.code, { reference: "R-2" });
    expect(await env.DB.prepare("SELECT checklist_id FROM cases WHERE id = ?").bind(byType.caseId).first()).toEqual({ checklist_id: null });
    const html = await (await get(`/app/org/${org.code}/cases/${byType.caseId}`, manager.cookie)).text();
    expect(html).toContain("Residence verification, version 1 (the verification type&#x27;s)");
  });

  it("refuses another organization's, an archived or an unpublished checklist with 422, and creates nothing", async () => {
    const { manager, org, org2, byTitle } = await team();
    const foreign = (await env.DB.prepare("SELECT id FROM checklists WHERE organization_id = ? LIMIT 1").bind(org2.id).first<{ id: string }>())!.id;
    const archived = byTitle("Property visit");
    await env.DB.prepare("UPDATE checklists SET archived_at = ? WHERE id = ?").bind(new Date().toISOString(), archived).run();
    const draft = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO checklists (id, organization_id, title, verification_type) VALUES (?, ?, 'Draft only', 'residence')").bind(draft, org.id),
      env.DB.prepare("INSERT INTO checklist_versions (checklist_id, version, definition) VALUES (?, 1, '{}')").bind(draft),
    ]);
    for (const [what, checklistId] of [
      ["foreign", foreign],
      ["archived", archived],
      ["unpublished", draft],
      ["unknown", "no-such-checklist"],
    ]) {
      const r = await createCase(manager.cookie, org.code, { reference: `BAD-${what}`, companyName: `New ${what}`, checklistId });
      expect(r.status, what).toBe(422);
      expect(r.fieldErrors?.checklistId, what).toBe(CHECKLIST_MESSAGES.caseChoice);
    }
    expect(await count("SELECT count(*) AS n FROM cases WHERE organization_id = ?", org.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM companies WHERE organization_id = ?", org.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM case_events WHERE organization_id = ?", org.id)).toBe(0);
  });
});

/** Waits for the queue consumer (run by Miniflare for real) to finish the import. */
async function imported(cookie: string, code: string, csv: string) {
  const form = new FormData();
  form.set("file", new File([csv], "cases.csv", { type: "text/csv" }));
  const route = data("routes/app.org.$code.cases.import");
  const res = await SELF.fetch(`${ORIGIN}${IMPORT(code)}?${route}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost" },
    body: form,
  });
  expect(res.status).toBe(200);
  const { job } = await res.json<{ job: { id: string } }>();
  for (const until = Date.now() + 60_000; ;) {
    const { job: seen } = await (
      await get(`${IMPORT(code)}?job=${job.id}&${route}`, cookie)
    ).json<{
      job: { status: string; succeeded: number; failed: number; errors: { row: number; reason: string }[] };
    }>();
    if (seen.status === "done" || seen.status === "failed" || Date.now() > until) return seen;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("the CSV import's checklist column", () => {
  it("names a checklist by title or id, keeps the type's when empty, and refuses an unknown one with its row number", async () => {
    const { manager, org, org2, byTitle } = await team();
    const office = byTitle("Office verification");
    const foreign = (await env.DB.prepare("SELECT id FROM checklists WHERE organization_id = ? LIMIT 1").bind(org2.id).first<{ id: string }>())!.id;
    const csv = [
      "reference,company name,address,verification type,due date,due time,checklist",
      "C-1,Asha Rao,Pune,Residence,2031-01-15,11:00,office verification",
      `C-2,Ravi Shah,Pune,Residence,2031-01-15,11:00,${office}`,
      "C-3,Meena Iyer,Pune,Residence,2031-01-15,11:00,",
      "C-4,Sunil Das,Pune,Residence,2031-01-15,11:00,Shop visit",
      `C-5,Olga Out,Pune,Residence,2031-01-15,11:00,${foreign}`,
    ].join("\n");
    const job = await imported(manager.cookie, org.code, csv);
    expect(job).toMatchObject({ status: "done", succeeded: 3, failed: 2 });
    expect(job.errors).toEqual([
      { row: 5, reason: CASE_CSV_MESSAGES.checklist("Shop visit") },
      { row: 6, reason: CASE_CSV_MESSAGES.checklist(foreign) },
    ]);
    const { results } = await env.DB.prepare("SELECT reference, checklist_id FROM cases WHERE organization_id = ? ORDER BY reference").bind(org.id).all();
    expect(results).toEqual([
      { reference: "C-1", checklist_id: office },
      { reference: "C-2", checklist_id: office },
      { reference: "C-3", checklist_id: null },
    ]);
    const events = await env.DB.prepare("SELECT detail FROM case_events WHERE organization_id = ? ORDER BY detail").bind(org.id).all<{ detail: string }>();
    expect(events.results.map((e) => e.detail)).toContain("Created from a CSV file (row 2, Residence, checklist Office verification)");
  });
});
