// Issue 44: the MIS export adds a column per question of the checklist the range's inspections were
// answered with, each answer in words; a range answered with two versions is a ZIP of one CSV per version
// plus the cases without answers, streamed or prepared by the queue (whose progress counts every case).
// Inspections are saved through the capture's real endpoint; checklist rows are written straight into D1.
import { env } from "cloudflare:test";
import { unzipSync } from "fflate";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "../../app/platform/db/db.server";
import { type ChecklistDefinition, definitionHash, type Question } from "../../app/features/checklists/definition";
import { MIS_COLUMNS, WITHOUT_CHECKLIST_FILE } from "../../app/features/turnaround/mis-export";
import { runMisExport } from "../../app/features/turnaround/mis-export.server";
import { residence } from "../fixtures/residence-checklist";
import { join, newCase, newOrg } from "./allocation-factories";
import { newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get, post } from "./helpers";
import { member } from "./team-factories";

const db = () => getDb(env.DB);
const SIGNATURE = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const NEIGHBOUR: Question = { id: "neighbour", label: "Neighbour confirms?", required: true, type: "yes_no", redFlag: ["no"] };

/** Today and yesterday in Asia/Kolkata (the members' zone): the range holding the cases made now. */
function range() {
  const day = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return { range: "custom", from: day(Date.now() - 86_400_000), to: day(Date.now()) };
}
const exportPath = (code: string, search: string) => `/app/org/${code}/turnaround/export?${search}`;
/** Whether the dashboard's link offers the range's export as a ZIP ("Download ZIP") or a CSV. */
async function offersZip(code: string, search: string, cookie: string): Promise<boolean> {
  const res = await get(`/app/org/${code}/turnaround?${search}&_data=${encodeURIComponent("routes/app.org.$code.turnaround")}`, cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { zip: boolean }).zip;
}
const rows = (csv: string) => Papa.parse<string[]>(csv.trim()).data;

async function team() {
  const org = await newOrg();
  const inspector = await newInspector();
  const inspectorId = await join(org.id, inspector.email, "inspector");
  const manager = await member("Meera Shah");
  await join(org.id, manager.email, "manager");
  const checklistId = crypto.randomUUID();
  await db().insert(schema.checklists).values({ id: checklistId, organizationId: org.id, title: "Residence", verificationType: "residence" });
  await publish(checklistId, residence(1));
  await db().insert(schema.checklistMappings).values({ organizationId: org.id, verificationType: "residence", checklistId });
  return { org, inspector, inspectorId, manager, checklistId };
}
type Team = Awaited<ReturnType<typeof team>>;

async function publish(checklistId: string, definition: ChecklistDefinition) {
  await db()
    .insert(schema.checklistVersions)
    .values({ checklistId, version: definition.version, definition, definitionHash: await definitionHash(definition), publishedAt: new Date().toISOString() });
}

/** A Residence case captured with `version` of the checklist, its nameplate answered "No". */
async function answeredCase(t: Team, version: number, more: Record<string, string> = {}) {
  const caseId = await newCase(t.org, { assigneeId: t.inspectorId, verificationType: "residence" });
  const photo = await uploadedPhoto(t.inspector.cookie, crypto.randomUUID());
  const answers = { person_met: "applicant", family: 4, nameplate_matches: "no", nameplate_photo: [photo], signature: SIGNATURE, ...more };
  const body = payload(t.org.companyId, [photo], {
    case: { id: caseId, metName: "Ravi Shah", metRole: "Applicant" },
    assessment: undefined,
    checklist: { checklistId: t.checklistId, version, answers },
  });
  expect((await save(t.inspector.cookie, body)).status).toBe(201);
  return caseId;
}

describe("the MIS export's checklist columns", () => {
  it("adds a column per question with the answer in words, in one CSV when one version answered the range", async () => {
    const t = await team();
    await answeredCase(t, 1);
    await newCase(t.org, { verificationType: "office" });
    const res = await get(exportPath(t.org.code, new URLSearchParams(range()).toString()), t.manager.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(await offersZip(t.org.code, new URLSearchParams(range()).toString(), t.manager.cookie)).toBe(false);
    const [header, ...body] = rows(await res.text());
    expect(header.slice(0, MIS_COLUMNS.length)).toEqual([...MIS_COLUMNS]);
    expect(header.slice(MIS_COLUMNS.length, MIS_COLUMNS.length + 3)).toEqual(["Checklist", "Red flags", "Person met"]);
    const cell = (row: string[], column: string) => row[header.indexOf(column)];
    const [answered, without] = body[0][3] === "Residence" ? body : [body[1], body[0]];
    expect(cell(answered, "Nameplate matches the applicant?")).toBe("No");
    expect(cell(answered, "Person met")).toBe("Applicant");
    expect(cell(answered, "Family members")).toBe("4 persons");
    expect(cell(answered, "Checklist")).toBe("Residence, version 1");
    expect(cell(answered, "Red flags")).toBe("Nameplate matches the applicant?: No");
    expect(cell(without, "Nameplate matches the applicant?")).toBe("");
  });

  it("gives one CSV per checklist version in a ZIP when the range mixes them, streamed and prepared alike", async () => {
    const t = await team();
    await answeredCase(t, 1);
    await publish(t.checklistId, residence(2, [NEIGHBOUR]));
    await answeredCase(t, 2, { neighbour: "no" });
    await answeredCase(t, 2, { neighbour: "yes" });
    await newCase(t.org, { verificationType: "office" });
    const search = new URLSearchParams(range()).toString();
    const res = await get(exportPath(t.org.code, search), t.manager.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toMatch(/SiteProof_MIS_.*\.zip"$/);
    expect(await offersZip(t.org.code, search, t.manager.cookie)).toBe(true);
    const streamed = new Uint8Array(await res.arrayBuffer());
    const files = unzipSync(streamed);
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(Object.keys(files).sort()).toEqual(["Residence v1.csv", "Residence v2.csv", WITHOUT_CHECKLIST_FILE].sort());
    const [v1Header, ...v1] = rows(text("Residence v1.csv"));
    const [v2Header, ...v2] = rows(text("Residence v2.csv"));
    expect(v1).toHaveLength(1);
    expect(v1Header).not.toContain("Neighbour confirms?");
    expect(v2.map((r) => r[v2Header.indexOf("Neighbour confirms?")]).sort()).toEqual(["No", "Yes"]);
    expect(v2.map((r) => r[v2Header.indexOf("Checklist")])).toEqual(["Residence, version 2", "Residence, version 2"]);
    const [withoutHeader, ...without] = rows(text(WITHOUT_CHECKLIST_FILE));
    expect(withoutHeader).toEqual([...MIS_COLUMNS]);
    expect(without.map((r) => r[3])).toEqual(["Office"]);

    // Prepared by the queue: the same files, and the progress counts all four cases.
    const posted = await post(`/app/org/${t.org.code}/turnaround`, { intent: "export", ...range() }, { cookie: t.manager.cookie });
    const jobId = new URL(posted.headers.get("Location")!, "http://localhost").searchParams.get("job")!;
    await runMisExport(env, jobId);
    expect(await env.DB.prepare("SELECT status, processed, succeeded FROM jobs WHERE id = ?").bind(jobId).first()).toEqual({
      status: "done",
      processed: 4,
      succeeded: 4,
    });
    const prepared = await get(exportPath(t.org.code, `job=${jobId}`), t.manager.cookie);
    expect(prepared.headers.get("Content-Type")).toBe("application/zip");
    expect(prepared.headers.get("Content-Disposition")).toMatch(/\.zip"$/);
    const again = unzipSync(new Uint8Array(await prepared.arrayBuffer()));
    for (const name of Object.keys(files)) expect(new TextDecoder().decode(again[name]), name).toBe(text(name));
  });
});
