// Issue 44, step 2: an organization's checklists. New organizations start with the four built-ins published and
// mapped (older ones get them on first read); a draft publishes as N+1 while N stays as it was; a published version
// never changes; an invalid definition is refused whole; only owners and managers reach the pages, and only their
// own organization's checklists; a case gets its own checklist, else its type's.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BUILT_IN_CHECKLISTS } from "../../app/features/checklists/built-in";
import { copyChecklist, listChecklists, publishDraft, saveDraft } from "../../app/features/checklists/checklists.server";
import { definitionHash } from "../../app/features/checklists/definition";
import { checklistForCase, checklistMapping, publishedVersion, setChecklistMapping } from "../../app/features/checklists/mapping.server";
import { getDb } from "../../app/platform/db/db.server";
import type { VerificationType } from "../../app/platform/db/schema";
import { Refusal } from "../../app/platform/refusal";
import { join, newCase, newOrg } from "./allocation-factories";
import { get, ORIGIN, post, signUp, userByEmail } from "./helpers";

const db = () => getDb(env.DB);
const label = (t: VerificationType) => t;
const residence = BUILT_IN_CHECKLISTS.find((c) => c.verificationType === "residence")!;

/** Residence with one more required yes/no question, as the editor would send it. */
const edited = (title = "Residence verification") =>
  JSON.stringify({
    ...residence,
    title,
    sections: [
      ...residence.sections,
      {
        id: "nameplate",
        title: "Nameplate",
        questions: [{ id: "nameplate_matches", label: "Nameplate matches the applicant?", type: "yes_no", required: true, redFlag: ["no"] }],
      },
    ],
  });

const versions = (checklistId: string) =>
  env.DB.prepare("SELECT version, definition, definition_hash, published_at FROM checklist_versions WHERE checklist_id = ? ORDER BY version")
    .bind(checklistId)
    .all<{ version: number; definition: string; definition_hash: string | null; published_at: string | null }>()
    .then((r) => r.results);

async function refusal(work: Promise<unknown>): Promise<Refusal> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

/** A signed-up account's id: checklists name who made them. */
async function someone(): Promise<string> {
  const { email } = await signUp();
  return String((await userByEmail(email))!.id);
}

async function residenceOf(orgId: string) {
  return (await listChecklists(db(), orgId)).find((c) => c.builtIn === "residence")!;
}

describe("an organization's checklists", () => {
  it("start as the four built-ins, published as version 1 and mapped to their types, for a new organization", async () => {
    const { cookie } = await signUp();
    const res = await post("/app/org/new", { name: "Deccan Finance", code: "deccan-new" }, { cookie });
    expect(res.status).toBe(302);
    const org = (await env.DB.prepare("SELECT id FROM organizations WHERE code = 'deccan-new'").first<{ id: string }>())!;
    const rows = await env.DB.prepare(
      "SELECT c.built_in, c.verification_type, v.version, v.published_at, v.definition_hash, m.verification_type AS mapped FROM checklists c JOIN checklist_versions v ON v.checklist_id = c.id LEFT JOIN checklist_mappings m ON m.checklist_id = c.id WHERE c.organization_id = ? ORDER BY c.built_in",
    )
      .bind(org.id)
      .all<Record<string, string | number | null>>();
    expect(rows.results.map((r) => [r.built_in, r.version, r.mapped])).toEqual([
      ["business_premises", 1, "business_premises"],
      ["office", 1, "office"],
      ["property", 1, "property"],
      ["residence", 1, "residence"],
    ]);
    for (const r of rows.results) {
      expect(r.published_at).toBeTruthy();
      expect(r.definition_hash).toBe(await definitionHash(BUILT_IN_CHECKLISTS.find((c) => c.id === r.built_in)!));
    }
  });

  it("are installed once for an organization made before checklists, however many readers ask at once", async () => {
    const org = await newOrg();
    await Promise.all([listChecklists(db(), org.id), listChecklists(db(), org.id), checklistMapping(db(), org.id)]);
    const list = await listChecklists(db(), org.id);
    expect(list).toHaveLength(4);
    expect(list.every((c) => c.published === 1 && !c.hasDraft && c.mappedTo.length === 1)).toBe(true);
    expect(Object.keys(await checklistMapping(db(), org.id)).sort()).toEqual(["business_premises", "office", "property", "residence"]);
  });

  it("publish a draft as version 2 while version 1 stays as it was and readable", async () => {
    const org = await newOrg();
    const { id } = await residenceOf(org.id);
    const [before] = await versions(id);
    expect(await saveDraft(db(), org.id, id, edited("Residence (nameplate)"), "u1")).toBe(2);
    // Saving again edits the same draft.
    expect(await saveDraft(db(), org.id, id, edited("Residence (nameplate)"), "u1")).toBe(2);
    expect(await publishDraft(db(), org.id, id, "u1")).toBe(2);
    const [v1, v2] = await versions(id);
    expect(v1).toEqual(before);
    expect(JSON.parse(v2.definition)).toMatchObject({ version: 2, title: "Residence (nameplate)" });
    expect(v2.definition_hash).toBe(await definitionHash(JSON.parse(v2.definition)));
    expect((await publishedVersion(db(), org.id, id, 1))!.definition).toEqual(residence);
    expect((await residenceOf(org.id)).title).toBe("Residence (nameplate)");
    // The next edit is a draft of version 3.
    expect(await saveDraft(db(), org.id, id, edited(), "u1")).toBe(3);
  });

  it("never change a published version, through the functions or SQL", async () => {
    const org = await newOrg();
    const { id } = await residenceOf(org.id);
    expect((await refusal(publishDraft(db(), org.id, id, "u1"))).status).toBe(409);
    await expect(env.DB.prepare("UPDATE checklist_versions SET definition = '{}' WHERE checklist_id = ?").bind(id).run()).rejects.toThrow(/never changed/);
    expect(JSON.parse((await versions(id))[0].definition)).toEqual(residence);
  });

  it("refuse an invalid definition with its problems and store nothing", async () => {
    const org = await newOrg();
    const { id } = await residenceOf(org.id);
    const bad = JSON.stringify({ ...residence, sections: [{ id: "s", title: "S", questions: [{ id: "q", label: "Q", type: "number", min: 5, max: 1 }] }] });
    const r = await refusal(saveDraft(db(), org.id, id, bad, "u1"));
    expect(r.status).toBe(422);
    expect(r.data.problems).toEqual(['"Q": the minimum 5 is more than the maximum 1']);
    expect((await refusal(saveDraft(db(), org.id, id, "{ not json", "u1"))).status).toBe(422);
    const office = JSON.stringify({ ...residence, verificationType: "office" });
    expect((await refusal(saveDraft(db(), org.id, id, office, "u1"))).data.problems).toHaveLength(1);
    expect(await versions(id)).toHaveLength(1);
  });

  it("map a type only to a published, unarchived checklist of the same organization and type", async () => {
    const org = await newOrg();
    const other = await newOrg();
    const mine = await residenceOf(org.id);
    const theirs = await residenceOf(other.id);
    const office = (await listChecklists(db(), org.id)).find((c) => c.builtIn === "office")!;
    for (const choice of [theirs.id, office.id, "no-such-checklist"])
      expect((await refusal(setChecklistMapping(db(), org.id, { residence: choice }, "u1", label))).status).toBe(422);
    const copy = await copyChecklist(db(), org.id, mine.id, await someone());
    await setChecklistMapping(db(), org.id, { residence: copy, other: "" }, "u1", label);
    expect((await checklistMapping(db(), org.id)).residence).toBe(copy);
    expect((await checklistMapping(db(), other.id)).residence).toBe(theirs.id);
  });

  it("give a case its own checklist, else its type's, else none (the seven questions)", async () => {
    const org = await newOrg();
    const { id: residenceId } = await residenceOf(org.id);
    const copy = await copyChecklist(db(), org.id, residenceId, await someone());
    const byType = await newCase(org, { verificationType: "residence" });
    const named = await newCase(org, { verificationType: "residence", checklistId: copy });
    const other = await newCase(org, { verificationType: "other" });
    expect(await checklistForCase(db(), byType)).toMatchObject({ checklistId: residenceId, version: 1 });
    expect(await checklistForCase(db(), named)).toMatchObject({ checklistId: copy, version: 1, title: "Residence verification (copy)" });
    expect(await checklistForCase(db(), other)).toBeNull();
    await saveDraft(db(), org.id, residenceId, edited(), "u1");
    expect((await checklistForCase(db(), byType))!.version).toBe(1);
    await publishDraft(db(), org.id, residenceId, "u1");
    expect((await checklistForCase(db(), byType))!.version).toBe(2);
  });

  it("keep a member's organization apart: another organization's checklist is its 404", async () => {
    const org = await newOrg();
    const other = await newOrg();
    const theirs = await residenceOf(other.id);
    expect((await refusal(saveDraft(db(), org.id, theirs.id, edited(), "u1"))).status).toBe(404);
    expect((await refusal(publishDraft(db(), org.id, theirs.id, "u1"))).status).toBe(404);
    expect((await refusal(copyChecklist(db(), org.id, theirs.id, "u1"))).status).toBe(404);
    expect(await versions(theirs.id)).toHaveLength(1);
  });
});

describe("the checklists pages", () => {
  async function team() {
    const org = await newOrg();
    const people = { manager: await signUp(), inspector: await signUp(), reviewer: await signUp() };
    await join(org.id, people.manager.email, "manager");
    await join(org.id, people.inspector.email, "inspector");
    await join(org.id, people.reviewer.email, "reviewer");
    const checklist = await residenceOf(org.id);
    return { org, ...people, checklist };
  }
  const page = (code: string, id: string) => `/app/org/${code}/checklists/${id}?_data=${encodeURIComponent("routes/app.org.$code.checklists.$checklistId")}`;
  const list = (code: string) => `/app/org/${code}/checklists?_data=${encodeURIComponent("routes/app.org.$code.checklists._index")}`;

  it("show the list, the mapping and a checklist's versions to a manager", async () => {
    const t = await team();
    const res = await get(list(t.org.code), t.manager.cookie);
    expect(res.status).toBe(200);
    const data = (await res.json()) as { checklists: { title: string; published: number }[]; mapping: { type: string; checklistId: string }[] };
    expect(data.checklists.map((c) => c.title)).toContain("Residence verification");
    expect(data.mapping.find((m) => m.type === "residence")!.checklistId).toBe(t.checklist.id);
    expect(data.mapping.find((m) => m.type === "other")!.checklistId).toBe("");
    const html = await (await get(`/app/org/${t.org.code}/checklists/${t.checklist.id}`, t.manager.cookie)).text();
    expect(html).toContain('name="definition"');
    expect(html).toContain("Residence verification");
  });

  it("refuse inspectors and reviewers (403) and another organization's checklist (404), changing nothing", async () => {
    const t = await team();
    const other = await newOrg();
    const theirs = await residenceOf(other.id);
    for (const who of [t.inspector, t.reviewer]) {
      expect((await get(`/app/org/${t.org.code}/checklists`, who.cookie)).status).toBe(403);
      expect((await post(page(t.org.code, t.checklist.id), { intent: "save", definition: edited() }, { cookie: who.cookie })).status).toBe(403);
    }
    expect((await get(`/app/org/${t.org.code}/checklists/${theirs.id}`, t.manager.cookie)).status).toBe(404);
    expect((await get(`/app/org/${t.org.code}/checklists/${theirs.id}/export`, t.manager.cookie)).status).toBe(404);
    expect((await post(page(t.org.code, theirs.id), { intent: "save", definition: edited() }, { cookie: t.manager.cookie })).status).toBe(404);
    expect((await post(page(t.org.code, theirs.id), { intent: "publish" }, { cookie: t.manager.cookie })).status).toBe(404);
    expect((await post(list(t.org.code), { intent: "copy", checklistId: theirs.id }, { cookie: t.manager.cookie })).status).toBe(404);
    expect(await versions(t.checklist.id)).toHaveLength(1);
    expect(await versions(theirs.id)).toHaveLength(1);
  });

  it("refuse an invalid draft with 422, its problems and the typed text, storing nothing", async () => {
    const t = await team();
    const typed = JSON.stringify({ ...residence, title: "" });
    const res = await post(page(t.org.code, t.checklist.id), { intent: "save", definition: typed }, { cookie: t.manager.cookie });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { problems: string[]; values: { definition: string }; intent: string };
    expect(body.problems).toEqual(["The checklist: a title is required"]);
    expect(body.values.definition).toBe(typed);
    expect(body.intent).toBe("save");
    expect(await versions(t.checklist.id)).toHaveLength(1);
  });

  it("save and publish a draft through the page as version 2, leaving version 1 as it was and downloadable", async () => {
    const t = await team();
    const [v1] = await versions(t.checklist.id);
    expect((await post(page(t.org.code, t.checklist.id), { intent: "publish" }, { cookie: t.manager.cookie })).status).toBe(409);
    expect((await post(page(t.org.code, t.checklist.id), { intent: "save", definition: edited() }, { cookie: t.manager.cookie })).status).toBe(200);
    const published = await post(page(t.org.code, t.checklist.id), { intent: "publish" }, { cookie: t.manager.cookie });
    expect(await published.json()).toMatchObject({ ok: true, message: "Published as version 2" });
    expect((await versions(t.checklist.id))[0]).toEqual(v1);
    const download = await get(`/app/org/${t.org.code}/checklists/${t.checklist.id}/export?version=1`, t.manager.cookie);
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="residence-verification-v1.json"');
    expect(await download.json()).toEqual(residence);
    const latest = (await (await get(`/app/org/${t.org.code}/checklists/${t.checklist.id}/export`, t.manager.cookie)).json()) as { version: number };
    expect(latest.version).toBe(2);
  });

  it("copy, import and map through the list page's forms", async () => {
    const t = await team();
    const copied = await post(list(t.org.code), { intent: "copy", checklistId: t.checklist.id }, { cookie: t.manager.cookie });
    expect(copied.status).toBe(204);
    const copyId = copied.headers.get("X-Remix-Redirect")!.split("/").pop()!;
    const archivedMapped = await post(list(t.org.code), { intent: "archive", checklistId: t.checklist.id }, { cookie: t.manager.cookie });
    expect(archivedMapped.status).toBe(409);
    const mapped = await post(list(t.org.code), { intent: "map", residence: copyId }, { cookie: t.manager.cookie });
    expect(mapped.status).toBe(200);
    expect((await checklistMapping(db(), t.org.id)).residence).toBe(copyId);
    expect((await post(list(t.org.code), { intent: "archive", checklistId: t.checklist.id }, { cookie: t.manager.cookie })).status).toBe(200);
    // An archived checklist can no longer be mapped.
    expect((await post(list(t.org.code), { intent: "map", residence: t.checklist.id }, { cookie: t.manager.cookie })).status).toBe(422);

    const form = new FormData();
    form.set("intent", "import");
    form.set("file", new File([JSON.stringify({ ...residence, title: "Imported residence" })], "residence.json", { type: "application/json" }));
    const imported = await SELF.fetch(`${ORIGIN}${list(t.org.code)}`, { method: "POST", body: form, headers: { Cookie: t.manager.cookie, Origin: ORIGIN } });
    expect(imported.status).toBe(204);
    const importedId = imported.headers.get("X-Remix-Redirect")!.split("/").pop()!;
    expect(await versions(importedId)).toMatchObject([{ version: 1, published_at: null }]);
    // A draft that was never published cannot be mapped.
    expect((await post(list(t.org.code), { intent: "map", residence: importedId }, { cookie: t.manager.cookie })).status).toBe(422);
  });
});
