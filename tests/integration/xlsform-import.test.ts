// Issue 44: a checklist imported from an XLSForm (.xlsx) through the list page's multipart form, in workerd with
// real D1. The 40-question form becomes the same draft as its JSON twin; a form with an unsupported row is refused
// with that row's number, on the page as well when posted before the scripts, and nothing is created.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CHOICES, SETTINGS, SURVEY, TWIN } from "../fixtures/xlsform-residence";
import { writeXlsx } from "../fixtures/xlsx-writer";
import { join, newOrg } from "./allocation-factories";
import { get, ORIGIN, signUp } from "./helpers";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const page = (code: string) => `/app/org/${code}/checklists`;
const data = (code: string) => `${page(code)}?_data=${encodeURIComponent("routes/app.org.$code.checklists._index")}`;

async function manager() {
  const org = await newOrg();
  const person = await signUp();
  await join(org.id, person.email, "manager");
  return { org, cookie: person.cookie };
}

function upload(path: string, cookie: string, fields: Record<string, string>, file: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("file", file);
  return SELF.fetch(`${ORIGIN}${path}`, { method: "POST", body: form, redirect: "manual", headers: { Host: "localhost", Cookie: cookie, Origin: ORIGIN } });
}

const drafts = (orgId: string) =>
  env.DB.prepare(
    "SELECT c.id, c.title, c.verification_type, v.version, v.definition, v.published_at FROM checklists c JOIN checklist_versions v ON v.checklist_id = c.id WHERE c.organization_id = ? AND c.built_in IS NULL",
  )
    .bind(orgId)
    .all<{ id: string; title: string; verification_type: string; version: number; definition: string; published_at: string | null }>()
    .then((r) => r.results);

describe("Import XLSForm", () => {
  it("imports 40 questions across groups as the same draft as its JSON twin", async () => {
    const t = await manager();
    const xlsx = new File([writeXlsx({ survey: SURVEY, choices: CHOICES, settings: SETTINGS })], "residence.xlsx", { type: XLSX_TYPE });
    const fromXlsx = await upload(data(t.org.code), t.cookie, { intent: "import_xlsform", verificationType: "residence" }, xlsx);
    expect(fromXlsx.status).toBe(204);
    const xlsxId = fromXlsx.headers.get("X-Remix-Redirect")!.split("/").pop()!;

    const json = new File([JSON.stringify(TWIN)], "residence.json", { type: "application/json" });
    const fromJson = await upload(data(t.org.code), t.cookie, { intent: "import" }, json);
    expect(fromJson.status).toBe(204);
    const jsonId = fromJson.headers.get("X-Remix-Redirect")!.split("/").pop()!;

    const rows = await drafts(t.org.id);
    const xlsxRow = rows.find((r) => r.id === xlsxId)!;
    const jsonRow = rows.find((r) => r.id === jsonId)!;
    expect(xlsxRow).toMatchObject({ version: 1, published_at: null, title: TWIN.title, verification_type: "residence" });
    expect(JSON.parse(xlsxRow.definition).sections.flatMap((s: { questions: unknown[] }) => s.questions)).toHaveLength(40);
    expect(JSON.parse(xlsxRow.definition)).toEqual(JSON.parse(jsonRow.definition));
  });

  it("refuses a form with an unsupported row by its row number and creates nothing", async () => {
    const t = await manager();
    const survey = [...SURVEY.slice(0, 13), ["geopoint", "location", "Location"], ...SURVEY.slice(13)];
    const bad = new File([writeXlsx({ survey, choices: CHOICES, settings: SETTINGS })], "bad.xlsx", { type: XLSX_TYPE });
    const refused = await upload(data(t.org.code), t.cookie, { intent: "import_xlsform", verificationType: "residence" }, bad);
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { intent: string; problems: string[] };
    expect(body.intent).toBe("import_xlsform");
    expect(body.problems).toEqual(['survey row 14: type "geopoint" is not supported']);
    expect(await drafts(t.org.id)).toEqual([]);

    // Posted before the scripts: the page itself lists the row.
    const html = await (await upload(page(t.org.code), t.cookie, { intent: "import_xlsform", verificationType: "residence" }, bad)).text();
    expect(html).toContain("survey row 14: type &quot;geopoint&quot; is not supported");
    expect(await drafts(t.org.id)).toEqual([]);
  });

  it("refuses a file that is not a workbook, and a missing verification type", async () => {
    const t = await manager();
    const notXlsx = new File(["type,name\ntext,a"], "form.xlsx", { type: XLSX_TYPE });
    const refused = await upload(data(t.org.code), t.cookie, { intent: "import_xlsform", verificationType: "office" }, notXlsx);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { problems: string[] }).problems).toEqual(["The file is not an .xlsx workbook"]);
    const xlsx = new File([writeXlsx({ survey: SURVEY, choices: CHOICES })], "residence.xlsx", { type: XLSX_TYPE });
    expect((await upload(data(t.org.code), t.cookie, { intent: "import_xlsform", verificationType: "" }, xlsx)).status).toBe(422);
    expect(await drafts(t.org.id)).toEqual([]);
  });

  it("shows the form on the page", async () => {
    const t = await manager();
    const html = await (await get(page(t.org.code), t.cookie)).text();
    expect(html).toContain('value="import_xlsform"');
    expect(html).toContain('name="verificationType"');
  });
});
