// Issue 44: sealed checklist answers are shown where a case's evidence is read: the review screen by section
// with the red flags first, the verify page signed out (with a photo question's photo under it), and the
// evidence JSON; always with the version the inspection was answered with.
import { env, SELF } from "cloudflare:test";
import { unzlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "../../app/platform/db/db.server";
import { type ChecklistDefinition, definitionHash } from "../../app/features/checklists/definition";
import { join, newCase, newOrg } from "./allocation-factories";
import { newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get, ORIGIN, post, signUp } from "./helpers";
import { residence } from "../fixtures/residence-checklist";

const db = () => getDb(env.DB);
const SIGNATURE = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

async function publish(checklistId: string, definition: ChecklistDefinition) {
  await db()
    .insert(schema.checklistVersions)
    .values({ checklistId, version: definition.version, definition, definitionHash: await definitionHash(definition), publishedAt: new Date().toISOString() });
}

/** An organization with a reviewer and an inspector, a Residence checklist (version 1) mapped, and a sealed capture answering it. */
async function answeredCase() {
  const org = await newOrg();
  const inspector = await newInspector();
  const inspectorId = await join(org.id, inspector.email, "inspector");
  const reviewer = await signUp();
  await join(org.id, reviewer.email, "reviewer");
  const checklistId = crypto.randomUUID();
  await db().insert(schema.checklists).values({ id: checklistId, organizationId: org.id, title: "Residence", verificationType: "residence" });
  await publish(checklistId, { ...residence(), version: 1 });
  await db().insert(schema.checklistMappings).values({ organizationId: org.id, verificationType: "residence", checklistId });
  const caseId = await newCase(org, { assigneeId: inspectorId, verificationType: "residence" });
  const draft = crypto.randomUUID();
  const photos = [await uploadedPhoto(inspector.cookie, draft), await uploadedPhoto(inspector.cookie, draft)];
  const answers = {
    person_met: "applicant",
    family: 4,
    nameplate_matches: "no",
    nameplate_photo: [photos[1]],
    remarks: "Lane behind the temple",
    signature: SIGNATURE,
  };
  const body = payload(org.companyId, photos, {
    case: { id: caseId, metName: "Ravi Shah", metRole: "Applicant" },
    assessment: undefined,
    checklist: { checklistId, version: 1, answers },
  });
  const res = await save(inspector.cookie, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return { org, inspector, reviewer, checklistId, caseId, photos, inspectionId: body.id as string };
}

const reviewPath = (code: string, caseId: string, data = false) =>
  `/app/org/${code}/review/${caseId}${data ? `?_data=${encodeURIComponent("routes/app.org.$code.review.$caseId")}` : ""}`;
type Row = { label: string; text: string; redFlag: boolean; photoIds: string[] };
type Shown = { title: string; version: number; view: { redFlags: Row[]; sections: { title: string; rows: Row[] }[] } };

/** The text a PDF draws: its content streams inflated, the strings of their text operators joined by lines. */
function pdfText(bytes: Uint8Array): { text: string; images: number } {
  // Byte for byte (TextDecoder's "latin1" is windows-1252, which would change bytes 0x80-0x9F).
  let raw = "";
  for (const b of bytes) raw += String.fromCharCode(b);
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    const body = Uint8Array.from(raw.slice(start, end), (c) => c.charCodeAt(0));
    try {
      parts.push(new TextDecoder("latin1").decode(unzlibSync(body)));
    } catch {
      // An image's stream (DCT) or one not deflated.
    }
  }
  const text = parts
    .join("\n")
    .split("\n")
    .flatMap((line) => [...line.matchAll(/\((.*)\) Tj/g)].map((x) => x[1].replace(/\\([()\\])/g, "$1")))
    .join("\n");
  return { text, images: (raw.match(/\/Subtype \/Image/g) ?? []).length };
}

describe("sealed checklist answers, shown", () => {
  it("on the review screen by section with the red flag first, still version 1's after version 2 is published", async () => {
    const t = await answeredCase();
    await publish(t.checklistId, { ...residence(), version: 2, title: "Residence (new)", sections: [residence().sections[1]] });
    const data = await (await get(reviewPath(t.org.code, t.caseId, true), t.reviewer.cookie)).json<{ current: { checklist: Shown; assessment: unknown[] } }>();
    const shown = data.current.checklist;
    expect(shown).toMatchObject({ title: "Residence", version: 1 });
    expect(data.current.assessment).toEqual([]);
    expect(shown.view.redFlags.map((r) => [r.label, r.text])).toEqual([["Nameplate matches the applicant?", "No"]]);
    expect(shown.view.sections.map((s) => s.title)).toEqual(["Person met", "Checks"]);
    expect(shown.view.sections[1].rows.find((r) => r.label === "Nameplate photo")?.photoIds).toEqual([t.photos[1]]);

    const html = await (await get(reviewPath(t.org.code, t.caseId), t.reviewer.cookie)).text();
    const flags = html.indexOf("Red flags");
    expect(flags).toBeGreaterThan(0);
    expect(flags).toBeLessThan(html.indexOf("Person met</h4>"));
    expect(html).toContain("4 persons");
    expect(html).toContain(`/review/${t.caseId}/photos/${t.photos[1]}?size=thumb`);
  });

  it("in the reviewers' PDF report: every answer, the red flag, and the nameplate photo drawn under its question", async () => {
    const t = await answeredCase();
    const res = await get(`/app/org/${t.org.code}/review/${t.caseId}/report`, t.reviewer.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.pdf"$/);
    const { text, images } = pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(images).toBe(1);
    const at = (s: string) => {
      const n = text.indexOf(s);
      expect(n, s).toBeGreaterThanOrEqual(0);
      return n;
    };
    expect(at("Checklist: Residence")).toBeLessThan(at("Red flags (1)"));
    expect(at("Red flags (1)")).toBeLessThan(at("Person met"));
    expect(at("RED FLAG: No")).toBeLessThan(at("Nameplate photo, photo 1"));
    at("4 persons");
    at("Lane behind the temple");
    // Only its reviewers: an outsider gets 404.
    expect((await get(`/app/org/${t.org.code}/review/${t.caseId}/report`, (await signUp()).cookie)).status).toBe(404);
  });

  it("on the verify page signed out, with the nameplate photo under its question, and in the evidence JSON", async () => {
    const t = await answeredCase();
    const made = await post(`/app/evidence/${t.inspectionId}`, { intent: "create", days: "7" }, { cookie: t.inspector.cookie });
    expect(made.status).toBe(200);
    const { link } = await made.json<{ link: { url: string } }>();
    const page = await SELF.fetch(`${ORIGIN}${new URL(link.url).pathname}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Checklist answers: Residence");
    expect(html).toContain("Red flag");
    expect(html).toContain("Lane behind the temple");
    const photo = html.indexOf(`/photos/${t.photos[1]}?size=thumb`);
    expect(photo).toBeGreaterThan(html.indexOf("Nameplate photo"));

    const evidence = await (
      await get(`/app/evidence/${t.inspectionId}`, t.inspector.cookie)
    ).json<{ checklist: Shown & { answers: Record<string, unknown> } }>();
    expect(evidence.checklist).toMatchObject({ title: "Residence", version: 1, answers: { nameplate_matches: "no" } });
    expect(evidence.checklist.view.redFlags).toHaveLength(1);
  });
});
